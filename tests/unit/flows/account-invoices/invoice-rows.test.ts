// The Invoices tab's pure helpers (spec 3 §2.6, §3, §4, §9): row kind, the columns and the phone row's
// seven fields, the popup's parts, money as $0.00 and dates as MM/DD/YYYY.
import { describe, expect, it } from 'vitest';
import {
  balanceText,
  canPay,
  datePaidText,
  dateText,
  docTitle,
  dueDateText,
  lineItemCells,
  lineItemColumns,
  mobileFacts,
  notesText,
  numberText,
  partyLabel,
  partyLines,
  paymentMethodText,
  rowKind,
  statusStyle,
  statusText,
  totalText,
  totalsRows,
  typeText,
} from '../../../../src/flows/account/invoices/invoice-rows';
import type { LineItem, RowKind } from '../../../../src/flows/account/invoices/invoice-rows';
import { creditMemo, invoice } from './fixtures';

describe('row kind (spec 3 §4: an invoice if it has an invoice_date, else a credit memo)', () => {
  it('tells the two apart', () => {
    expect(rowKind(invoice())).toBe('invoice');
    expect(rowKind(creditMemo())).toBe('creditMemo');
    expect(rowKind({ ...invoice(), invoice_date: '' })).toBe('creditMemo');
  });

  it.each([
    ['an invoice', invoice(), ['Invoice', 'INV-1002', 'Invoice INV-1002']],
    ['a credit memo', creditMemo(), ['Credit Memo', 'CM-2001', 'Credit Memo CM-2001']],
  ])('names %s: its type, its number and the title of both', (_, row, names) => {
    expect([typeText(row), numberText(row), docTitle(row)]).toEqual(names);
  });
});

describe('columns', () => {
  it('dates MM/DD/YYYY; a memo has no due date, no payment', () => {
    expect(dateText(invoice())).toBe('10/10/2026');
    expect(dueDateText(invoice())).toBe('10/31/2026');
    expect(dueDateText(invoice({ due_date: null }))).toBe('None');
    expect(dateText(creditMemo())).toBe('10/25/2026');
    expect(dueDateText(creditMemo())).toBe('None');
    expect(datePaidText(invoice())).toBe('Not paid');
    expect(datePaidText(invoice({ date_paid: '2026-11-02' }))).toBe('11/02/2026');
    expect(datePaidText(creditMemo())).toBe('None');
  });

  it('money as $0.00: balance, total with tax; a memo balance is a credit', () => {
    expect(balanceText(invoice())).toBe('$90.09');
    expect(balanceText(invoice({ balance_due: '0' }))).toBe('$0.00');
    expect(totalText(invoice({ total_with_tax: '1234.5' }))).toBe('$1,234.50');
    expect(balanceText(creditMemo())).toBe('$21.00 credit');
    expect(totalText(creditMemo())).toBe('$21.50');
  });

  it('payment method in words; unknown methods title-cased; none', () => {
    expect(paymentMethodText(invoice({ payment_method_type: 'card' }))).toBe('Card');
    expect(paymentMethodText(invoice({ payment_method_type: 'cheque' }))).toBe('Check');
    expect(paymentMethodText(invoice({ payment_method_type: 'wire_transfer' }))).toBe('Wire transfer');
    expect(paymentMethodText(invoice())).toBe('None');
    expect(paymentMethodText(creditMemo())).toBe('None');
  });

  it('status: overdue danger, open-emailed success, others plain', () => {
    const status = (row: ReturnType<typeof invoice>) => [statusText(row), statusStyle(row)];
    expect(status(invoice())).toEqual(['Overdue', 'danger']);
    expect(status(invoice({ status: 'open-emailed' }))).toEqual(['Open emailed', 'success']);
    expect(status(invoice({ status: 'paid' }))).toEqual(['Paid', 'neutral']);
  });

  it('Pay now only for an invoice with a balance', () => {
    expect(canPay(invoice())).toBe(true);
    expect(canPay(invoice({ balance_due: '0.00' }))).toBe(false);
    expect(canPay(invoice({ balance_due: '0.01' }))).toBe(true);
    expect(canPay(creditMemo())).toBe(false);
  });

  it("the phone row's seven fields, in the spec's order", () => {
    expect(mobileFacts(invoice({ date_paid: '2026-11-01', payment_method_type: 'card', balance_due: '0' }))).toEqual([
      { label: 'Type', value: 'Invoice' },
      { label: 'Invoice #', value: 'INV-1002' },
      { label: 'Due Date', value: '10/31/2026' },
      { label: 'Balance', value: '$0.00' },
      { label: 'Total', value: '$90.09' },
      { label: 'Date Paid', value: '11/01/2026' },
      { label: 'Payment Method', value: 'Card' },
    ]);
    expect(mobileFacts(creditMemo()).map((f) => f.value)).toEqual([
      'Credit Memo',
      'CM-2001',
      'None',
      '$21.00 credit',
      '$21.50',
      'None',
      'None',
    ]);
  });
});

