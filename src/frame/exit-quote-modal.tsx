import { messages } from '../domain/messages';
import { AlertDialog } from '../ui/modal';
import { whenClosed } from '../ui/event-handlers';

export interface ExitQuoteModalProps {
  isOpen: boolean;
  onExit: () => void;
  onContinue: () => void;
}

/** Spec 1 §2: leaving a quote in progress through the sign-in or home link asks first. */
export function ExitQuoteModal({ isOpen, onExit, onContinue }: ExitQuoteModalProps) {
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={whenClosed(() => onContinue())}
      title={messages.exitQuoteTitle}
      confirmLabel="Exit"
      cancelLabel="Continue my quote"
      onConfirm={onExit}
      onCancel={onContinue}
    >
      <p>{messages.exitQuoteWarning}</p>
    </AlertDialog>
  );
}
