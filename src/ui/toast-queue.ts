// The app-wide toast queue, apart from the region's view so callers do not pull react-aria's toast UI
// into the initial JS. Spec 1 §8: error toasts stay 10 s (TOAST_MS).
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_MS } from './constants';

export interface ToastContentValue { kind: 'error' | 'success'; message: string }

export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 5 });

/** `toast.error(message)` / `toast.success(message)`: usable from views and machine actions, no context needed. */
export const toast = {
  error: (message: string, timeout: number = TOAST_MS) => toastQueue.add({ kind: 'error', message }, { timeout }),
  success: (message: string, timeout: number = TOAST_MS) => toastQueue.add({ kind: 'success', message }, { timeout }),
  close: (key: string) => toastQueue.close(key),
};
