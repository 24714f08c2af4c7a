/**
 * session: the signed-in session's lifetime (spec doc 1 §4 Session; doc 3 §4 Session; §8 401/403).
 *
 * States: signedOut ⇄ signedIn.active ⇄ (activity restarts the idle timer) ;
 *         signedIn.active → (900000 ms idle) signedOut ; signedIn → signingOut → signedOut ;
 *         any state → signedOut on a 401/403 (storage cleared, redirect to /login or /).
 *
 * The view forwards mouse, click, key, scroll and load activity as `session.activity`; the
 * machine owns the idle timer (design.md §3.4: no setTimeout in views).
 */
import { fromPromise, setup } from 'xstate';
import { IDLE_LOGOUT_MS } from '../shared/domain';
import { notProvided } from '../shared/types';

export interface SessionInput {
  /** A stored login session exists (localStorage holds a user). */
  signedIn: boolean;
}

export type SessionEvent =
  | { type: 'session.signIn' }
  | { type: 'session.activity' }
  | { type: 'session.signOut' }
  /** A 401 or 403 answer: most calls redirect to /login, some commercial, proposal and payment calls to /. */
  | { type: 'session.unauthorized'; redirectTo: '/login' | '/' };

export const sessionMachine = setup({
  types: {
    context: {} as { signedIn: boolean },
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** POST auth/logout/: revokes the token on the server (design.md §6); its failure does not block signing out. */
    revokeSession: fromPromise<void, void>(() => notProvided('revokeSession')),
  },
  delays: {
    /** 15 minutes without activity (spec doc 1 §9). */
    idleLogout: IDLE_LOGOUT_MS,
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
  },
  actions: {
    /** Clears localStorage and sessionStorage. */
    clearStorage: () => notProvided('clearStorage'),
    navigate: (_, _to: '/login' | '/') => notProvided('navigate'),
  },
}).createMachine({
  id: 'session',
  description: 'The signed-in session: idle logout after 15 minutes, Sign Out, and 401/403 answers.',
  context: ({ input }) => ({ signedIn: input.signedIn }),
  initial: 'start',
  on: {
    'session.unauthorized': {
      target: '.signedOut',
      actions: ['clearStorage', { type: 'navigate', params: ({ event }) => event.redirectTo }],
    },
  },
  states: {
    start: {
      description: 'Reading the stored login: a stored user means signed in.',
      always: [{ guard: 'isSignedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No stored login: the header shows Sign In; activity is ignored.',
      on: { 'session.signIn': { target: 'signedIn' } },
    },
    signedIn: {
      description: "Signed in: the header shows 'Welcome, {first name}', My Account and Sign Out.",
      initial: 'active',
      states: {
        active: {
          description:
            'Counting 900000 ms of inactivity; any mouse, click, key, scroll or load activity restarts the count.',
          on: { 'session.activity': { target: 'active', reenter: true } },
          after: {
            idleLogout: {
              target: '#session.signedOut',
              actions: ['clearStorage', { type: 'navigate', params: '/login' }],
            },
          },
        },
        signingOut: {
          description:
            'Sign Out: revoking the token on the server; local and session storage are cleared and the user goes to /login either way.',
          invoke: {
            id: 'revokeSession',
            src: 'revokeSession',
            onDone: { target: '#session.signedOut', actions: ['clearStorage', { type: 'navigate', params: '/login' }] },
            onError: {
              target: '#session.signedOut',
              actions: ['clearStorage', { type: 'navigate', params: '/login' }],
            },
          },
        },
      },
      on: { 'session.signOut': { target: '.signingOut' } },
    },
  },
});
