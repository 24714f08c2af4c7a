// 'Invoice INV-1003' / 'Credit Memo CM-2001' as shown: the type, then the number kept on one line.
import { DocNumber } from '../../../ui/doc-number';
import { numberText, typeText } from './invoice-rows';
import type { InvoiceRow } from './invoice-rows';

export function DocName({ row }: { row: InvoiceRow }) {
  return (
    <>
      {typeText(row)} <DocNumber>{numberText(row)}</DocNumber>
    </>
  );
}
