import { describe, expect, it } from 'vitest';
import { registrationMachine } from '../../machines/registration/registration.machine';
import type { RegistrationInput } from '../../machines/registration/registration.machine';
import {
  confirmationError,
  isRegistrationValid,
  registrationErrorMessage,
} from '../../machines/registration/registration.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';

const input: RegistrationInput = {
  allowRegistration: true,
  signedIn: false,
  email: 'new@example.com',
  serviceType: 'residential',
};

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
    const m = startMachine(registrationMachine, input);
    m.actor.send({ type: 'registration.password.change', value: 'Password1' });
    m.actor.send({ type: 'registration.confirmation.change', value: 'Password1' });
    m.actor.send({ type: 'registration.submit' });
    await m.resolve('register', { kind: 'emailed' });
    expect(m.value()).toBe('emailed');
    expect(m.snapshot().status).toBe('done');
    expect(m.effectNames()).toEqual([]);
  });

  it('failures show the chosen message', async () => {
    const m = startMachine(registrationMachine, input);
    m.actor.send({ type: 'registration.password.change', value: 'Password1' });
    m.actor.send({ type: 'registration.confirmation.change', value: 'Password1' });
    m.actor.send({ type: 'registration.submit' });
    await m.resolve('register', { kind: 'invalid', errors: { password1: ['This password is too common.'] } });
    expect(m.value()).toBe('editing');
    expect(m.context().error).toBe('This password is too common.');
    m.actor.send({ type: 'registration.submit' });
    await m.reject('register', new Error('network'));
    expect(m.context().error).toBe('Something went wrong');
  });

  it('default actor and effects throw "not provided"', () => {
    expect(defaultsThrow(registrationMachine)).toEqual([]);
  });
});
