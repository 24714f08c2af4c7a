// The auth flow's fixtures, shared by the model suite and the UI model suite (which types what a user
// can type and reads the server's own refusal). Free of vitest: Playwright loads it too.
import type { authMachine } from '../../machines/auth/auth.machine';
import { messages } from '../../src/domain/messages';
import { sessionFixture } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents } from '../support/actor-events';

/** A password-reset link's input (its token and user id are the link's). */
export const resetLinkInput = { mode: 'reset' as const, token: 'tok', uid: 'MQ' };

export const authFixtures = {
  ...plainEvents('login.submit', 'forgot.open', 'forgot.submit', 'forgot.back', 'reset.submit'),
  'login.email.change': [{ type: 'login.email.change', value: 'ann@example.com' }],
  'login.password.change': [{ type: 'login.password.change', value: 'Password1' }],
  'login.remember.change': [
    { type: 'login.remember.change', checked: true },
    { type: 'login.remember.change', checked: false },
  ],
  'forgot.email.change': [{ type: 'forgot.email.change', value: 'ann@example.com' }],
  'reset.password.change': [{ type: 'reset.password.change', value: 'Password1' }],
  'reset.confirm.change': [{ type: 'reset.confirm.change', value: 'Password1' }],
  'xstate.done.actor.login': actorDone(
    'login',
    { kind: 'ok', session: sessionFixture },
    // The server's own refusal.
    { kind: 'invalid', errors: [messages.loginFailed] },
  ),
  'xstate.error.actor.login': actorFailed('login'),
  'xstate.done.actor.requestPasswordReset': actorDone(
    'requestPasswordReset',
    { kind: 'sent' },
    { kind: 'invalid', errors: ['Enter a valid email address.'] },
  ),
  'xstate.error.actor.requestPasswordReset': actorFailed('requestPasswordReset'),
  'xstate.done.actor.confirmPasswordReset': actorDone(
    'confirmPasswordReset',
    { kind: 'ok' },
    { kind: 'invalid', errors: { token: ['Invalid value'] } },
    { kind: 'invalid', errors: { detail: ['Throttled'] } },
  ),
  'xstate.error.actor.confirmPasswordReset': actorFailed('confirmPasswordReset'),
} satisfies Fixtures<typeof authMachine>;
