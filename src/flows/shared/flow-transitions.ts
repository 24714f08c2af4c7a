// Shared by the acquisition flow views: react to a machine's transitions (not to renders), e.g. to
// toast API errors exactly once when a request state hands back to a form state. A render-based
// effect cannot do this reliably: machines assign the same constant error list on repeated
// failures, so "errors changed" is not observable by identity.
import { useEffect, useEffectEvent } from 'react';

/** The slice of an xstate ActorRef this hook needs (kept structural so any machine fits). */
export interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(observer: (snapshot: S) => void): { unsubscribe(): void };
}

/** Calls onTransition(previous, next) for every new snapshot of the actor, in order. */
export function useTransitions<S>(actorRef: Subscribable<S>, onTransition: (previous: S, next: S) => void): void {
  const handle = useEffectEvent(onTransition);
  useEffect(() => {
    let previous = actorRef.getSnapshot();
    const sub = actorRef.subscribe((next) => {
      const before = previous;
      previous = next;
      if (before !== next) handle(before, next);
    });
    return () => sub.unsubscribe();
  }, [actorRef]);
}

/** Client-side navigation the views receive from their route (the router's navigate, or a test spy). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;
