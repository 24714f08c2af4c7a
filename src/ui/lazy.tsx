// Code loaded on demand (screens, step 2, toasts, overlays, the API client, the session) that
// survives a failed download. A failed load is tried once more after a short pause; if that fails
// too, the caller's boundary shows the failure with Try again (RetryBoundary, LoadBoundary), and the
// next render after a Try again loads again. React's own
// `lazy` keeps a failed load for good, so its Try again could never recover.
//
// A new deploy under an open page: the server reads the build at start, so the old hashed chunks
// answer 404. When a load fails and the page's entry script is gone too (its hash names every chunk
// of the build, so any new build renames it), the page reloads itself, once per build (a
// sessionStorage marker stops a loop), and the flows restore what was entered from sessionStorage.
// Offline the check fails and nothing reloads: the browser's offline page would replace the app.
//
// A browser may remember a module that failed to download for the rest of the page's life (the HTML
// module map keeps the failure: Chromium 150, and Firefox when this was written, import it again
// without asking the network, and so fail at once, its imports included; Chromium 156 asks the
// network again, so a Try again once the server is back loads it in the page). So a load that failed
// before and fails again (Try again, or the next screen that needs it) reloads the page when the
// server answers: the new page downloads afresh, and the flows restore what was entered from
// sessionStorage. Offline it does not reload, and the error state stays.
import type { ComponentType, ReactNode } from 'react';

const RELOADED_FROM = 'yardwise:reloaded-from';
const RETRY_PAUSE_MS = 500;

/** The page's entry script (its hash names the build), asked for with HEAD past every cache; null offline. */
function askForEntry(): Promise<{ build: string; status: number } | null> {
  const build = document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src ?? '';
  return fetch(build, { method: 'HEAD', cache: 'no-store' }).then(
    (r) => ({ build, status: r.status }),
    () => null,
  );
}

/** True (and reloading) when the server no longer has this page's build. */
function reloadIfRedeployed(): Promise<boolean> {
  return askForEntry().then((entry) => {
    if (!entry || entry.status !== 404 || sessionStorage.getItem(RELOADED_FROM) === entry.build) return false;
    sessionStorage.setItem(RELOADED_FROM, entry.build);
    location.reload();
    return true;
  });
}
// Vite's event for any dynamic import that failed: also covers the imports that handle their own
// failure (the card fields, the map, the address search).
globalThis.addEventListener?.('vite:preloadError', () => void reloadIfRedeployed());

const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));

/** True (and reloading) when the server answers: a load this page has seen fail cannot succeed in it. */
function reloadIfServerAnswers(): Promise<boolean> {
  return askForEntry().then((entry) => {
    if (!entry) return false;
    location.reload();
    return true;
  });
}

const never = () => new Promise<never>(() => {});

/**
 * `load` tried once more after a failure; a page whose build was replaced reloads instead of failing.
 * Once both tries have failed, the next call (Try again) loads again and, if that fails too while the
 * server answers, reloads the page.
 */
export function retryLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let failedBefore = false;
  return () => {
    if (failedBefore)
      return load().catch(async (error: unknown) => {
        if (await reloadIfServerAnswers()) return never();
        throw error;
      });
    return load()
      .catch(() => pause().then(load))
      .catch(async (error: unknown) => {
        failedBefore = true;
        if (await reloadIfRedeployed()) return never();
        throw error;
      });
  };
}

let generation = 0;
/** Failed lazy components load again on their next render (every RetryBoundary's Try again calls it). */
export function retryFailedLoads() {
  generation++;
}

type LazyComponent<P> = ((props: P) => ReactNode) & { preload: () => Promise<void> };

/**
 * A component loaded on its first render (or on `preload()`: the router calls it before rendering a
 * route, a view when the component will soon be needed). Once loaded it renders at once, with no
 * Suspense round; a failed load throws to the nearest error boundary until `retryFailedLoads`.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const loadWithRetry = retryLoad(load);
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let failed: { error: unknown; generation: number } | undefined;
  const preload = () =>
    Loaded
      ? Promise.resolve()
      : (pending ??= loadWithRetry()
          .then(
            (component) => {
              Loaded = component;
            },
            (error: unknown) => {
              failed = { error, generation };
            },
          )
          .finally(() => (pending = undefined)));
  function Lazy(props: P) {
    // Suspense's protocol of a thrown promise: with React's `use` instead, a render inside act() (the
    // view tests) was never woken when the promise settled.
    if (!Loaded && (pending || failed?.generation !== generation)) throw preload();
    if (!Loaded) throw failed?.error;
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
