// Two handlers the app's forms and dialogs all write the same way. No react-aria here, so the first-visit
// screens' plain forms and the lazily loaded dialogs' callers use them without loading the kit.
import type { FormEvent } from 'react';

/** A form's onSubmit: the browser does not send the form (the page stays), the view's action runs instead. */
export const submitWith = (submit: () => void) => (e: FormEvent) => {
  e.preventDefault();
  submit();
};

/** A dialog's onOpenChange that runs `close` when the dialog closes (Escape, a press outside, its buttons). */
export const whenClosed = (close: () => void) => (isOpen: boolean) => {
  if (!isOpen) close();
};
