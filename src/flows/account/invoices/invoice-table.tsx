// The Invoices tab on wide screens (spec 3 §2.6 'web table'): one row per invoice or credit memo,
// newest first as the server sends them; overdue in the danger style, open-emailed in the success
// style (spec 3 §4). Each row opens its View Invoice popup and, while something is due, Pay now.
import { Button } from '../../../ui/button';
import { DocNumber } from '../../../ui/doc-number';
import { accountMessages } from '../../../domain/account-messages';
import {
  balanceText,
  canPay,
  datePaidText,
  dateText,
  docTitle,
  dueDateText,
  numberText,
  paymentMethodText,
  statusStyle,
  statusText,
  totalText,
  typeText,
} from './invoice-rows';
import type { InvoiceRow } from './invoice-rows';
import { PayNowButton } from './pay-now-button';

export interface InvoiceListProps {
  rows: InvoiceRow[];
  onView: (row: InvoiceRow) => void;
}

export function InvoiceTable({ rows, onView, caption }: InvoiceListProps & { caption: string }) {
  return (
    // Between phone and desktop widths the table may be wider than the page: it scrolls in its own box,
    // which keyboard users can focus to scroll (axe scrollable-region-focusable).
    <div className="invoice-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table invoice-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Invoice&nbsp;#</th>
            <th scope="col">Date</th>
            <th scope="col">Due Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="data-table__num">
              Total
            </th>
            <th scope="col" className="data-table__num">
              Balance
            </th>
            <th scope="col">Date Paid</th>
            <th scope="col">Payment Method</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uuid}>
              <td>{typeText(row)}</td>
              <th scope="row">
                <DocNumber>{numberText(row)}</DocNumber>
              </th>
              <td>{dateText(row)}</td>
              <td>{dueDateText(row)}</td>
              <td>
                <span className={`pill pill--${statusStyle(row)}`}>{statusText(row)}</span>
              </td>
              <td className="data-table__num">{totalText(row)}</td>
              <td className="data-table__num">{balanceText(row)}</td>
              <td>{datePaidText(row)}</td>
              <td>{paymentMethodText(row)}</td>
              <td>
                <div className="invoice-table__actions">
                  <Button
                    variant="quiet"
                    onPress={() => onView(row)}
                    aria-label={`${accountMessages.viewInvoice}: ${docTitle(row)}`}
                  >
                    {accountMessages.viewInvoice}
                  </Button>
                  {canPay(row) ? <PayNowButton uuid={row.uuid} title={docTitle(row)} variant="secondary" /> : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
