// The Invoices tab on wide screens (spec 3 §2.6 'web table'): one row per invoice or credit memo,
// newest first as the server sends them; overdue in the danger style, open-emailed in the success
// style (spec 3 §4). Each row opens its View Invoice popup and, while something is due, Pay now.
import { DocNumber } from '../../../ui/doc-number';
import {
  balanceText,
  datePaidText,
  dateText,
  dueDateText,
  numberText,
  paymentMethodText,
  statusStyle,
  statusText,
  totalText,
  typeText,
} from './invoice-rows';
import type { InvoiceRow } from './invoice-rows';
import { ColumnHeads } from '../../../ui/column-heads';
import { InvoiceActions } from './invoice-actions';

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
        <ColumnHeads
          columns={[
            'Type',
            'Invoice\u00a0#',
            'Date',
            'Due Date',
            'Status',
            { label: 'Total', className: 'data-table__num' },
            { label: 'Balance', className: 'data-table__num' },
            'Date Paid',
            'Payment Method',
            { label: 'Actions', hidden: true },
          ]}
        />
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
                <InvoiceActions
                  row={row}
                  onView={onView}
                  className="invoice-table__actions"
                  viewVariant="quiet"
                  payVariant="secondary"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