describe('the View Invoice popup', () => {
  it('Bill to / Credit to: the name and the billing address', () => {
    expect(partyLabel(invoice())).toBe('Bill to');
    expect(partyLabel(creditMemo())).toBe('Credit to');
    expect(partyLines(invoice())).toEqual(['Casey Customer', '100 Main St, Raleigh, NC 27601']);
    expect(partyLines(creditMemo({ user: undefined, billing_address: null }))).toEqual(['None']);
    // An address line that already ends with its ZIP (a search-picked address) is shown as it is.
    expect(
      partyLines(
        invoice({
          billing_address: { address: '1 A St, Austin, TX 78701', city: 'Austin', state: 'TX', zip_code: '78701' },
        }),
      ),
    ).toEqual(['Casey Customer', '1 A St, Austin, TX 78701']);
  });

  it('line items: Price on an invoice, Amount on a credit memo', () => {
    expect(lineItemColumns('invoice')).toEqual([
      'Work Order',
      'Service Date',
      'Description',
      'Quantity',
      'Price',
      'Tax',
    ]);
    expect(lineItemColumns('creditMemo')[4]).toBe('Amount');
  });

  const line = invoice().line_items[0]!;
  it.each<[string, LineItem, RowKind, string[]]>([
    ['an invoice line', line, 'invoice', ['WEEKLY', '10/10/2026', 'Weekly yard cleanup', '4', '$84.00', '$6.09']],
    [
      'a credit memo line',
      creditMemo().line_items[0]!,
      'creditMemo',
      ['CREDIT', '10/25/2026', 'Missed visit', '1', '$21.00', '$0.00'],
    ],
    [
      'a line without code, date or description',
      { ...line, service_code: null, date: null, description: null },
      'invoice',
      ['', '', '', '4', '$84.00', '$6.09'],
    ],
  ])('line items: the cells of %s', (_, item, kind, cells) => {
    expect(lineItemCells(item, kind)).toEqual(cells);
  });

  it('totals: Amount Received and Balance Due, or the Remaining Credit Balance', () => {
    expect(totalsRows(invoice())).toEqual([
      { label: 'Subtotal', value: '$84.00' },
      { label: 'Sales Tax', value: '$6.09' },
      { label: 'Total', value: '$90.09' },
      { label: 'Amount Received', value: '$0.00' },
      { label: 'Balance Due', value: '$90.09' },
    ]);
    expect(totalsRows(creditMemo())).toEqual([
      { label: 'Subtotal', value: '$21.00' },
      { label: 'Sales Tax', value: '$0.50' },
      { label: 'Total', value: '$21.50' },
      { label: 'Remaining Credit Balance', value: '$21.00' },
    ]);
  });

  it('notes, or None', () => {
    expect(notesText(creditMemo())).toBe('Missed visit credit');
    expect(notesText(invoice())).toBe('None');
    expect(notesText(invoice({ notes: '   ' }))).toBe('None');
  });
});
