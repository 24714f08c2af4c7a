// The signed-in session's lifetime in the browser (spec 1 §4): the session machine runs while a login
// is stored; mouse, click, key, scroll and load activity restart its 900000 ms idle timer (the timer
// lives in the machine, design §3.4); idle logout and Sign Out clear local and session storage and go
// to /login; Sign Out also revokes the token (POST auth/logout/). 401/403 stay in the API client.
//
// Invariant: at most one session actor exists, and only while sessionStore holds a login. When the
// login disappears (sign-out, idle, a 401 elsewhere, another tab) the effect's cleanup stops the actor,
// so no idle timer outlives the session.
import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { ApiClient } from '../../api-context';
import { inspect } from '../../inspect';
import { sessionStore } from '../../session-store';
import { useSession } from '../../session-hooks';
import { signOutNow } from './sign-out-now';

/** The activity the spec names: mouse, click, key, scroll and load. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'click',
  'keydown',
  'scroll',
  'wheel',
  'touchstart',
  'load',
] as const;

export function createSessionImplementations(api: ApiClient, navigate: (to: '/login' | '/') => void) {
  return {
    actors: {
      // Its failure never blocks signing out (the machine goes on either way).
      revokeSession: fromPromise<void, void>(async ({ signal }) => {
        await api.POST('/auth/logout/', { signal });
      }),
    },
    actions: {
      clearStorage: () => sessionStore.clear(),
      navigate: (_: unknown, to: '/login' | '/') => navigate(to),
    },
  };
}

/** Starts the session machine while signed in; returns Sign Out for the header. */
export function useSessionLifetime(api: ApiClient, navigate: (to: '/login' | '/') => void): { signOut: () => void } {
  const signedIn = useSession() !== null;
  const actorRef = useRef<Actor<typeof sessionMachine> | null>(null);
  // The latest navigate without restarting the actor when the caller passes a new function.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    if (!signedIn) return undefined;
    const machine = sessionMachine.provide(createSessionImplementations(api, (to) => navigateRef.current(to)));
    const actor = createActor(machine, { input: { signedIn: true }, inspect });
    actorRef.current = actor;
    actor.start();
    // <html data-session="running"> while the idle timer is armed: the session code loads after the
    // login (root-layout.tsx), and this is the only outward sign that it runs (tests that move the clock
    // wait for it, as the header's Welcome shows before it).
    document.documentElement.dataset.session = 'running';
    const onActivity = () => actor.send({ type: 'session.activity' });
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      actor.stop();
      delete document.documentElement.dataset.session;
      if (actorRef.current === actor) actorRef.current = null;
    };
  }, [signedIn, api]);

  const signOut = useCallback(() => {
    const actor = actorRef.current;
    if (actor) actor.send({ type: 'session.signOut' });
    // No running session (it ended a moment ago): the same end state, the token revoked too.
    else signOutNow(api, (to) => navigateRef.current(to));
  }, [api]);
  return { signOut };
}

/**
 * The root layout's handle on the session (loaded only while signed in): runs the machine and hands
 * its Sign Out to the header through `signOutRef`. Renders nothing.
 */
export function SessionLifetime({
  api,
  navigate,
  signOutRef,
}: {
  api: ApiClient;
  navigate: (to: '/login' | '/') => void;
  signOutRef: RefObject<(() => void) | null>;
}): null {
  const { signOut } = useSessionLifetime(api, navigate);
  useEffect(() => {
    signOutRef.current = signOut;
    return () => {
      signOutRef.current = null;
    };
  }, [signOut, signOutRef]);
  return null;
}
