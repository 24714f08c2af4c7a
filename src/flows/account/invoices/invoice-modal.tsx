// The 'View Invoice' popup (spec 3 §2.6) for an invoice or a credit memo, from the list's own row (the
// list answers every field): Bill to / Credit to (name and billing address), date, due date, the line
// items (Work Order, Service Date, Description, Quantity, Price or Amount, Tax), the totals and the
// notes; the PDF in a new window, 'Pay now' while something is due, Close.
import { useApi } from '../../../api-context';
import { Button } from '../../../ui/button';
import { Facts } from '../../../ui/card';
import { Modal } from '../../../ui/modal';
import { accountMessages } from '../../../domain/account-messages';
import { PdfButton } from '../shared/pdf-button';
import { loadInvoicePdf } from './invoice-api';
import {
  canPay,
  dateText,
  docTitle,
  dueDateText,
  lineItemCells,
  lineItemColumns,
  notesText,
  partyLabel,
  partyLines,
  rowKind,
  statusStyle,
  statusText,
  totalsRows,
} from './invoice-rows';
import type { InvoiceRow } from './invoice-rows';
import { DocName } from './doc-name';
import { PayNowButton } from './pay-now-button';

export function InvoiceModal({ row, onClose }: { row: InvoiceRow; onClose: () => void }) {
  const api = useApi();
  const kind = rowKind(row);
  const title = docTitle(row);
  const columns = lineItemColumns(kind);
  const facts = [
    { label: 'Date', value: dateText(row) },
    ...(kind === 'invoice' ? [{ label: 'Due Date', value: dueDateText(row) }] : []),
    {
      label: 'Status',
      value: <span className={`pill pill--${statusStyle(row)}`}>{statusText(row)}</span>,
    },
  ];
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<DocName row={row} />}
      className="invoice-modal"
    >
      <div className="invoice-doc">
        <div className="invoice-doc__head">
          <div>
            <h3 className="invoice-doc__label">{partyLabel(row)}</h3>
            <address className="invoice-doc__party">
              {partyLines(row).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
          <Facts rows={facts} />
        </div>
        <h3 className="invoice-doc__label">{accountMessages.invoiceLineItems}</h3>
        {row.line_items.length === 0 ? (
          <p>{accountMessages.noLineItems}</p>
        ) : (
          <table className="data-table invoice-lines">
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={c} scope="col" className={i >= 3 ? 'data-table__num' : undefined}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row.line_items.map((item) => (
                <tr key={item.uuid}>
                  {lineItemCells(item, kind).map((cell, i) => (
                    <td key={columns[i]} data-label={columns[i]} className={i >= 3 ? 'data-table__num' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3 className="visually-hidden">{accountMessages.invoiceTotals}</h3>
        <dl className="invoice-totals">
          {totalsRows(row).map((r) => (
            <div key={r.label} className="invoice-totals__row">
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="invoice-doc__label">{accountMessages.invoiceNotes}</h3>
        <p className="invoice-doc__notes">{notesText(row)}</p>
      </div>
      <div className="dialog__actions">
        <PdfButton title={title} load={() => loadInvoicePdf(api, row.uuid)} />
        {canPay(row) ? <PayNowButton uuid={row.uuid} title={title} /> : null}
        <Button variant="secondary" onPress={onClose}>
          {accountMessages.close}
        </Button>
      </div>
    </Modal>
  );
}
