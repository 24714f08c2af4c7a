import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '../ui/toast-queue';

const ToastRegionView = lazy(() => import('../ui/toast').then((m) => ({ default: m.ToastRegionView })));

// Once a toast has been shown the region stays mounted (a landmark that appears and vanishes would confuse).
let everShown = false;
const hasToasts = () => (everShown ||= toastQueue.visibleToasts.length > 0);

/** Mounts react-aria's toast region on the first toast, so the initial JS carries only the queue. */
export function ToastHost() {
  const show = useSyncExternalStore(
    (fn) => toastQueue.subscribe(fn),
    hasToasts,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <ToastRegionView />
    </Suspense>
  ) : null;
}
