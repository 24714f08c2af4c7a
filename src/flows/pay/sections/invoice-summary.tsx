// 'Invoice Summary' (spec 2 §2): Total, Sales Tax and Balance Due, from the server's invoice (the
// link's amounts are only a hint, design §8), in dollars with two decimals (spec 2 §5).
import { DocNumber } from '../../../ui/doc-number';
import type { LinkInvoice } from '../pay-page';
import { summaryRows } from '../pay-page';

export function InvoiceSummary({ invoice }: { invoice: LinkInvoice }) {
  const rows = summaryRows(invoice);
  return (
    <section className="pay-summary" aria-labelledby="pay-summary-title">
      <h2 id="pay-summary-title" className="pay-summary__title">
        Invoice Summary
      </h2>
      {invoice.invoice_id ? (
        <p className="pay-summary__number">
          Invoice <DocNumber>{invoice.invoice_id}</DocNumber>
        </p>
      ) : null}
      <dl className="pay-summary__rows">
        {rows.map((row) => (
          <div key={row.label} className="pay-summary__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
