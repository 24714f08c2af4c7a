// What the page served for a lazy screen's path paints before any script, inside the frame's main
// (scripts/prerender.mjs, src/prerender.tsx renderShell). Only what every visitor's first render shows
// in the same place belongs here: the app then renders from scratch over it (src/main.tsx).
// /commercial: its heading is the largest text of the first screen, so the page's largest paint waited
// for the wizard's JavaScript (about 3.3 s under Lighthouse's phone throttling, against 0.7 s for the
// frame). Its step-1 heading paints with the frame; a visitor whose stored draft is on step 2 sees the
// title change when the wizard starts, and one without a service area is sent to / as before.
import type { ReactNode } from 'react';
import { CommercialSection } from '../flows/commercial/commercial-section';

export const FIRST_PAINT: Readonly<Record<string, ReactNode>> = {
  '/commercial': <CommercialSection step={1} />,
};
