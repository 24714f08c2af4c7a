// A wizard's later step as a history entry of its own (the checkout step of /getquote, step 2 of
// /commercial): while the step shows, the current entry carries a flag in its history state, pushed
// once (a reload keeps the flagged entry and pushes nothing more). The browser's Back from it lands on
// the same path without the flag, and the wizard goes back a step with every entry kept, instead of
// leaving the wizard for the page before it; Forward may bring the step back.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';

interface StepEntryHandlers {
  /** The browser went back from the step's entry (to the same path): show the step before. */
  onBrowserBack: () => void;
  /** The browser went forward to the step's entry while the step before shows. */
  onBrowserForward?: () => void;
}

const flagged = (state: unknown, flag: string) =>
  (state as Record<string, unknown> | null | undefined)?.[flag] === true;

/**
 * Keeps the history in step with `active` (the step is showing): pushes the flagged entry when it
 * starts showing, takes it off (history.back) when the wizard left the step by its own buttons.
 * Returns an in-page Back that goes through history when it can, so the two never disagree.
 */
export function useStepEntry(flag: string, active: boolean, handlers: StepEntryHandlers): () => void {
  const router = useRouter({ warn: false });
  const history = router?.history;
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);
  // A layout effect: the entry is pushed in the same task that shows the step, so a Back pressed as
  // soon as the step is on screen already finds it (a passive effect could run after that Back: the
  // checkout's immediate-Back test saw it under load).
  useLayoutEffect(() => {
    if (!history) return;
    const path = history.location.pathname;
    const onEntry = flagged(history.location.state, flag);
    if (active && !onEntry) history.push(history.location.href, { [flag]: true });
    else if (!active && onEntry && history.canGoBack()) history.back();
    return history.subscribe(({ location, action }) => {
      if (action.type === 'PUSH' || action.type === 'REPLACE' || location.pathname !== path) return;
      const toEntry = flagged(location.state, flag);
      if (active && !toEntry) handlersRef.current.onBrowserBack();
      else if (!active && toEntry) handlersRef.current.onBrowserForward?.();
    });
  }, [history, active, flag]);
  return useCallback(() => {
    if (history && flagged(history.location.state, flag) && history.canGoBack()) history.back();
    else handlersRef.current.onBrowserBack();
  }, [history, flag]);
}
