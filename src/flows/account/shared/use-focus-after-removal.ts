// A deleted item's card leaves the page with the confirmation's trigger (its Delete button), where
// focus would return: keyboard and screen reader users would be dropped on the page's body. When the
// set of removed ids grows, focus moves to `target` (the list's heading, tabIndex -1) instead.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export function useFocusAfterRemoval(removedCount: number, target: RefObject<HTMLElement | null>): void {
  const previous = useRef(removedCount);
  useEffect(() => {
    // After the dialog has closed and handed focus back (to a button that is gone).
    if (removedCount > previous.current) requestAnimationFrame(() => target.current?.focus());
    previous.current = removedCount;
  }, [removedCount, target]);
}
