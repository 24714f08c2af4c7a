// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import { ResetPasswordView } from '../../../../src/flows/auth/reset-password-view';
import { fakeApi } from '../../../support/fake-api';
import type { Answer } from '../../../support/fake-api';
import { isolateScreenTests, toastMessages } from '../../../support/screen-isolation';

const nav = () => ({ toAccount: vi.fn(), toLogin: vi.fn() });
const choose = () => screen.getByLabelText('Choose Password', { selector: 'input' });
const confirm = () => screen.getByLabelText('Confirm Password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Confirm new password' });

function renderWith(answer: Answer, navigation = nav()) {
  const api = fakeApi(() => answer);
  api.render(<ResetPasswordView token="tok-1" uid="dWlk" navigation={navigation} />);
  return { api, navigation };
}

isolateScreenTests();

describe('ResetPasswordView (spec 1 §2, §5, §8)', () => {
  it.each([
    { entry: '', message: 'Password is required', what: 'a password left empty' },
    { entry: 'Ab1', message: 'Passwords must be 8 or more characters in length', what: 'a short password' },
  ])("shows '$message' for $what", async ({ entry, message }) => {
    const user = userEvent.setup();
    renderWith({ status: 500 });
    await user.click(choose());
    if (entry) await user.keyboard(entry);
    await user.tab();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("shows 'Passwords must match' and keeps the button disabled until both entries match", async () => {
    const user = userEvent.setup();
    renderWith({ status: 500 });
    await user.type(choose(), 'Password1');
    await user.type(confirm(), 'Password2');
    await user.tab();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.clear(confirm());
    await user.type(confirm(), 'Password1');
    expect(screen.queryByText('Passwords must match')).toBeNull();
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('tracks the three guideline lines (8 characters, an uppercase letter, a digit)', async () => {
    const user = userEvent.setup();
    renderWith({ status: 500 });
    const items = () => within(screen.getByRole('list', { name: 'Password guidelines' })).getAllByRole('listitem');
    expect(items().map((li) => li.getAttribute('data-met'))).toEqual(['false', 'false', 'false']);
    await user.type(choose(), 'abcdefgH');
    expect(items().map((li) => li.getAttribute('data-met'))).toEqual(['true', 'true', 'false']);
    expect(items().map((li) => li.textContent)).toEqual([
      'At least 8 characters (met)',
      'At least 1 uppercase letter (met)',
      'At least 1 number (not met yet)',
    ]);
    // Without a digit the button stays disabled.
    await user.type(confirm(), 'abcdefgH');
    expect(submit().hasAttribute('disabled')).toBe(true);
  });

  it.each([
    [{ token: ['Invalid value'] }, 'TOKEN:Invalid value'],
    [{ uid: ['Invalid value'] }, 'UID:Invalid value'],
    [{ new_password2: ["The two password fields didn't match."] }, "The two password fields didn't match."],
  ])('shows a server error %j as %s', async (body, text) => {
    const user = userEvent.setup();
    const { api } = renderWith({ status: 400, body });
    await user.type(choose(), 'Password1');
    await user.type(confirm(), 'Password1');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(api.calls[0]).toMatchObject({
      path: '/auth/password/reset/confirm/',
      body: { new_password1: 'Password1', new_password2: 'Password1', token: 'tok-1', uid: 'dWlk' },
    });
  });

  it('sends errors of other keys to the generic toast', async () => {
    const user = userEvent.setup();
    renderWith({ status: 400, body: { new_password1: ['Too common.'] } });
    await user.type(choose(), 'Password1');
    await user.type(confirm(), 'Password1');
    await user.click(submit());
    await waitFor(() => expect(toastMessages()).toEqual(['new_password1: Too common.']));
  });

  it("shows 'Password changed successfully' and goes to /login after 1500 ms", async () => {
    const user = userEvent.setup();
    const { navigation } = renderWith({ status: 200, body: { detail: 'ok' } });
    await user.type(choose(), 'Password1');
    await user.type(confirm(), 'Password1');
    await user.click(submit());
    expect((await screen.findByRole('status')).textContent).toBe('Password changed successfully');
    expect(navigation.toLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(navigation.toLogin).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
