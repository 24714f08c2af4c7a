// The Invoices tab on phones (spec 3 §2.6 'mobile expandable table', §9 ≤ 500 px): each row a
// disclosure named by the document, its status and balance; expanded it shows Type, Invoice #, Due
// Date, Balance, Total, Date Paid and Payment Method, with View Invoice and Pay now.
import { Facts } from '../../../ui/card';
import { Disclosure } from '../../../ui/disclosure';
import { DocNumber } from '../../../ui/doc-number';
import { DocName } from './doc-name';
import { balanceText, mobileFacts, NUMBER_LABEL, statusStyle, statusText } from './invoice-rows';
import type { InvoiceListProps } from './invoice-table';
import { InvoiceActions } from './invoice-actions';

export function InvoiceCards({ rows, onView }: InvoiceListProps) {
  return (
    <ul className="invoice-cards">
      {rows.map((row) => (
        <li key={row.uuid} className="invoice-cards__item">
          <Disclosure
            level={3}
            title={
              <span className="invoice-cards__title">
                <span className="invoice-cards__name">
                  <DocName row={row} />
                </span>
                <span className={`pill pill--${statusStyle(row)}`}>{statusText(row)}</span>
                <span className="invoice-cards__balance">{balanceText(row)}</span>
              </span>
            }
          >
            <Facts
              rows={mobileFacts(row).map((f) =>
                f.label === NUMBER_LABEL ? { ...f, value: <DocNumber>{f.value}</DocNumber> } : f,
              )}
            />
            <InvoiceActions row={row} onView={onView} className="invoice-cards__actions" viewVariant="secondary" />
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}
