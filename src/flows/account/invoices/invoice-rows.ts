// What the Invoices tab shows of a row (spec 3 §2.6, §3 Invoice / Credit memo / Line item, §4 Invoice
// status, §9 MM/DD/YYYY), as plain text: pure functions of the API's answer, tested in
// tests/unit/flows/account-invoices. A row is an invoice if it has an invoice_date, else a credit memo.
import type { components } from '../../../api/schema.gen';
import { formatDollars, toCents } from '../../../domain/money';
import { accountMessages } from '../../../domain/account-messages';
import { slashedDate } from '../overview/format';
import { invoiceStatusStyle, isInvoice, statusLabel } from '../overview/overview-model';
import type { StatusStyle } from '../overview/overview-model';
import { addressLine } from '../shared/service-facts';

type Schemas = components['schemas'];
export type InvoiceRow = Schemas['InvoiceOrCreditMemo'];
export type LineItem = Schemas['LineItem'];
export type RowKind = 'invoice' | 'creditMemo';

export const rowKind = (row: InvoiceRow): RowKind => (isInvoice(row) ? 'invoice' : 'creditMemo');

const NONE = accountMessages.invoiceNone;

export const typeText = (row: InvoiceRow) =>
  isInvoice(row) ? accountMessages.invoiceType : accountMessages.creditMemoType;

/** The document's number: invoice_id or creditmemo_id. */
export const numberText = (row: InvoiceRow) => (isInvoice(row) ? row.invoice_id : row.creditmemo_id);

/** 'Invoice INV-1003', 'Credit Memo CM-2001': the popup's title, the PDF window's, buttons' names. */
export const docTitle = (row: InvoiceRow) => `${typeText(row)} ${numberText(row)}`;

export const dateText = (row: InvoiceRow) => slashedDate(isInvoice(row) ? row.invoice_date : row.date_creditmemo);

export const dueDateText = (row: InvoiceRow) => (isInvoice(row) ? slashedDate(row.due_date) || NONE : NONE);

/** An invoice's balance due; a credit memo's remaining credit, marked as credit. */
export const balanceText = (row: InvoiceRow) =>
  isInvoice(row) ? formatDollars(row.balance_due) : `${formatDollars(row.remaining_balance)} credit`;

/** What the document comes to with its tax (invoice total_with_tax; a memo has no such field). */
export function totalText(row: InvoiceRow): string {
  if (isInvoice(row)) return formatDollars(row.total_with_tax);
  return formatDollars(((toCents(row.total) ?? 0) + (toCents(row.sales_tax) ?? 0)) / 100);
}

export function datePaidText(row: InvoiceRow): string {
  if (!isInvoice(row)) return NONE;
  return slashedDate(row.date_paid) || accountMessages.invoiceNotPaid;
}

/** The wire's payment methods in words (the spec lists none; cheque is the API's spelling). */
const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  credit_card: 'Card',
  cash: 'Cash',
  cheque: 'Check',
  check: 'Check',
  ach: 'Bank transfer',
  credit_memo: 'Credit memo',
};

export function paymentMethodText(row: InvoiceRow): string {
  const method = isInvoice(row) ? row.payment_method_type : null;
  if (!method) return NONE;
  return METHOD_LABELS[method] ?? statusLabel(method);
}

export const statusText = (row: InvoiceRow) => statusLabel(row.status);
export const statusStyle = (row: InvoiceRow): StatusStyle => invoiceStatusStyle(row.status);

/** 'Pay now' is offered for an invoice with something left to pay. */
export const canPay = (row: InvoiceRow) => isInvoice(row) && (toCents(row.balance_due) ?? 0) > 0;

export interface Fact {
  label: string;
  value: string;
}

/** The label of the phone row's document number (its value is kept on one line, DocNumber). */
export const NUMBER_LABEL = 'Invoice #';

/** The phone row's seven fields, in the spec's order (spec 3 §2.6). */
export function mobileFacts(row: InvoiceRow): Fact[] {
  return [
    { label: 'Type', value: typeText(row) },
    { label: NUMBER_LABEL, value: numberText(row) },
    { label: 'Due Date', value: dueDateText(row) },
    { label: 'Balance', value: balanceText(row) },
    { label: 'Total', value: totalText(row) },
    { label: 'Date Paid', value: datePaidText(row) },
    { label: 'Payment Method', value: paymentMethodText(row) },
  ];
}

// ── The View Invoice popup ──

export const partyLabel = (row: InvoiceRow) => (isInvoice(row) ? 'Bill to' : 'Credit to');

/** Bill to / Credit to: the user's name, then the billing address (each line only when given). */
export function partyLines(row: InvoiceRow): string[] {
  const name = row.user ? `${row.user.first_name} ${row.user.last_name}`.trim() : '';
  const address = row.billing_address ? addressLine(row.billing_address) : '';
  const lines = [name, address].filter(Boolean);
  return lines.length > 0 ? lines : [NONE];
}

/** The line items' columns: an invoice line has a Price, a credit memo line an Amount. */
export const lineItemColumns = (kind: RowKind) =>
  ['Work Order', 'Service Date', 'Description', 'Quantity', kind === 'invoice' ? 'Price' : 'Amount', 'Tax'] as const;

export function lineItemCells(item: LineItem, kind: RowKind): string[] {
  return [
    item.service_code ?? '',
    slashedDate(item.date),
    item.description ?? '',
    String(item.quantity),
    formatDollars(kind === 'invoice' ? item.price : item.amount),
    formatDollars(item.tax),
  ];
}

/**
 * The totals, read top to bottom as the sum the customer checks: Subtotal (the lines, before tax; ours,
 * so that 'Total' is the same amount as in the list), Sales Tax, Total, then Amount Received and
 * Balance Due (invoice) or the Remaining Credit Balance (credit memo).
 */
export function totalsRows(row: InvoiceRow): Fact[] {
  const common = [
    { label: 'Subtotal', value: formatDollars(row.total) },
    { label: 'Sales Tax', value: formatDollars(row.sales_tax) },
    { label: 'Total', value: totalText(row) },
  ];
  if (!isInvoice(row))
    return [...common, { label: 'Remaining Credit Balance', value: formatDollars(row.remaining_balance) }];
  return [
    ...common,
    { label: 'Amount Received', value: formatDollars(row.amount_received) },
    { label: 'Balance Due', value: formatDollars(row.balance_due) },
  ];
}

export const notesText = (row: InvoiceRow) => row.notes?.trim() || NONE;
