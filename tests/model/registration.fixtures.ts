// The registration flow's fixtures, shared by the model suite and the UI model suite (which reads the
// server's own refusal and answer for an address with an account). Free of vitest: Playwright loads it too.
import type { registrationMachine } from '../../machines/registration/registration.machine';
import type { Fixtures, Snap } from '../support/model-paths';
import { actorFailed } from '../support/actor-events';

type M = typeof registrationMachine;

/** A visitor whose order did not allow registration. */
export const withoutFlagInput = {
  allowRegistration: false,
  signedIn: false,
  email: '',
  serviceType: 'residential' as const,
};

export const registered = { type: 'xstate.done.actor.register', output: { kind: 'registered' } };
export const emailed = { type: 'xstate.done.actor.register', output: { kind: 'emailed' } };

export const registrationFixtures = {
  'registration.password.change': (s) =>
    s.context.password === '' ? [{ type: 'registration.password.change' as const, value: 'Password1' }] : [],
  'registration.confirmation.change': (s) =>
    s.context.confirmation === ''
      ? [
          { type: 'registration.confirmation.change' as const, value: 'Password1' },
          { type: 'registration.confirmation.change' as const, value: 'Password2' },
        ]
      : [],
  'registration.submit': [{ type: 'registration.submit' as const }],
  'xstate.done.actor.register': [
    registered,
    emailed,
    {
      type: 'xstate.done.actor.register',
      output: { kind: 'invalid', errors: { password1: ['This password is too common.'] } },
    },
  ],
  'xstate.error.actor.register': actorFailed('register', 'network'),
} satisfies Fixtures<M>;

/** What identifies a model state: the two passwords typed and whether an error shows. */
export const registrationProjection = ({ context: c }: Snap<M>) => ({
  password: c.password,
  confirmation: c.confirmation,
  error: c.error !== null,
});
