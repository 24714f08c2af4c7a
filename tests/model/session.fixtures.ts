// The session machine's fixtures, shared by the model suite and the UI model suite (which loses a session
// only on a signed-in page). Free of vitest: Playwright loads it too.
import type { sessionMachine } from '../../machines/session/session.machine';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents } from '../support/actor-events';

export const sessionFixtures = {
  ...plainEvents('session.signIn', 'session.activity', 'session.signOut'),
  'session.unauthorized': [
    { type: 'session.unauthorized', redirectTo: '/login' },
    { type: 'session.unauthorized', redirectTo: '/' },
  ],
  'xstate.done.actor.revokeSession': actorDone('revokeSession', undefined),
  'xstate.error.actor.revokeSession': actorFailed('revokeSession'),
} satisfies Fixtures<typeof sessionMachine>;
