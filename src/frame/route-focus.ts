// Focus after a route change: the new screen's h1 takes keyboard and screen-reader
// focus, so nobody is left on <body> (or on the link they followed) when the page under them changed.
// One mechanism for every screen: the root layout calls focusScreenHeading after each rendered
// navigation whose path changed; screens only render an h1 in the page's main landmark.
//
// A screen may render its h1 late (a lazy chunk, a Suspense fallback, a loader) or replace it (the
// home screen's fallback heading gives way to the ZIP view's): the watch follows the main landmark
// until its h1 holds focus, and refocuses the new h1 when the one it focused is replaced, or when focus
// is handed back to the frame behind it (a closing modal, e.g. the exit-quote modal, restores focus to
// its header link a frame later). It never takes focus from where the new screen put it (inside main,
// or an open dialog) or the user did: it stops at the first key or pointer press.

/** How long a screen may take to show its heading before the watch gives up. */
export const HEADING_WAIT_MS = 5000;

/**
 * Watches `main` for its h1 and focuses it (tabindex -1 is added when the h1 has none), as long as
 * focus is nowhere the new screen chose: on <body>, on `main`, on an element no longer in the page,
 * still on `previous` (what had focus when the navigation started), or in the frame outside `main`
 * and outside any dialog (e.g. a header link). Returns a function that stops the watch.
 */
export function focusScreenHeading(main: HTMLElement, previous: Element | null, waitMs = HEADING_WAIT_MS): () => void {
  const doc = main.ownerDocument;
  let focused: HTMLElement | null = null;

  const screenChose = (el: Element) =>
    el !== main && (main.contains(el) || el.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null);
  const focusIsFree = () => {
    const active = doc.activeElement;
    return (
      !active ||
      active === doc.body ||
      !active.isConnected ||
      (previous !== null && active === previous) ||
      !screenChose(active)
    );
  };

  const attempt = () => {
    const heading = main.querySelector('h1');
    if (!heading || heading === focused || !focusIsFree()) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  };

  const observer = new MutationObserver(attempt);
  observer.observe(main, { childList: true, subtree: true });
  // Focus handed back to the frame (a modal restoring its trigger) after the heading took it.
  const onFocusIn = (e: FocusEvent) => {
    if (focused?.isConnected && e.target instanceof Element && e.target !== focused && focusIsFree())
      focused.focus({ preventScroll: true });
  };
  doc.addEventListener('focusin', onFocusIn);
  const timer = setTimeout(() => stop(), waitMs);
  // Once the user acts, focus is theirs.
  const onUserInput = () => stop();
  doc.addEventListener('keydown', onUserInput, true);
  doc.addEventListener('pointerdown', onUserInput, true);

  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onUserInput, true);
    doc.removeEventListener('pointerdown', onUserInput, true);
  }

  attempt();
  return stop;
}
