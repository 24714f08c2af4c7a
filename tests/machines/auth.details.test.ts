import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { authMachine } from '../../machines/auth/auth.machine';
import { newPasswordSchema } from '../../machines/auth/auth.schema';
import { startMachine } from '../support/machine-kit';
import { sessionFixture as session } from '../support/fixtures';

function resetReady() {
  const t = startMachine(authMachine, { mode: 'reset', token: 'tok', uid: 'MQ' });
  t.send({ type: 'reset.password.change', value: 'Password1' });
  t.send({ type: 'reset.confirm.change', value: 'Password1' });
  t.send({ type: 'reset.submit' });
  return t;
}

function forgotSending(email = 'ann@example.com') {
  const t = startMachine(authMachine, { mode: 'login' });
  t.send({ type: 'forgot.open' });
  t.send({ type: 'forgot.email.change', value: email });
  t.send({ type: 'forgot.submit' });
  return t;
}

describe('auth: the context a screen starts with', () => {
  it('login without a remembered or handed-over email: everything empty', () => {
    expect(startMachine(authMachine, { mode: 'login' }).context()).toEqual({
      mode: 'login',
      email: '',
      password: '',
      remember: false,
      forgotEmail: '',
      sent: false,
      newPassword: '',
      confirmPassword: '',
      token: '',
      uid: '',
      errors: [],
      session: null,
    });
  });

  it('a handed-over email prefills both the login and the forgot-password email', () => {
    const t = startMachine(authMachine, {
      mode: 'login',
      email: 'new@example.com',
      rememberedEmail: 'old@example.com',
    });
    expect(t.context()).toMatchObject({ email: 'new@example.com', forgotEmail: 'new@example.com', remember: true });
  });

  it('the reset screen keeps the token and uid of its link', () => {
    expect(startMachine(authMachine, { mode: 'reset', token: 'tok', uid: 'MQ' }).context()).toMatchObject({
      token: 'tok',
      uid: 'MQ',
      email: '',
      forgotEmail: '',
    });
  });
});

describe('auth: login', () => {
  it('the email is sent and remembered trimmed', async () => {
    const t = startMachine(authMachine, { mode: 'login' });
    t.send({ type: 'login.email.change', value: '  ann@example.com ' });
    t.send({ type: 'login.password.change', value: ' secret ' });
    t.send({ type: 'login.remember.change', checked: true });
    t.send({ type: 'login.submit' });
    expect(t.inputOf('login')).toEqual({ email: 'ann@example.com', password: ' secret ' });
    await t.resolve('login', { kind: 'ok', session });
    expect(t.effect('persistRememberedEmail')).toEqual(['ann@example.com']);
  });

  it("a new attempt clears the last attempt's errors while it runs", async () => {
    const t = startMachine(authMachine, { mode: 'login' });
    t.send({ type: 'login.email.change', value: 'ann@example.com' });
    t.send({ type: 'login.password.change', value: 'secret' });
    t.send({ type: 'login.submit' });
    await t.reject('login');
    expect(t.context().errors).toEqual(['Something went wrong']);
    t.send({ type: 'login.submit' });
    expect(t.value()).toEqual({ login: 'submitting' });
    expect(t.context().errors).toEqual([]);
  });

  it('an answer of no known kind shows no lines and keeps the form', async () => {
    const t = startMachine(authMachine, { mode: 'login' });
    t.send({ type: 'login.email.change', value: 'ann@example.com' });
    t.send({ type: 'login.password.change', value: 'secret' });
    t.send({ type: 'login.submit' });
    await t.resolve('login', { kind: 'unexpected', errors: ['not shown'] });
    expect(t.value()).toEqual({ login: 'editing' });
    expect(t.context().errors).toEqual([]);
  });
});

describe('auth: forgot password', () => {
  it('the email is sent trimmed', () => {
    expect(forgotSending('  ann@example.com ').inputOf('requestPasswordReset')).toEqual({ email: 'ann@example.com' });
  });

  it('typing the email again clears the error; a new request clears it while it runs', async () => {
    const t = forgotSending();
    await t.reject('requestPasswordReset');
    expect(t.context().errors).toEqual(['Something went wrong']);
    t.send({ type: 'forgot.email.change', value: 'ann@example.co' });
    expect(t.context().errors).toEqual([]);
    t.send({ type: 'forgot.submit' });
    await t.resolve('requestPasswordReset', { kind: 'invalid', errors: ['Enter a valid email address.'] });
    t.send({ type: 'forgot.submit' });
    expect(t.value()).toEqual({ forgot: 'sending' });
    expect(t.context().errors).toEqual([]);
  });

  it('an answer of no known kind shows no lines and keeps the form', async () => {
    const t = forgotSending();
    await t.resolve('requestPasswordReset', { kind: 'unexpected', errors: ['not shown'] });
    expect(t.value()).toEqual({ forgot: 'editing' });
    expect(t.context()).toMatchObject({ errors: [], sent: false });
  });
});

describe('auth: set new password', () => {
  it("a new attempt clears the last attempt's lines while it runs", async () => {
    const t = resetReady();
    await t.resolve('confirmPasswordReset', { kind: 'invalid', errors: { token: ['Invalid value'] } });
    expect(t.context().errors).toEqual(['TOKEN:Invalid value']);
    t.send({ type: 'reset.submit' });
    expect(t.value()).toEqual({ reset: 'submitting' });
    expect(t.context().errors).toEqual([]);
  });

  it('an answer of no known kind: no lines, and an empty toast, whatever errors it carries', async () => {
    const t = resetReady();
    await t.resolve('confirmPasswordReset', { kind: 'unexpected', errors: { token: ['not shown'] } });
    expect(t.value()).toEqual({ reset: 'editing' });
    expect(t.context().errors).toEqual([]);
    expect(t.effect('notifyErrors')).toEqual([{ error: {} }]);
    t.send({ type: 'reset.submit' });
    await t.resolve('confirmPasswordReset', {
      kind: 'unexpected',
      errors: { token: ['not shown'], detail: ['not shown either'] },
    });
    expect(t.context().errors).toEqual([]);
    expect(t.effect('notifyErrors')).toEqual([{ error: {} }, { error: {} }]);
  });

  it('the mismatch is reported on the confirmation, and is not checked while either entry is no text', () => {
    const issues = (x: unknown) =>
      v.safeParse(newPasswordSchema, x).issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? [];
    expect(issues({ password: 'Password1', confirm: 'Password2' })).toEqual(['confirm: Passwords must match']);
    expect(issues({ password: 123, confirm: 'Password1' })).toEqual([
      'password: Invalid type: Expected string but received 123',
    ]);
    expect(issues({ password: 'Password1', confirm: 5 })).toEqual([
      'confirm: Invalid type: Expected string but received 5',
    ]);
  });
});
