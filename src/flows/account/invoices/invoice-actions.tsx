// A row's View Invoice and, while something is due, Pay now: quiet beside the table's cells, full buttons
// on a phone's card (the table and the cards show the same rows; the stylesheet shows one of them).
import { Button } from '../../../ui/button';
import type { ButtonVariant } from '../../../ui/button';
import { accountMessages } from '../../../domain/account-messages';
import { canPay, docTitle } from './invoice-rows';
import type { InvoiceRow } from './invoice-rows';
import { PayNowButton } from './pay-now-button';

export interface InvoiceActionsProps {
  row: InvoiceRow;
  onView: (row: InvoiceRow) => void;
  className: string;
  viewVariant: ButtonVariant;
  payVariant?: ButtonVariant;
}

export function InvoiceActions({ row, onView, className, viewVariant, payVariant }: InvoiceActionsProps) {
  return (
    <div className={className}>
      <Button
        variant={viewVariant}
        onPress={() => onView(row)}
        aria-label={`${accountMessages.viewInvoice}: ${docTitle(row)}`}
      >
        {accountMessages.viewInvoice}
      </Button>
      {canPay(row) ? <PayNowButton uuid={row.uuid} title={docTitle(row)} variant={payVariant} /> : null}
    </div>
  );
}
