// The kit's Modal for a screen whose modal waits for the customer (the quote's large-lot question, the
// phone's summary sheet): react-aria's overlays (dialog, modal, focus containment, ~6 KB on the wire)
// download when it first opens instead of with the screen. Until then nothing renders, as the Modal
// renders nothing while closed; a failed download shows the kit's error state with Try again in its place.
import { lazyWithRetry } from './lazy';
import type { ModalProps } from './modal';
import { LoadBoundary } from './retry-boundary';

const Modal = lazyWithRetry(() => import('./modal').then((m) => m.Modal));

/** Modal's props and behaviour; its code loads on the first open. */
export function LazyModal(props: ModalProps) {
  return props.isOpen ? (
    <LoadBoundary>
      <Modal {...props} />
    </LoadBoundary>
  ) : null;
}
