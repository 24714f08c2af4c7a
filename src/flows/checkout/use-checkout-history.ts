// Step 2 is a history entry of its own: opening it pushes /getquote again with a flag, so the
// browser's Back lands on step 1 (the same as the in-page Back) instead of skipping the quote to
// /subscription. A reload keeps the flagged entry and pushes nothing more.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';

/** History-state flag of the entry pushed when step 2 opens, so the browser's Back returns to step 1. */
export const CHECKOUT_STEP_STATE = 'checkoutStep';

const isCheckoutEntry = (state: unknown) =>
  (state as Record<string, unknown> | null | undefined)?.[CHECKOUT_STEP_STATE] === true;

/** Pushes step 2's entry and returns the in-page Back, which goes through history when it can. */
export function useCheckoutHistory(onBack: () => void): () => void {
  const router = useRouter({ warn: false });
  const history = router?.history;
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);
  // A layout effect: the entry is pushed in the same task that shows step 2, so a Back pressed as soon
  // as 'Check out' is on screen already finds it (a passive effect could run after that Back; seen
  // under load by issue-9-checkout.spec.ts item 13).
  useLayoutEffect(() => {
    if (!history) return;
    const path = history.location.pathname;
    if (!isCheckoutEntry(history.location.state)) history.push(history.location.href, { [CHECKOUT_STEP_STATE]: true });
    return history.subscribe(({ location, action }) => {
      if (action.type === 'PUSH' || action.type === 'REPLACE') return;
      if (location.pathname === path && !isCheckoutEntry(location.state)) onBackRef.current();
    });
  }, [history]);
  // Back and the browser agree, and no stale step-2 entry is left ahead of step 1.
  return useCallback(() => {
    if (history && isCheckoutEntry(history.location.state) && history.canGoBack()) history.back();
    else onBack();
  }, [history, onBack]);
}
