// Model-based paths of the Edit Authorized Users modal (design.md §4), with the shared harness.
import { authorizedUsersMachine } from '../../machines/authorized-users/authorized-users.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';

const emails = [{ email: 'ann@example.com', primary: true }];

const fixtures: Fixtures<typeof authorizedUsersMachine> = {
  'users.edit': [{ type: 'users.edit', names: ['Jamie'], emails, primaryEmail: 'ann@example.com' }],
  'users.add': (s) => (s.context.names.length < 2 ? [{ type: 'users.add' }] : []),
  'users.change': (s) =>
    s.context.names.length === 2 && s.context.names[1] === '' ? [{ type: 'users.change', index: 1, value: 'Pat' }] : [],
  'users.remove': (s) => (s.context.names.length === 2 ? [{ type: 'users.remove', index: 1 }] : []),
  'users.save': [{ type: 'users.save' }],
  'users.cancel': [{ type: 'users.cancel' }],
  'xstate.done.actor.saveUsers': [
    { type: 'xstate.done.actor.saveUsers', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.saveUsers', output: { kind: 'invalid', errors: { authorized_users_list: ['bad'] } } },
  ],
  'xstate.error.actor.saveUsers': [{ type: 'xstate.error.actor.saveUsers', error: new Error('offline') }],
};

defineModelSuite('authorized-users', authorizedUsersMachine, { fixtures });
