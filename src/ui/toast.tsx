import {
  Button as AriaButton, Text, UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue, UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { TOAST_MS } from './constants';

export interface ToastContentValue { kind: 'error' | 'success'; message: string }

/**
 * One app-wide queue (react-aria's ToastQueue): views and machine actions call `toast.error(message)`
 * without needing React context. Spec 1 §8: error toasts stay 10 s (TOAST_MS).
 */
export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 5 });

export const toast = {
  error: (message: string, timeout: number = TOAST_MS) => toastQueue.add({ kind: 'error', message }, { timeout }),
  success: (message: string, timeout: number = TOAST_MS) => toastQueue.add({ kind: 'success', message }, { timeout }),
  close: (key: string) => toastQueue.close(key),
};

/** Rendered once at the root: a landmark region (F6 reaches it) whose toasts are announced politely. */
export function ToastRegionView() {
  return (
    <ToastRegion queue={toastQueue} className="toast-region" aria-label="Notifications">
      {({ toast: t }) => (
        <AriaToast toast={t} className={`toast toast--${t.content.kind}`}>
          <ToastContent className="toast__content">
            <Text slot="title">{t.content.message}</Text>
          </ToastContent>
          <AriaButton slot="close" className="toast__close" aria-label="Close">×</AriaButton>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
