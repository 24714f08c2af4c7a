// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './jsdom-polyfills';
import { Header } from '../../../src/frame/header';
import { sessionStore } from '../../../src/session-store';
import type { LoginSession } from '../../../src/session-store';

const session = (first_name: string | null): LoginSession => ({
  key: 'k123',
  email: 'jo@example.com',
  user: {
    first_name,
    last_name: 'Doe',
    email: 'jo@example.com',
    uuid: 'u1',
    zip_codes: ['27601'],
    roles: ['customer'],
  },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('Header', () => {
  it('shows Sign In and the marketing links when signed out', () => {
    render(<Header navigate={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['About Us', 'Residential Services', 'Commercial Services', 'Products']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Questions? Contact Us' })).toBeTruthy();
    expect(screen.queryByText(/Welcome,/)).toBeNull();
  });

  it("shows 'Welcome, {first name}', My Account and Sign Out when signed in", async () => {
    sessionStore.write(session('Jo'));
    const navigate = vi.fn();
    render(<Header navigate={navigate} />);
    expect(screen.getByText('Welcome, Jo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(sessionStore.read()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('uses the default name when the first name is missing or blank', () => {
    sessionStore.write(session(null));
    const { unmount } = render(<Header navigate={vi.fn()} />);
    expect(screen.getByText('Welcome, Customer')).toBeTruthy();
    unmount();
    sessionStore.write(session('  '));
    render(<Header navigate={vi.fn()} />);
    expect(screen.getByText('Welcome, Customer')).toBeTruthy();
  });

  it('draws the brand and the icons as inline SVG: no emoji or symbol glyphs, the link named "Yardwise home"', () => {
    const { container } = render(<Header navigate={vi.fn()} />);
    const brand = screen.getByRole('link', { name: 'Yardwise home' });
    expect(brand.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Search' }).querySelector('svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(/[\u2600-\u27BF\u{1F300}-\u{1FAFF}☰×✕✓]/u);
  });

  it('gives the welcome line its full text as a title (a long name is cut with an ellipsis)', () => {
    const long = 'Maximiliana-Konstantina Bartholomew';
    sessionStore.write(session(long));
    render(<Header navigate={vi.fn()} />);
    const welcome = screen.getByText(`Welcome, ${long}`);
    expect(welcome.getAttribute('title')).toBe(`Welcome, ${long}`);
  });

  it('hides the navigation links on /pay', () => {
    render(<Header navigate={vi.fn()} hideNavigation />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});

describe('exit-quote modal', () => {
  it('does not appear when no quote is in progress: Sign In navigates at once', async () => {
    const navigate = vi.fn();
    render(<Header navigate={navigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('asks when a quote is in progress; Continue my quote stays, Exit leaves and clears the flag', async () => {
    sessionStore.setQuoteInProgress(true);
    const navigate = vi.fn();
    render(<Header navigate={navigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' }, { timeout: 8000 });
    expect(within(dialog).getByText(/lose your progress/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue my quote' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.isQuoteInProgress()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: /home/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', {}, { timeout: 8000 })).getByRole('button', { name: 'Exit' }),
    );
    expect(navigate).toHaveBeenCalledWith('/');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(sessionStore.isQuoteInProgress()).toBe(false);
  });

  it('leaves the other links alone while a quote is in progress', async () => {
    sessionStore.setQuoteInProgress(true);
    sessionStore.write(session('Jo'));
    const navigate = vi.fn();
    render(<Header navigate={navigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'My Account' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account');
  });
});
