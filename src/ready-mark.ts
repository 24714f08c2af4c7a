// <html data-app="ready">: the screen on the page is React's, every field wired to its machine. Browser
// tests wait for the mark before typing, and src/typed-before-start.ts hands over at the mark what was
// typed before it.
//
// The mark is set by the screen, never by the root. TanStack Router renders the frame and the matched
// screen each inside a Suspense boundary, and when React hydrates a prerendered page it commits the root
// first and then hydrates each boundary in a later pass of its own, the screen's last. An effect of the
// root ran while the screen's fields were still the server's HTML. Even the screen's own hydration is not
// enough: its machine starts in an effect (useActor), so a key typed between that commit and the effects
// reaches a machine that has not started, and React sets the field back to the value it rendered. The
// next key then arrives in an empty field, and the machine keeps only the last value it hears. A
// cross-engine run lost the ZIP's first digit this way ("7601").
//
// A screen's effect runs only once its boundary has hydrated, which cannot happen before the boundaries
// around it. React also runs a component's effects after its children's, so by then the screen's machines
// have started.
import { useEffect } from 'react';

/**
 * Marks the document ready once the calling component's effects run. Called by the leaf of every
 * route: HomeScreen, each lazy screen (withScreenProviders) and RouteError. The first screen sets the
 * mark and later screens leave it as it is.
 */
export function useReadyMark(): void {
  useEffect(() => {
    const html = document.documentElement;
    if (html.dataset.app !== 'ready') html.dataset.app = 'ready';
  }, []);
}
