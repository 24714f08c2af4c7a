// Which page /pay shows (spec 2 §2 '/pay', §8; design §8), decided in one pure, tested place: first
// from the link alone, then from the server's answer about its invoice. Every way a link or an invoice
// can be wrong is a page of its own with a sentence and a way forward, never a crash or a blank screen.
import type { components } from '../../api/schema.gen';
import { formatDollars, toCents } from '../../domain/money';
import type { PayLink, PayLinkResult } from '../../domain/pay-link';

export type LinkInvoice = components['schemas']['LinkInvoice'];

/** What the link alone decides. */
export type LinkPage =
  /** No query at all: the page was opened without a link. */
  | { kind: 'no-link' }
  /** Not base64, a required key missing, or an amount that is not one. */
  | { kind: 'bad-link' }
  /** A link whose total is 0: nothing to charge. */
  | { kind: 'zero-total' }
  | { kind: 'link'; link: PayLink };

export function linkPage(result: PayLinkResult): LinkPage {
  switch (result.kind) {
    case 'ok':
      return { kind: 'link', link: result.link };
    case 'empty':
      return { kind: 'no-link' };
    case 'zero-total':
      return { kind: 'zero-total' };
    case 'bad-base64':
    case 'missing-keys':
    case 'bad-amount':
      return { kind: 'bad-link' };
  }
}

/** The invoice read as TanStack Query reports it (status, data, and the error's HTTP status if any). */
export interface InvoiceRead {
  status: 'pending' | 'error' | 'success';
  data?: LinkInvoice;
  /** The HTTP status of a failed read (ApiReadError), undefined for a network failure. */
  errorStatus?: number;
}

export type InvoicePage =
  | { kind: 'loading' }
  /** The read failed for another reason (network, 5xx): retry. */
  | { kind: 'load-failed' }
  /** 404, or 400 for an invoice id that is no id at all: no such invoice. */
  | { kind: 'not-found' }
  | { kind: 'paid'; invoice: LinkInvoice }
  /** The link's balance (total + taxes) differs from the invoice's: edited or out of date. */
  | { kind: 'stale'; invoice: LinkInvoice }
  | { kind: 'form'; invoice: LinkInvoice };

/** Same amount in cents (exact: '420' and '420.00' match, '420.01' does not). */
export function linkMatchesInvoice(link: PayLink, invoice: LinkInvoice): boolean {
  const linkCents = toCents(link.balanceDue);
  return linkCents !== null && linkCents === toCents(invoice.balance_due);
}

export function invoicePage(link: PayLink, read: InvoiceRead): InvoicePage {
  if (read.status === 'pending') return { kind: 'loading' };
  if (read.status === 'error' || !read.data)
    return read.errorStatus === 404 || read.errorStatus === 400 ? { kind: 'not-found' } : { kind: 'load-failed' };
  const invoice = read.data;
  if (invoice.status === 'paid') return { kind: 'paid', invoice };
  // Design §8: the server charges only the invoice's own balance and refuses any other total. A link
  // whose amount differs was edited (or the invoice changed since it was sent): the page refuses it
  // before a card is even asked for, says so, and charges nothing; the server's check stays behind it.
  if (!linkMatchesInvoice(link, invoice)) return { kind: 'stale', invoice };
  return { kind: 'form', invoice };
}

/** The Invoice Summary's rows (spec 2 §2), from the server's amounts, in dollars (spec 2 §5 money display). */
export function summaryRows(invoice: LinkInvoice): { label: string; value: string }[] {
  return [
    { label: 'Total', value: formatDollars(invoice.total) },
    { label: 'Sales Tax', value: formatDollars(invoice.sales_tax) },
    { label: 'Balance Due', value: formatDollars(invoice.balance_due) },
  ];
}
