// @vitest-environment jsdom
// The server throttles repeated failed logins and reset mails with 429 (design.md §8);
// the login and forgot-password screens show our message above the form, not a generic failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import { LoginView } from '../../../../src/flows/auth/login-view';
import { rememberedEmail } from '../../../../src/flows/auth/remembered-email';
import { loginThrottledFor, messages } from '../../../../src/domain/messages';
import { fakeApi } from '../../../support/fake-api';
import { isolateScreenTests } from '../../../support/screen-isolation';

const nav = () => ({ toAccount: vi.fn(), toLogin: vi.fn() });

isolateScreenTests();
beforeEach(() => rememberedEmail.write(null));

describe('login throttling', () => {
  it('a throttled login (429) shows the wait message above the form and stays on the screen', async () => {
    const user = userEvent.setup();
    const navigation = nav();
    fakeApi(() => ({ status: 429, body: { detail: 'Too many failed attempts.' } })).render(
      <LoginView navigation={navigation} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.loginThrottled);
    expect(navigation.toAccount).not.toHaveBeenCalled();
  });

  it('the wait message names the Retry-After time when the server gives it', () => {
    expect(loginThrottledFor(1)).toBe(
      'Too many failed attempts. Please try again in 1 second, or reset your password.',
    );
    expect(loginThrottledFor(8)).toContain('in 8 seconds');
    expect(loginThrottledFor(120)).toContain('in 2 minutes');
    expect(loginThrottledFor(0)).toBe(messages.loginThrottled);
    expect(loginThrottledFor(Number.NaN)).toBe(messages.loginThrottled);
  });
});
