// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Footer } from '../../../src/frame/footer';

afterEach(cleanup);

describe('Footer', () => {
  it('keeps every link in its columns: Company, Services, Follow us; the Free Quote button and the legal text', () => {
    const { container } = render(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const column = (title: string) => within(nav).getByRole('heading', { name: title }).parentElement as HTMLElement;
    const names = (el: HTMLElement) =>
      within(el)
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(names(column('Company'))).toEqual(['About Us', 'Contact Us', 'Privacy Policy', 'Terms of Service']);
    expect(names(column('Services'))).toEqual(['Residential Services', 'Commercial Services', 'Products']);
    const social = screen.getByRole('navigation', { name: 'Social media' });
    expect(within(social).getByRole('heading', { name: 'Follow us' })).toBeTruthy();
    expect(names(social)).toEqual(['Facebook', 'Instagram', 'YouTube']);
    expect(screen.getByRole('link', { name: 'Free Quote' }).getAttribute('href')).toBe('/');
    expect(screen.getByText(/All rights reserved/)).toBeTruthy();
    expect(screen.getByText(/independently owned and operated/)).toBeTruthy();
    expect(container.querySelector('.logo svg')).not.toBeNull();
  });

  it('shows only the legal row on /pay', () => {
    render(<Footer hideNavigation />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Free Quote' })).toBeNull();
    expect(screen.getByText(/All rights reserved/)).toBeTruthy();
  });
});
