import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { toastQueue } from './toast-queue';
import { CloseIcon } from './icons/close';

/** Rendered once at the root: a landmark region (F6 reaches it) whose toasts are announced politely. */
export function ToastRegionView() {
  return (
    <ToastRegion queue={toastQueue} className="toast-region" aria-label="Notifications">
      {({ toast: t }) => (
        <AriaToast toast={t} className={`toast toast--${t.content.kind}`}>
          <ToastContent className="toast__content">
            <Text slot="title">{t.content.message}</Text>
          </ToastContent>
          <AriaButton slot="close" className="toast__close" aria-label="Close">
            <CloseIcon />
          </AriaButton>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
