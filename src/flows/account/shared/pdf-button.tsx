// The button that opens a document's PDF in a new window (spec 3 §2.6, §2.8): pending with a spinner
// in words while the base64 loads, an error toast (and the window closed) if it fails (spec 3 §8:
// 'List and download errors: shown via a common error display and the loader stops').
import { useState } from 'react';
import { Button } from '../../../ui/button';
import type { ButtonVariant } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-queue';
import { accountMessages } from '../../../domain/account-messages';
import { openPdf } from './open-pdf';

export interface PdfButtonProps {
  /** The document in words ('Invoice INV-1003'): the window's title, and in the button's name. */
  title: string;
  /** The API read answering the PDF as base64. */
  load: () => Promise<string>;
  label?: string;
  variant?: ButtonVariant;
}

export function PdfButton({ title, load, label = accountMessages.pdfButton, variant = 'secondary' }: PdfButtonProps) {
  const [pending, setPending] = useState(false);
  const press = () => {
    setPending(true);
    // openPdf opens the window before its first await: still inside this press, so it is not blocked.
    openPdf(load, title)
      .catch(() => toast.error(accountMessages.pdfFailed))
      .finally(() => setPending(false));
  };
  return (
    <span className="pdf-button">
      <Button variant={variant} isPending={pending} onPress={press} aria-label={`${label}: ${title}`}>
        {label}
      </Button>
      {pending ? <Spinner label={accountMessages.pdfLoading} /> : null}
    </span>
  );
}
