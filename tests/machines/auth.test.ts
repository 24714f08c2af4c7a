import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import { loginSchema, mapResetErrors, newPasswordSchema } from '../../machines/auth/auth.schema';
import { startMachine } from '../support/machine-kit';
import { sessionFixture as session } from '../support/fixtures';

function loginReady(rememberedEmail: string | null = null) {
  const t = startMachine(authMachine, { mode: 'login', rememberedEmail });
  t.send({ type: 'login.email.change', value: 'ann@example.com' });
  t.send({ type: 'login.password.change', value: 'secret' });
  return t;
}

afterEach(() => vi.useRealTimers());

describe('auth machine: login', () => {
  it('starts on the login form (isResetMode false) with the remembered email prefilled', () => {
    const t = startMachine(authMachine, { mode: 'login', rememberedEmail: 'ann@example.com' });
    expect(t.value()).toEqual({ login: 'editing' });
    expect(t.context()).toMatchObject({ email: 'ann@example.com', remember: true, password: '' });
  });

  it('canLogin: false without a valid email or password, true with both', () => {
    const t = startMachine(authMachine, { mode: 'login' });
    expect(t.snapshot().can({ type: 'login.submit' })).toBe(false);
    t.send({ type: 'login.email.change', value: 'not-an-email' });
    t.send({ type: 'login.password.change', value: 'x' });
    t.send({ type: 'login.submit' });
    expect(t.value()).toEqual({ login: 'editing' });
    t.send({ type: 'login.email.change', value: 'ann@example.com' });
    t.send({ type: 'login.submit' });
    expect(t.value()).toEqual({ login: 'submitting' });
    expect(t.inputOf('login')).toEqual({ email: 'ann@example.com', password: 'x' });
  });

  it('isLoggedIn true: stores the session, remembers only the email, goes to /account', async () => {
    const t = loginReady();
    t.send({ type: 'login.remember.change', checked: true });
    t.send({ type: 'login.submit' });
    await t.resolve('login', { kind: 'ok', session });
    expect(t.snapshot().status).toBe('done');
    expect(t.value()).toBe('signedIn');
    expect(t.effect('storeSession')).toEqual([session]);
    expect(t.effect('persistRememberedEmail')).toEqual(['ann@example.com']);
    expect(t.effectNames()).toContain('navigateToAccount');
  });

  it('without Remember me the stored email is removed on success', async () => {
    const t = loginReady();
    t.send({ type: 'login.submit' });
    await t.resolve('login', { kind: 'ok', session });
    expect(t.effect('persistRememberedEmail')).toEqual([null]);
  });

  it('isLoggedIn false: shows non_field_errors and clears Remember me', async () => {
    const t = loginReady('ann@example.com');
    t.send({ type: 'login.submit' });
    await t.resolve('login', { kind: 'invalid', errors: ['Unable to log in with provided credentials.'] });
    expect(t.value()).toEqual({ login: 'editing' });
    expect(t.context().errors).toEqual(['Unable to log in with provided credentials.']);
    expect(t.effect('persistRememberedEmail')).toEqual([null]);
  });

  it('an unexpected login failure shows the generic message', async () => {
    const t = loginReady();
    t.send({ type: 'login.submit' });
    await t.reject('login');
    expect(t.value()).toEqual({ login: 'editing' });
    expect(t.context().errors).toEqual(['Something went wrong']);
  });

  it('isChecked: checking Remember me stores nothing yet; unchecking removes the stored email', () => {
    const t = startMachine(authMachine, { mode: 'login', rememberedEmail: 'ann@example.com' });
    t.send({ type: 'login.remember.change', checked: true });
    expect(t.effect('persistRememberedEmail')).toEqual([]);
    t.send({ type: 'login.remember.change', checked: false });
    expect(t.context().remember).toBe(false);
    expect(t.effect('persistRememberedEmail')).toEqual([null]);
  });
});

describe('auth machine: forgot password', () => {
  it('canRecover false/true, isResetSent true sets the sent flag, back returns to login', async () => {
    const t = startMachine(authMachine, { mode: 'login' });
    t.send({ type: 'forgot.open' });
    expect(t.value()).toEqual({ forgot: 'editing' });
    t.send({ type: 'forgot.email.change', value: 'ann@' });
    t.send({ type: 'forgot.submit' });
    expect(t.value()).toEqual({ forgot: 'editing' });
    t.send({ type: 'forgot.email.change', value: 'ann@example.com' });
    t.send({ type: 'forgot.submit' });
    expect(t.inputOf('requestPasswordReset')).toEqual({ email: 'ann@example.com' });
    await t.resolve('requestPasswordReset', { kind: 'sent' });
    expect(t.value()).toEqual({ forgot: 'sent' });
    expect(t.context().sent).toBe(true);
    t.send({ type: 'forgot.back' });
    expect(t.value()).toEqual({ login: 'editing' });
  });

  it('isResetSent false shows the email error; a rejection shows the generic message', async () => {
    const t = startMachine(authMachine, { mode: 'login' });
    t.send({ type: 'forgot.open' });
    t.send({ type: 'forgot.email.change', value: 'ann@example.com' });
    t.send({ type: 'forgot.submit' });
    await t.resolve('requestPasswordReset', { kind: 'invalid', errors: ['Enter a valid email address.'] });
    expect(t.value()).toEqual({ forgot: 'editing' });
    expect(t.context()).toMatchObject({ sent: false, errors: ['Enter a valid email address.'] });
    t.send({ type: 'forgot.submit' });
    await t.reject('requestPasswordReset');
    expect(t.context().errors).toEqual(['Something went wrong']);
    t.send({ type: 'forgot.back' });
    expect(t.value()).toEqual({ login: 'editing' });
  });
});

