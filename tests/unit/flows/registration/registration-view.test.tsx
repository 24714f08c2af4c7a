// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import { RegistrationView } from '../../../../src/flows/registration/registration-view';
import type { RegistrationViewProps } from '../../../../src/flows/registration/registration-view';
import { fakeApi } from '../../../support/fake-api';
import type { Handler } from '../../../support/fake-api';
import { isolateScreenTests, toastMessages } from '../../../support/screen-isolation';

const nav = () => ({ home: vi.fn(), account: vi.fn(), login: vi.fn() });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm Password', { selector: 'input' });
const register = () => screen.getByRole('button', { name: 'Register' });

function renderView(handler: Handler, props: Partial<RegistrationViewProps> = {}) {
  const navigation = nav();
  const api = fakeApi(handler);
  api.render(
    <RegistrationView
      email="dana@example.com"
      serviceType="residential"
      userKey="order-key"
      allowRegistration
      signedIn={false}
      navigation={navigation}
      {...props}
    />,
  );
  return { api, navigation };
}

isolateScreenTests();

describe('RegistrationView (spec 2 §2, §5 Registration password, §8)', () => {
  it("shows 'Your passwords need to match' and keeps Register disabled until valid and matching", async () => {
    const user = userEvent.setup();
    renderView(() => ({ status: 500 }));
    expect(register().hasAttribute('disabled')).toBe(true);
    await user.type(password(), 'Doggie123');
    await user.type(confirmation(), 'Doggie12');
    await user.tab();
    expect(screen.getByText('Your passwords need to match')).toBeTruthy();
    expect(register().hasAttribute('disabled')).toBe(true);
    await user.type(confirmation(), '3');
    expect(screen.queryByText('Your passwords need to match')).toBeNull();
    expect(register().hasAttribute('disabled')).toBe(false);
  });

  it.each([
    ['doggie123', 'no uppercase'],
    ['Doggiedog', 'no digit'],
    ['Dog1', 'under 8 characters'],
  ])('keeps Register disabled for %s (%s)', async (pw) => {
    const user = userEvent.setup();
    renderView(() => ({ status: 500 }));
    await user.type(password(), pw);
    await user.type(confirmation(), pw);
    expect(register().hasAttribute('disabled')).toBe(true);
  });

  it("residential: sets the password with the order user's token, says 'Registered Successfully' and goes to /login", async () => {
    const user = userEvent.setup();
    const { api, navigation } = renderView(() => ({ status: 200, body: { detail: 'ok' } }));
    await user.type(password(), 'Doggie123');
    await user.type(confirmation(), 'Doggie123');
    await user.click(register());
    await waitFor(() => expect(navigation.login).toHaveBeenCalledWith('dana@example.com'));
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/auth/password/change/',
        query: '',
        authorization: 'token order-key',
        body: { new_password1: 'Doggie123', new_password2: 'Doggie123', role: 'customer' },
      },
    ]);
    expect(toastMessages()).toEqual(['Registered Successfully']);
  });

  it('commercial: registers with role commercial_lead', async () => {
    const user = userEvent.setup();
    const { api, navigation } = renderView(() => ({ status: 201, body: { detail: 'ok' } }), {
      serviceType: 'commercial',
      userKey: null,
    });
    await user.type(password(), 'Doggie123');
    await user.type(confirmation(), 'Doggie123');
    await user.click(register());
    await waitFor(() => expect(navigation.login).toHaveBeenCalledTimes(1));
    expect(api.calls[0]).toMatchObject({
      path: '/auth/registration/',
      authorization: null,
      body: { email: 'dana@example.com', password1: 'Doggie123', password2: 'Doggie123', role: 'commercial_lead' },
    });
  });

  it.each([
    [
      { email: ['A user is already registered with this e-mail address.'], password1: ['x'] },
      'A user is already registered with this e-mail address.',
    ],
    [{ new_password2: ["The two password fields didn't match."] }, "The two password fields didn't match."],
    [{ other: ['?'] }, 'Invalid Request'],
  ])('shows the first email, password1 or password2 error, else Invalid Request: %j', async (body, text) => {
    const user = userEvent.setup();
    renderView(() => ({ status: 400, body }));
    await user.type(password(), 'Doggie123');
    await user.type(confirmation(), 'Doggie123');
    await user.click(register());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('redirects: signed in → /account; without the allowRegistration flag → /', () => {
    const a = renderView(() => ({ status: 500 }), { signedIn: true });
    expect(a.navigation.account).toHaveBeenCalledTimes(1);
    cleanup();
    const b = renderView(() => ({ status: 500 }), { allowRegistration: false });
    expect(b.navigation.home).toHaveBeenCalledTimes(1);
  });
});
