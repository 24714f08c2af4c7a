// A commercial service's line items (spec 3 §3 commercial_detail.line_items: item, item_type, frequency,
// total) and their total, as one table for My Services' card (spec 3 §2.3: 'Commercial service cards show
// maps of multiple locations and line items') and the service's detail, where the type has a column too.
// On phones account-services.css turns each row into a card of label–value lines.
import { formatDollars } from '../../../domain/money';
import { lineItemFrequency, lineItemLabel } from '../shared/service-facts';
import type { ServiceOrder } from '../shared/service-facts';
import { ColumnHeads } from '../../../ui/column-heads';

interface Props {
  order: ServiceOrder;
  /** The table's visible caption (its accessible name); none where a card's title already names it. */
  caption?: string;
  /** The Type column (service or product): the detail has the room for it. */
  withType?: boolean;
}

export function LineItemsTable({ order, caption, withType = false }: Props) {
  const detail = order.commercial_detail;
  const items = detail?.line_items ?? [];
  if (items.length === 0) return <p className="line-items__none">No line items.</p>;
  return (
    <table className="data-table line-items">
      {caption ? <caption className="line-items__caption">{caption}</caption> : null}
      <ColumnHeads
        columns={['Item', ...(withType ? ['Type'] : []), 'Frequency', { label: 'Total', className: 'data-table__num' }]}
      />
      <tbody>
        {items.map((item, i) => (
          <tr key={`${i}-${item.item}`}>
            <td data-label="Item">{lineItemLabel(item.item)}</td>
            {withType ? <td data-label="Type">{item.item_type === 'service' ? 'Service' : 'Product'}</td> : null}
            <td data-label="Frequency">{lineItemFrequency(item.frequency)}</td>
            <td data-label="Total" className="data-table__num">
              {formatDollars(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
      {detail ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={withType ? 3 : 2}>
              Total
            </th>
            <td data-label="Total" className="data-table__num">
              {formatDollars(detail.total)}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