describe('auth machine: set new password', () => {
  function resetReady() {
    const t = startMachine(authMachine, { mode: 'reset', token: 'tok', uid: 'MQ' });
    t.send({ type: 'reset.password.change', value: 'Password1' });
    t.send({ type: 'reset.confirm.change', value: 'Password1' });
    return t;
  }

  it('isResetMode true opens the form; canSetPassword false when the entries differ or a guideline fails', () => {
    const t = startMachine(authMachine, { mode: 'reset', token: 'tok', uid: 'MQ' });
    expect(t.value()).toEqual({ reset: 'editing' });
    t.send({ type: 'reset.password.change', value: 'password1' });
    t.send({ type: 'reset.confirm.change', value: 'password1' });
    expect(t.snapshot().can({ type: 'reset.submit' })).toBe(false);
    t.send({ type: 'reset.password.change', value: 'Password1' });
    expect(t.snapshot().can({ type: 'reset.submit' })).toBe(false);
    t.send({ type: 'reset.confirm.change', value: 'Password1' });
    expect(t.snapshot().can({ type: 'reset.submit' })).toBe(true);
  });

  it('isPasswordChanged: success waits passwordRedirect (1500 ms) then goes to /login', async () => {
    vi.useFakeTimers();
    const t = resetReady();
    t.send({ type: 'reset.submit' });
    expect(t.inputOf('confirmPasswordReset')).toEqual({
      new_password1: 'Password1',
      new_password2: 'Password1',
      token: 'tok',
      uid: 'MQ',
    });
    await t.resolve('confirmPasswordReset', { kind: 'ok' });
    expect(t.value()).toEqual({ reset: 'changed' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(t.effectNames()).not.toContain('navigateToLogin');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.value()).toBe('redirecting');
    expect(t.effectNames()).toContain('navigateToLogin');
  });

  it('hasOnlyInlineResetErrors true: TOKEN:/UID:/new_password2 lines, no toast', async () => {
    const t = resetReady();
    t.send({ type: 'reset.submit' });
    await t.resolve('confirmPasswordReset', {
      kind: 'invalid',
      errors: { token: ['Invalid value'], uid: ['Bad uid'], new_password2: ['Too common.'] },
    });
    expect(t.value()).toEqual({ reset: 'editing' });
    expect(t.context().errors).toEqual(['TOKEN:Invalid value', 'UID:Bad uid', 'Too common.']);
    expect(t.effect('notifyErrors')).toEqual([]);
  });

  it('hasOnlyInlineResetErrors false: other keys go to the generic toast; a rejection too', async () => {
    const t = resetReady();
    t.send({ type: 'reset.submit' });
    await t.resolve('confirmPasswordReset', {
      kind: 'invalid',
      errors: { token: ['Invalid value'], detail: ['Throttled'] },
    });
    expect(t.context().errors).toEqual(['TOKEN:Invalid value']);
    expect(t.effect('notifyErrors')).toEqual([{ error: { detail: ['Throttled'] } }]);
    t.send({ type: 'reset.submit' });
    const boom = new Error('offline');
    await t.reject('confirmPasswordReset', boom);
    expect(t.value()).toEqual({ reset: 'editing' });
    expect(t.effect('notifyErrors')[1]).toEqual({ error: boom });
  });
});

describe('auth schemas and defaults', () => {
  it('carry the spec messages', () => {
    const issues = (s: v.GenericSchema, x: unknown) =>
      v.safeParse(s, x, { abortPipeEarly: true }).issues?.map((i) => i.message) ?? [];
    expect(issues(loginSchema, { email: '', password: '' })).toEqual(['Email is required', 'Password is required']);
    expect(issues(loginSchema, { email: 'a@', password: 'x' })).toEqual(['Your Email is invalid.']);
    expect(issues(newPasswordSchema, { password: '', confirm: '' })[0]).toBe('Password is required');
    expect(issues(newPasswordSchema, { password: 'Pass1', confirm: 'Pass1' })).toContain(
      'Passwords must be 8 or more characters in length',
    );
    expect(issues(newPasswordSchema, { password: 'Password1', confirm: 'Password2' })).toEqual([
      'Passwords must match',
    ]);
    expect(mapResetErrors({ uid: ['x'], other: ['y'] })).toEqual({ inline: ['UID:x'], rest: { other: ['y'] } });
  });

  it('default implementations throw "not provided"', async () => {
    const errors: unknown[] = [];
    const actor = createActor(authMachine, { input: { mode: 'login' } });
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'login.remember.change', checked: false });
    expect(String(errors[0])).toMatch(/persistRememberedEmail not provided/);
    const a2 = createActor(authMachine, { input: { mode: 'login' } }).start();
    a2.send({ type: 'login.email.change', value: 'ann@example.com' });
    a2.send({ type: 'login.password.change', value: 'x' });
    a2.send({ type: 'login.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(a2.getSnapshot().context.errors).toEqual(['Something went wrong']);
  });
});
