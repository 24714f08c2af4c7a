import { describe, expect, it } from 'vitest';
import { encodePayLink, parsePayLink } from '../../../../src/domain/pay-link';
import type { PayLink } from '../../../../src/domain/pay-link';
import { invoicePage, linkMatchesInvoice, linkPage, summaryRows } from '../../../../src/flows/pay/pay-page';
import type { LinkInvoice } from '../../../../src/flows/pay/pay-page';

const uuid = '4f7c2a5e-1b0d-4c8e-9a3f-2d6b8e1c0a95';
const link: PayLink = {
  publicKey: 'sandbox',
  invoiceUuid: uuid,
  staxCustomer: null,
  total: '400.00',
  taxes: '20.00',
  balanceDue: '420.00',
};
const invoice: LinkInvoice = {
  uuid,
  invoice_id: 'INV-1004',
  total: '400.00',
  sales_tax: '20.00',
  balance_due: '420.00',
  status: 'unpaid',
};

describe('linkPage', () => {
  it.each([
    ['', 'no-link'],
    ['?', 'no-link'],
    ['?not base64!', 'bad-link'],
    [`?${encodePayLink({ total: '10' })}`, 'bad-link'],
    [`?${encodePayLink({ invoice_uuid: uuid, total: 'ten' })}`, 'bad-link'],
    [`?${encodePayLink({ invoice_uuid: uuid, total: '10', taxes: '-1' })}`, 'bad-link'],
    [`?${encodePayLink({ invoice_uuid: uuid, total: '0' })}`, 'zero-total'],
    [`?${encodePayLink({ invoice_uuid: uuid, total: '0.00' })}`, 'zero-total'],
  ])('%s → %s', (search, kind) => {
    expect(linkPage(parsePayLink(search)).kind).toBe(kind);
  });

  it('a link without the public key is still a link (the page shows the missing-key toast)', () => {
    const page = linkPage(parsePayLink(`?${encodePayLink({ invoice_uuid: uuid, total: '400', taxes: '20' })}`));
    expect(page).toEqual({ kind: 'link', link: { ...link, publicKey: null } });
  });
});

describe('invoicePage', () => {
  it('pending → loading; 404 or 400 → not-found; another failure → load-failed (retry)', () => {
    expect(invoicePage(link, { status: 'pending' }).kind).toBe('loading');
    expect(invoicePage(link, { status: 'error', errorStatus: 404 }).kind).toBe('not-found');
    expect(invoicePage(link, { status: 'error', errorStatus: 400 }).kind).toBe('not-found');
    expect(invoicePage(link, { status: 'error', errorStatus: 500 }).kind).toBe('load-failed');
    expect(invoicePage(link, { status: 'error' }).kind).toBe('load-failed');
  });

  it('paid → the already-paid page, whatever the link says', () => {
    const paid = { ...invoice, balance_due: '0.00', status: 'paid' as const };
    expect(invoicePage(link, { status: 'success', data: paid })).toEqual({ kind: 'paid', invoice: paid });
  });

  it("the link's total + taxes must equal the server's balance due, else stale (nothing is charged)", () => {
    expect(invoicePage(link, { status: 'success', data: invoice })).toEqual({ kind: 'form', invoice });
    const edited = { ...link, total: '1.00', balanceDue: '21.00' };
    expect(invoicePage(edited, { status: 'success', data: invoice })).toEqual({ kind: 'stale', invoice });
  });

  it('amounts compare in cents', () => {
    expect(linkMatchesInvoice({ ...link, balanceDue: '420' }, invoice)).toBe(true);
    expect(linkMatchesInvoice({ ...link, balanceDue: '420.01' }, invoice)).toBe(false);
    expect(linkMatchesInvoice(link, { ...invoice, balance_due: 'NaN' })).toBe(false);
  });
});

describe('summaryRows', () => {
  it('Total, Sales Tax, Balance Due in dollars with two decimals and en-US grouping', () => {
    expect(summaryRows({ ...invoice, total: '1234.5', sales_tax: '0', balance_due: '1234.50' })).toEqual([
      { label: 'Total', value: '$1,234.50' },
      { label: 'Sales Tax', value: '$0.00' },
      { label: 'Balance Due', value: '$1,234.50' },
    ]);
  });

  it('NaN shows 0.00 and a negative amount its sign (spec 2 §5)', () => {
    const rows = summaryRows({ ...invoice, total: 'abc', sales_tax: '-5', balance_due: '0' });
    expect(rows.map((r) => r.value)).toEqual(['$0.00', '-$5.00', '$0.00']);
  });
});

describe('payMessages', () => {
  it('has no empty or padded strings and no double spaces', async () => {
    const { payMessages } = await import('../../../../src/domain/pay-messages');
    for (const [key, text] of Object.entries(payMessages)) {
      expect(text, key).not.toBe('');
      expect(text.trim(), key).toBe(text);
      expect(text, key).not.toMatch(/ {2}/);
    }
  });
});
