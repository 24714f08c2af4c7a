// Model-based paths of the session machine (design.md §4), with the shared harness.
import { sessionMachine } from '../../machines/session/session.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';

const fixtures: Fixtures<typeof sessionMachine> = {
  'session.signIn': [{ type: 'session.signIn' }],
  'session.activity': [{ type: 'session.activity' }],
  'session.signOut': [{ type: 'session.signOut' }],
  'session.unauthorized': [
    { type: 'session.unauthorized', redirectTo: '/login' },
    { type: 'session.unauthorized', redirectTo: '/' },
  ],
  'xstate.done.actor.revokeSession': [{ type: 'xstate.done.actor.revokeSession', output: undefined }],
  'xstate.error.actor.revokeSession': [{ type: 'xstate.error.actor.revokeSession', error: new Error('offline') }],
};

defineModelSuite('session', sessionMachine, { fixtures, inputs: [{ signedIn: false }, { signedIn: true }] });
