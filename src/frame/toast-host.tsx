import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { CloseIcon } from '../ui/icons/close';
import { lazyWithRetry } from '../ui/lazy';
import { RetryBoundary } from '../ui/retry-boundary';
import { toastQueue } from '../ui/toast-queue';

const ToastRegionView = lazyWithRetry(() => import('../ui/toast').then((m) => m.ToastRegionView));

const subscribe = (fn: () => void) => toastQueue.subscribe(fn);

// Once a toast has been shown the region stays mounted (a landmark that appears and vanishes would confuse).
let everShown = false;
const hasToasts = () => (everShown ||= toastQueue.visibleToasts.length > 0);

/** Mounts react-aria's toast region on the first toast, so the initial JS carries only the queue. */
export function ToastHost() {
  const show = useSyncExternalStore(subscribe, hasToasts, () => false);
  return show ? (
    <RetryBoundary fallback={() => <PlainToasts />}>
      <Suspense fallback={null}>
        <ToastRegionView />
      </Suspense>
    </RetryBoundary>
  ) : null;
}

/**
 * The same toasts in plain markup, when react-aria's region could not be downloaded (offline): the
 * message a failure toasts is exactly what must show then. Timers run while shown, as in the region.
 */
function PlainToasts() {
  const toasts = useSyncExternalStore(subscribe, () => toastQueue.visibleToasts);
  useEffect(() => {
    toastQueue.resumeAll();
    return () => toastQueue.pauseAll();
  });
  return (
    <section className="toast-region" aria-label="Notifications">
      {toasts.map((t) => (
        <div key={t.key} role="alert" className={`toast toast--${t.content.kind}`}>
          <div className="toast__content">{t.content.message}</div>
          <button type="button" className="toast__close" aria-label="Close" onClick={() => toastQueue.close(t.key)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
