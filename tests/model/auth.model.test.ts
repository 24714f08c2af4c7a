// Model-based paths of the auth machine (design.md §4), with the shared harness.
import { authMachine } from '../../machines/auth/auth.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';
import { sessionFixture as session } from '../support/fixtures';

const fixtures: Fixtures<typeof authMachine> = {
  'login.email.change': [{ type: 'login.email.change', value: 'ann@example.com' }],
  'login.password.change': [{ type: 'login.password.change', value: 'Password1' }],
  'login.remember.change': [
    { type: 'login.remember.change', checked: true },
    { type: 'login.remember.change', checked: false },
  ],
  'login.submit': [{ type: 'login.submit' }],
  'forgot.open': [{ type: 'forgot.open' }],
  'forgot.email.change': [{ type: 'forgot.email.change', value: 'ann@example.com' }],
  'forgot.submit': [{ type: 'forgot.submit' }],
  'forgot.back': [{ type: 'forgot.back' }],
  'reset.password.change': [{ type: 'reset.password.change', value: 'Password1' }],
  'reset.confirm.change': [{ type: 'reset.confirm.change', value: 'Password1' }],
  'reset.submit': [{ type: 'reset.submit' }],
  'xstate.done.actor.login': [
    { type: 'xstate.done.actor.login', output: { kind: 'ok', session } },
    {
      type: 'xstate.done.actor.login',
      output: { kind: 'invalid', errors: ['Unable to log in with provided credentials.'] },
    },
  ],
  'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: new Error('offline') }],
  'xstate.done.actor.requestPasswordReset': [
    { type: 'xstate.done.actor.requestPasswordReset', output: { kind: 'sent' } },
    {
      type: 'xstate.done.actor.requestPasswordReset',
      output: { kind: 'invalid', errors: ['Enter a valid email address.'] },
    },
  ],
  'xstate.error.actor.requestPasswordReset': [
    { type: 'xstate.error.actor.requestPasswordReset', error: new Error('offline') },
  ],
  'xstate.done.actor.confirmPasswordReset': [
    { type: 'xstate.done.actor.confirmPasswordReset', output: { kind: 'ok' } },
    {
      type: 'xstate.done.actor.confirmPasswordReset',
      output: { kind: 'invalid', errors: { token: ['Invalid value'] } },
    },
    { type: 'xstate.done.actor.confirmPasswordReset', output: { kind: 'invalid', errors: { detail: ['Throttled'] } } },
  ],
  'xstate.error.actor.confirmPasswordReset': [
    { type: 'xstate.error.actor.confirmPasswordReset', error: new Error('offline') },
  ],
};

defineModelSuite('auth', authMachine, {
  fixtures,
  inputs: [{ mode: 'login' }, { mode: 'reset', token: 'tok', uid: 'MQ' }],
});
