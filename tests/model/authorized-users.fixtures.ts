// The Edit Authorized Users modal's fixtures, shared by the machine suite, the model suite and the UI
// model suite (which edits its own customer and reads the server's own refusal). Free of vitest:
// Playwright loads it too.
import type { authorizedUsersMachine } from '../../machines/authorized-users/authorized-users.machine';
import type { Fixtures } from '../support/model-paths';
import { plainEvents, saveSettles } from '../support/actor-events';

/** The account's emails: one, primary. */
export const emails = [{ email: 'ann@example.com', primary: true }];

export const authorizedUsersFixtures = {
  ...plainEvents('users.save', 'users.cancel'),
  'users.edit': [{ type: 'users.edit', names: ['Jamie'], emails, primaryEmail: 'ann@example.com' }],
  'users.add': (s) => (s.context.names.length < 2 ? [{ type: 'users.add' }] : []),
  'users.change': (s) =>
    s.context.names.length === 2 && s.context.names[1] === '' ? [{ type: 'users.change', index: 1, value: 'Pat' }] : [],
  'users.remove': (s) => (s.context.names.length === 2 ? [{ type: 'users.remove', index: 1 }] : []),
  ...saveSettles('saveUsers', { authorized_users_list: ['bad'] }),
} satisfies Fixtures<typeof authorizedUsersMachine>;
