// @vitest-environment jsdom
// Tabs 5 and 7 over a fake API: the page read from the URL's page, paging through nav, the empty
// states, Pay now refused (a toast, the button ready again) and a failed PDF (the window closed, a toast).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import InvoicesTab from '../../../../src/flows/account/invoices/invoices-tab';
import ProposalsTab from '../../../../src/flows/account/proposals/proposals-tab';
import { PayNowButton } from '../../../../src/flows/account/invoices/pay-now-button';
import type { AccountSearch } from '../../../../src/flows/account/account-nav';
import { fakeApi } from '../../../support/fake-api';
import type { Routes } from '../../../support/fake-api';
import { creditMemo, invoice, proposal } from './fixtures';
import { renderAccountTab } from '../../../support/account-tab';
import { isolateScreenTests, toastContents } from '../../../support/screen-isolation';

const account = {
  uuid: 'u1',
  field_office: { uuid: 'fo1', stax_public_apikey: 'sandbox', time_zone: 'America/New_York' },
};

/** 17 rows: INV-1002 first, CM-2001, then 15 paid invoices. */
const rows = [
  invoice(),
  creditMemo(),
  ...Array.from({ length: 15 }, (_, i) =>
    invoice({
      uuid: `00000000-0000-4000-8000-0000000010${String(i).padStart(2, '0')}`,
      invoice_id: `INV-${1100 + i}`,
      balance_due: '0.00',
      status: 'paid',
      date_paid: '2026-09-01',
      payment_method_type: 'card',
    }),
  ),
];

function listRoute(all: unknown[]): Routes[string] {
  return (call) => {
    const limit = Number(call.searchParams.get('limit'));
    const offset = Number(call.searchParams.get('offset'));
    return {
      status: 200,
      body: { count: all.length, next: null, previous: null, results: all.slice(offset, offset + limit) },
    };
  };
}

function renderTab(search: Partial<AccountSearch>, over: Routes = {}, tab: 5 | 7 = 5) {
  return renderAccountTab(
    tab === 5 ? InvoicesTab : ProposalsTab,
    { tab, ...search },
    {
      'GET /credit-memo/get_credit_memo_and_invoice/': listRoute(rows),
      'GET /user/me/': () => ({ status: 200, body: account }),
      ...over,
    },
  );
}

isolateScreenTests({ storage: false, restoreMocks: true });

describe('InvoicesTab', () => {
  it('page 1: 15 rows (limit 15, offset 0); Next goes to page 2 through the URL', async () => {
    const { api, go } = renderTab({});
    const table = await screen.findByRole('table', { name: 'Invoices and Credit Memos, page 1 of 2' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    const read = api.calls.find((c) => c.path === '/credit-memo/get_credit_memo_and_invoice/');
    expect(Object.fromEntries(read!.searchParams)).toEqual({ user__uuid: 'u1', limit: '15', offset: '0' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Invoice pages' })).getByRole('button', { name: 'Next' }),
    );
    expect(go).toHaveBeenCalledWith({ tab: 5, page: 2 });
  });

  it('page 2 from the URL: offset 15, the last two rows; Previous goes back to the first page', async () => {
    const { go } = renderTab({ page: 2 });
    const table = await screen.findByRole('table', { name: 'Invoices and Credit Memos, page 2 of 2' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['INV-1113', 'INV-1114']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(go).toHaveBeenCalledWith({ tab: 5, page: undefined });
  });

  it('a page past the end is replaced by the last page', async () => {
    const { go } = renderTab({ page: 7 });
    await waitFor(() => expect(go).toHaveBeenCalledWith({ tab: 5, page: 2 }, { replace: true }));
  });

  it('no rows: the empty state', async () => {
    renderTab({}, { 'GET /credit-memo/get_credit_memo_and_invoice/': listRoute([]) });
    expect(await screen.findByText('You have no invoices or credit memos yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Pay now refused: the server words as a toast, the button ready again', async () => {
    renderTab(
      {},
      {
        'GET /invoice/00000000-0000-4000-8000-000000000002/pay-link/': () => ({
          status: 400,
          body: { non_field_errors: ['This invoice is already paid.'] },
        }),
      },
    );
    const table = await screen.findByRole('table', { name: /^Invoices and Credit Memos/ });
    const pay = within(table).getByRole('button', { name: 'Pay now: Invoice INV-1002' });
    expect(within(table).getAllByRole('button', { name: /^Pay now/ })).toHaveLength(1);
    await userEvent.click(pay);
    await waitFor(() => expect(toastContents()).toEqual([{ kind: 'error', message: 'This invoice is already paid.' }]));
    expect(pay.getAttribute('aria-disabled')).toBeNull();
  });

  it('View Invoice opens the popup; a failed PDF closes its window and says so', async () => {
    const win = {
      closed: false,
      opener: null,
      document: { title: '', body: null },
      location: { href: '' },
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    renderTab({}, { 'GET /invoice/print-invoices/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    const table = await screen.findByRole('table', { name: /^Invoices and Credit Memos/ });
    await userEvent.click(within(table).getByRole('button', { name: 'View Invoice: Credit Memo CM-2001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Memo CM-2001' });
    expect(dialog.textContent).toContain('Credit to');
    expect(dialog.textContent).toContain('Remaining Credit Balance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF: Credit Memo CM-2001' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(toastContents()).toEqual([{ kind: 'error', message: 'We could not open the PDF. Please try again.' }]),
    );
    expect(win.close).toHaveBeenCalled();
  });
});

describe('ProposalsTab', () => {
  it('the rows with their columns; no pager for one page', async () => {
    renderTab(
      {},
      { 'GET /crm/commerical-crm/': listRoute([proposal(), proposal({ uuid: 'p2', is_looking_for_proposal: false })]) },
      7,
    );
    const table = await screen.findByRole('table', { name: 'Proposals, page 1 of 1' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelectorAll('td')[1]?.textContent),
    ).toEqual(['Proposal', 'Enquiry']);
    expect(screen.queryByRole('navigation', { name: 'Proposal pages' })).toBeNull();
  });

  it('no proposals: the empty state', async () => {
    renderTab({}, { 'GET /crm/commerical-crm/': listRoute([]) }, 7);
    expect(await screen.findByText(/You have no proposals yet/)).toBeTruthy();
  });
});

describe('PayNowButton', () => {
  const uuid = '00000000-0000-4000-8000-000000000002';

  it("goes to the server's /pay link; the button stays pending on the way", async () => {
    const go = vi.fn();
    const api = fakeApi({ [`GET /invoice/${uuid}/pay-link/`]: () => ({ status: 200, body: { link: '/pay?YWJj' } }) });
    api.render(<PayNowButton uuid={uuid} title="Invoice INV-1002" go={go} />);
    const button = screen.getByRole('button', { name: 'Pay now: Invoice INV-1002' });
    await userEvent.click(button);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pay?YWJj'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('never follows a link off the payment page', async () => {
    const go = vi.fn();
    const api = fakeApi({
      [`GET /invoice/${uuid}/pay-link/`]: () => ({ status: 200, body: { link: 'https://elsewhere.example/pay?x' } }),
    });
    api.render(<PayNowButton uuid={uuid} title="Invoice INV-1002" go={go} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now: Invoice INV-1002' }));
    await waitFor(() =>
      expect(toastContents()).toEqual([
        { kind: 'error', message: 'We could not open the payment page. Please try again or call us.' },
      ]),
    );
    expect(go).not.toHaveBeenCalled();
  });
});
