// The app-wide toast queue, apart from the region's view so callers do not pull react-aria's toast UI
// into the initial JS. Spec 1 §8: error toasts stay 10 s (TOAST_MS).
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_MS } from './constants';

export interface ToastContentValue {
  kind: 'error' | 'success';
  message: string;
}

export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 5 });

/**
 * Error toasts belong to the page where the failed action was tried: a route change closes them
 * (a card-decline toast must not follow the customer to /doginfo after a successful
 * retry). A success toast reports something done and may announce the next page ('registered
 * successfully' on the way to /login): it stays its 10 s.
 */
const pageToasts = new Set<string>();

/** `toast.error(message)` / `toast.success(message)`: usable from views and machine actions, no context needed. */
export const toast = {
  error: (message: string, timeout: number = TOAST_MS) => {
    const key = toastQueue.add({ kind: 'error', message }, { timeout, onClose: () => pageToasts.delete(key) });
    pageToasts.add(key);
    return key;
  },
  success: (message: string, timeout: number = TOAST_MS) => toastQueue.add({ kind: 'success', message }, { timeout }),
  close: (key: string) => toastQueue.close(key),
  /** Closes the toasts of the page being left (every error toast); called by the root layout on a route change. */
  clearPage: () => {
    for (const key of [...pageToasts]) toastQueue.close(key);
  },
};
