// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import { LoginView } from '../../../../src/flows/auth/login-view';
import { rememberedEmail } from '../../../../src/flows/auth/remembered-email';
import { sessionStore } from '../../../../src/session-store';
import { fakeApi } from '../../../support/fake-api';
import { isolateScreenTests } from '../../../support/screen-isolation';

const session = {
  key: 'k-123',
  email: 'jo@example.com',
  user: {
    uuid: '3f6c2d1e-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
    email: 'jo@example.com',
    first_name: 'Jo',
    last_name: 'Doe',
    zip_codes: ['27601'],
    roles: ['customer'],
  },
};

const nav = () => ({ toAccount: vi.fn(), toLogin: vi.fn() });

isolateScreenTests();
beforeEach(() => rememberedEmail.write(null));

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText('Password', { selector: 'input' });

describe('LoginView (spec 1 §2, §5, §8)', () => {
  it("shows 'Email is required' and 'Password is required' for fields left empty", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 500 })).render(<LoginView navigation={nav()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    await user.click(emailBox());
    await user.click(passwordBox());
    await user.tab();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
  });

  it('the email handed over after registration is prefilled (also in Forgot Password); only the password is typed', async () => {
    const user = userEvent.setup();
    rememberedEmail.write('someone-else@example.com');
    const api = fakeApi(() => ({ status: 200, body: session }));
    api.render(<LoginView navigation={nav()} email="dana@example.com" />);
    expect((emailBox() as HTMLInputElement).value).toBe('dana@example.com');
    await user.type(passwordBox(), 'Doggie123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(api.calls[0]).toMatchObject({
        path: '/auth/login/',
        body: { email: 'dana@example.com', password: 'Doggie123' },
      }),
    );
    cleanup();
    fakeApi(() => ({ status: 200, body: {} })).render(<LoginView navigation={nav()} email="dana@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('dana@example.com');
    expect(screen.getByRole('button', { name: 'Recover Password' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows 'Your Email is invalid.' for a malformed email and keeps Login disabled", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 500 })).render(<LoginView navigation={nav()} />);
    await user.type(emailBox(), 'jo@');
    await user.type(passwordBox(), 'Password1');
    expect(screen.getByText('Your Email is invalid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 500 })).render(<LoginView navigation={nav()} />);
    expect(passwordBox().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox().getAttribute('type')).toBe('text');
  });

  it('shows the non_field_errors text above the form on a failed login and forgets the email', async () => {
    const user = userEvent.setup();
    rememberedEmail.write('old@example.com');
    const api = fakeApi(() => ({
      status: 400,
      body: { non_field_errors: ['Unable to log in with provided credentials.'] },
    }));
    api.render(<LoginView navigation={nav()} />);
    expect((emailBox() as HTMLInputElement).value).toBe('old@example.com');
    await user.type(passwordBox(), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to log in with provided credentials.');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login/',
      body: { email: 'old@example.com', password: 'Wrong1234', is_crm: false },
    });
    expect(rememberedEmail.read()).toBeNull();
  });

  it('stores the whole response as the session, remembers only the email and goes to /account', async () => {
    const user = userEvent.setup();
    const navigation = nav();
    fakeApi(() => ({ status: 200, body: session })).render(<LoginView navigation={navigation} />);
    await user.type(emailBox(), 'jo@example.com');
    await user.type(passwordBox(), 'Password1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(navigation.toAccount).toHaveBeenCalledTimes(1));
    expect(sessionStore.read()).toEqual(session);
    expect(rememberedEmail.read()).toBe('jo@example.com');
    expect(document.cookie).not.toContain('Password1');
  });

  it('prefills an email handed over by the dog page without ticking Remember me', () => {
    fakeApi(() => ({ status: 500 })).render(<LoginView navigation={nav()} email="new@example.com" />);
    expect((emailBox() as HTMLInputElement).value).toBe('new@example.com');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(false);
  });

  it("forgot password: Recover is enabled only for a valid email; success shows 'Thank you!'", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ status: 200, body: { detail: 'sent' } }));
    api.render(<LoginView navigation={nav()} />);
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const recover = screen.getByRole('button', { name: 'Recover Password' });
    await user.type(emailBox(), 'jo@');
    expect(recover.hasAttribute('disabled')).toBe(true);
    await user.type(emailBox(), 'example.com');
    expect(recover.hasAttribute('disabled')).toBe(false);
    await user.click(recover);
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText('Your password reset information has been sent to your email.')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      path: '/auth/password/reset-custom/',
      body: { email: 'jo@example.com', is_crm: false },
    });
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
  });

  it('forgot password: the email error text is shown', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 400, body: { email: ['Enter a valid email address.'] } })).render(
      <LoginView navigation={nav()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    await user.type(emailBox(), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Recover Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address.');
  });
});
