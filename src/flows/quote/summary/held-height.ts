// The price block's height while the price is recalculated.
import { useLayoutEffect, useRef } from 'react';

/**
 * While `holding` (the price is being recalculated), the element keeps at least the height it had
 * when it last showed a breakdown (`showing`). Without it the breakdown collapses to a one-line
 * progress message and comes back a moment later, so the prepay and coupon boxes below jump up and
 * down under the customer's pointer: a click on 'Total for 1 year' as the price arrived landed on
 * whatever had moved there and was lost.
 */
export function useHeldHeight<T extends HTMLElement>(showing: boolean, holding: boolean) {
  const ref = useRef<T>(null);
  const last = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (showing) {
      el.style.minHeight = '';
      last.current = el.offsetHeight;
    } else {
      el.style.minHeight = holding && last.current !== null ? `${last.current}px` : '';
    }
  });
  return ref;
}
