import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../ui/constants';

/** True while the media query matches (false where matchMedia does not exist, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The spec's mobile layout: widths up to 500 px (spec 1 §9, spec 2 §9). */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
