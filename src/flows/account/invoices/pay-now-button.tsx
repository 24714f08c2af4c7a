// 'Pay now' of an unpaid invoice: asks the server for the invoice's /pay link (the one its payment
// e-mails carry) and goes there, a full page load of the payment page. Pending while asking; a refusal
// ('This invoice is already paid.') or a failure is a toast and the button is ready again.
import { useState } from 'react';
import { useApi } from '../../../api-context';
import { toastLines } from '../../../api/errors';
import { Button } from '../../../ui/button';
import type { ButtonVariant } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-queue';
import { accountMessages } from '../../../domain/account-messages';
import { isPayPath, loadPayLink } from './invoice-api';

export interface PayNowButtonProps {
  uuid: string;
  /** 'Invoice INV-1002': the button's name says which (the row or the popup shows it on screen). */
  title: string;
  variant?: ButtonVariant;
  /** Goes to the payment page: the browser's full navigation (a test's spy in unit tests). */
  go?: (path: string) => void;
}

export function PayNowButton({
  uuid,
  title,
  variant = 'primary',
  go = (p) => window.location.assign(p),
}: PayNowButtonProps) {
  const api = useApi();
  const [pending, setPending] = useState(false);
  const press = () => {
    setPending(true);
    loadPayLink(api, uuid).then(
      (link) => {
        if (isPayPath(link)) return go(link);
        setPending(false);
        toast.error(accountMessages.payLinkInvalid);
      },
      (error: unknown) => {
        setPending(false);
        for (const line of toastLines(error)) toast.error(line);
      },
    );
  };
  return (
    <span className="pay-now">
      <Button variant={variant} isPending={pending} onPress={press} aria-label={`${accountMessages.payNow}: ${title}`}>
        {accountMessages.payNow}
      </Button>
      {pending ? <Spinner label={accountMessages.payNowLoading} /> : null}
    </span>
  );
}
