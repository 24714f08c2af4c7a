import { defineModelSuite } from '../support/model-harness';
import { registrationMachine } from '../../machines/registration/registration.machine';

defineModelSuite('registration', registrationMachine, {
  inputs: [
    { allowRegistration: true, signedIn: false, email: 'new@example.com', serviceType: 'residential' },
    { allowRegistration: false, signedIn: false, email: '', serviceType: 'residential' },
    { allowRegistration: true, signedIn: true, email: 'c@example.com', serviceType: 'commercial' },
  ],
  project: ({ context: c }) => ({ password: c.password, confirmation: c.confirmation, error: c.error !== null }),
  fixtures: {
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
      { type: 'xstate.done.actor.register', output: { kind: 'registered' } },
      { type: 'xstate.done.actor.register', output: { kind: 'emailed' } },
      {
        type: 'xstate.done.actor.register',
        output: { kind: 'invalid', errors: { password1: ['This password is too common.'] } },
      },
    ],
    'xstate.error.actor.register': [{ type: 'xstate.error.actor.register', error: new Error('network') }],
  },
});
