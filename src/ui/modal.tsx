import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import { Spinner } from './spinner';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Dismiss by clicking outside; off for alert dialogs that need an explicit answer. */
  isDismissable?: boolean;
  className?: string;
}

/** A modal dialog: focus trapped, Escape closes, focus returns to the trigger; titled by its heading. */
export function Modal({ isOpen, onOpenChange, title, children, isDismissable = true, className }: ModalProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <AriaModal className={['modal', className].filter(Boolean).join(' ')}>
        <AriaDialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
}

/** role="alertdialog": a question with two answers; the cancel answer is focused first (safe default). */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: AlertDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaModal className="modal">
        <AriaDialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          <div className="dialog__body">{children}</div>
          <div className="dialog__actions">
            <Button
              variant="secondary"
              onPress={() => {
                onConfirm();
                onOpenChange(false);
              }}
            >
              {confirmLabel}
            </Button>
            <Button
              variant="primary"
              autoFocus
              onPress={() => {
                onCancel?.();
                onOpenChange(false);
              }}
            >
              {cancelLabel}
            </Button>
          </div>
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface FormActionsProps {
  /** The submit button's words ('Save Changes', 'Pause Service'). */
  submitLabel: ReactNode;
  onCancel: () => void;
  /** The form may be sent (the machine's guard, read by the view). */
  canSubmit: boolean;
  /** Sending: the submit button waits (aria-disabled) and `pendingLabel` says what is happening. */
  pending: boolean;
  pendingLabel: string;
  /** Cancel unavailable (default: while pending). */
  cancelDisabled?: boolean;
  /** Sent and closing: submit stays unavailable. */
  done?: boolean;
}

/** A form modal's footer: the spinner while sending, Cancel, and the submit button (type=submit). */
export function FormActions({
  submitLabel,
  onCancel,
  canSubmit,
  pending,
  pendingLabel,
  cancelDisabled = pending,
  done = false,
}: FormActionsProps) {
  return (
    <div className="dialog__actions">
      {pending ? <Spinner label={pendingLabel} /> : null}
      <Button variant="secondary" onPress={onCancel} isDisabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" isDisabled={(!canSubmit && !pending) || done} isPending={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
