import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registrationMachine } from '../../machines/registration/registration.machine';
import type { RegistrationInput } from '../../machines/registration/registration.machine';
import {
  confirmationError,
  isRegistrationValid,
  registrationErrorMessage,
  registrationSchema,
} from '../../machines/registration/registration.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';

const input: RegistrationInput = {
  allowRegistration: true,
  signedIn: false,
  email: 'new@example.com',
  serviceType: 'residential',
};

/** A valid, matching password typed twice and Register pressed: the register request runs. */
function submitted() {
  const m = startMachine(registrationMachine, input);
  m.send({ type: 'registration.password.change', value: 'Password1' });
  m.send({ type: 'registration.confirmation.change', value: 'Password1' });
  m.send({ type: 'registration.submit' });
  return m;
}

describe('registration schema', () => {
  it('8+ characters, an uppercase letter, a digit, and matching', () => {
    expect(isRegistrationValid({ password: 'Password1', confirmation: 'Password1' })).toBe(true);
    expect(isRegistrationValid({ password: 'Pass1', confirmation: 'Pass1' })).toBe(false);
    expect(isRegistrationValid({ password: 'password1', confirmation: 'password1' })).toBe(false);
    expect(isRegistrationValid({ password: 'Password', confirmation: 'Password' })).toBe(false);
    expect(isRegistrationValid({ password: 'Password1', confirmation: 'Password2' })).toBe(false);
    expect(confirmationError({ password: 'Password1', confirmation: 'Password2' })).toBe(
      'Your passwords need to match',
    );
  });

  it('the confirmation message shows only once a confirmation is typed and differs', () => {
    expect(confirmationError({ password: 'Password1', confirmation: '' })).toBeNull();
    expect(confirmationError({ password: '', confirmation: '' })).toBeNull();
    expect(confirmationError({ password: 'Password1', confirmation: 'Password1' })).toBeNull();
    expect(confirmationError({ password: '', confirmation: 'Password1' })).toBe('Your passwords need to match');
  });

  it('a mismatch is reported on the confirmation field', () => {
    const result = v.safeParse(registrationSchema, { password: 'Password1', confirmation: 'Password2' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => ({ message: i.message, path: v.getDotPath(i) }))).toEqual([
      { message: 'Your passwords need to match', path: 'confirmation' },
    ]);
  });

  it('error: an empty or non-text first error is skipped for the next field', () => {
    expect(registrationErrorMessage({ email: [''], password1: ['p1'] })).toBe('p1');
    expect(registrationErrorMessage({ email: '', password1: 'p1' })).toBe('p1');
    expect(registrationErrorMessage({ email: [42], password2: ['p2'] })).toBe('p2');
    expect(registrationErrorMessage({ email: [null] })).toBe('Invalid Request');
  });

  it('error: first email, else password1, else password2, else Invalid Request', () => {
    expect(registrationErrorMessage({ password1: ['p1'], email: ['e'] })).toBe('e');
    expect(registrationErrorMessage({ password2: ['p2'], password1: ['p1'] })).toBe('p1');
    expect(registrationErrorMessage({ password2: ['p2'] })).toBe('p2');
    expect(registrationErrorMessage({ detail: 'x' })).toBe('Invalid Request');
  });
});

describe('registration machine', () => {
  it('signed in → /account; not allowed → /', () => {
    expect(startMachine(registrationMachine, { ...input, signedIn: true }).effectNames()).toEqual(['navigateAccount']);
    const m = startMachine(registrationMachine, { ...input, allowRegistration: false });
    expect(m.value()).toBe('redirected');
    expect(m.effectNames()).toEqual(['navigateHome']);
  });

  it('Register disabled until valid and matching; success → toast and /login (role by service type)', async () => {
    const m = startMachine(registrationMachine, { ...input, serviceType: 'commercial' });
    m.actor.send({ type: 'registration.password.change', value: 'Password1' });
    m.actor.send({ type: 'registration.confirmation.change', value: 'Password2' });
    expect(m.actor.getSnapshot().can({ type: 'registration.submit' })).toBe(false);
    m.actor.send({ type: 'registration.confirmation.change', value: 'Password1' });
    m.actor.send({ type: 'registration.submit' });
    expect(m.pending.get('register')?.input).toEqual({
      email: 'new@example.com',
      password1: 'Password1',
      password2: 'Password1',
      role: 'commercial_lead',
    });
    await m.resolve('register', { kind: 'registered' });
    expect(m.value()).toBe('done');
    expect(m.effectNames()).toEqual(['notifyRegistered', 'navigateLogin']);
    expect(startMachine(registrationMachine, input).context().role).toBe('customer');
  });

  it('isEmailed: the address had an account this visitor may not claim → emailed (final), nothing else', async () => {
    const m = submitted();
    await m.resolve('register', { kind: 'emailed' });
    expect(m.value()).toBe('emailed');
    expect(m.snapshot().status).toBe('done');
    expect(m.effectNames()).toEqual([]);
  });

  it('failures show the chosen message', async () => {
    const m = submitted();
    await m.resolve('register', { kind: 'invalid', errors: { password1: ['This password is too common.'] } });
    expect(m.value()).toBe('editing');
    expect(m.context().error).toBe('This password is too common.');
    m.actor.send({ type: 'registration.submit' });
    await m.reject('register', new Error('network'));
    expect(m.context().error).toBe('Something went wrong');
  });

  it('success navigates to /login with the registered email', async () => {
    const m = submitted();
    await m.resolve('register', { kind: 'registered' });
    expect(m.effect('navigateLogin')).toEqual(['new@example.com']);
  });

  it('an answer of no known kind shows Invalid Request and returns to editing', async () => {
    const m = submitted();
    await m.resolve('register', { kind: 'unexpected', errors: { email: ['not shown'] } });
    expect(m.value()).toBe('editing');
    expect(m.context().error).toBe('Invalid Request');
  });

  it('typing again clears the error of the last attempt', async () => {
    const m = submitted();
    await m.reject('register');
    expect(m.context().error).toBe('Something went wrong');
    m.send({ type: 'registration.confirmation.change', value: 'Password1' });
    expect(m.context().error).toBeNull();
    m.send({ type: 'registration.submit' });
    await m.reject('register');
    m.send({ type: 'registration.password.change', value: 'Password2' });
    expect(m.context().error).toBeNull();
  });

  it('default actor and effects throw "not provided"', () => {
    expect(defaultsThrow(registrationMachine)).toEqual([]);
  });
});
