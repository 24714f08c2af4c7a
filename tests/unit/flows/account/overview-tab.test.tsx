// @vitest-environment jsdom
// Tab 0 over a fake API: the cards each role sees, the banner only while overdue, and one failed read
// showing its error state with Try again while the other cards stay.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import OverviewTab from '../../../../src/flows/account/overview/overview-tab';
import { page } from '../../../support/fake-api';
import { accountMe, renderAccountTab } from '../../../support/account-tab';
import type { Routes } from '../../../support/fake-api';
import { isolateScreenTests, toastContents } from '../../../support/screen-isolation';

const account = (overdue_days: number | null, commercial = false) =>
  accountMe({
    invoice_overdue: overdue_days !== null,
    overdue_days,
    referral_code: commercial ? null : 'YW-1',
    roles: [commercial ? 'commercial_customer' : 'customer'],
  });

const order = (commercial: boolean) => ({
  uuid: 'so1',
  field_office_uuid: 'fo1',
  service_type: commercial ? 'commercial' : 'residential',
  service_address: { address: '100 Main St, Raleigh, NC 27601', city: 'Raleigh', state: 'NC', zip_code: '27601' },
  billing_address: null,
  frequency: 'weekly',
  frequency_type: 'weekly',
  property_type: commercial ? 'commercial' : 'townhouse',
  pet_count: 1,
  calculated_price: null,
  area_to_clean: [],
  next_service_date: '2026-11-26',
  is_prepaid: false,
  prepay_months: null,
  commercial_detail: commercial
    ? {
        multiple_locations: 'MULTIPOINT ((-97.7431 30.2672), (-97.745 30.269))',
        line_items: [{ item: 'pet_waste_station_service', item_type: 'service', frequency: 'weekly', total: '300.00' }],
        total: '300.00',
        home_count: '101-350',
      }
    : null,
});

const noVisit = {
  status: [],
  length: 0,
  visit_status: null,
  scheduled_time: null,
  service_order_uuid: null,
  technician: null,
  routes: [],
};

function routes(commercial: boolean, overdue: number | null, over: Routes = {}): Routes {
  return {
    'GET /user/me/': () => ({ status: 200, body: account(overdue) }),
    'GET /crm/commerical-customer/u1/': () => ({ status: 200, body: account(overdue, true) }),
    'GET /service-order/': () => ({ status: 200, body: page([order(commercial)]) }),
    'GET /service/latest_service_stats/': () => ({ status: 200, body: noVisit }),
    'GET /message/': () => ({ status: 200, body: page([]) }),
    'GET /crm/payment/': () => ({ status: 200, body: page([]) }),
    'GET /credit-memo/get_credit_memo_and_invoice/': () => ({ status: 200, body: page([]) }),
    ...over,
  };
}

function renderTab(commercial: boolean, overdue: number | null, over: Routes = {}) {
  return renderAccountTab(OverviewTab, { tab: 0 }, routes(commercial, overdue, over), commercial);
}

isolateScreenTests({ storage: false, restoreMocks: true });

describe('OverviewTab', () => {
  it('residential, overdue: the banner with the days, the bag offer and the referral; no extra service request', async () => {
    renderTab(false, 3);
    const banner = await screen.findByRole('region', { name: 'Account status' });
    expect(banner.textContent).toContain('SUSPENDED');
    expect(banner.textContent).toContain('3 days overdue');
    expect(await screen.findByRole('region', { name: 'Doggie bags' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Refer a friend' })).toBeTruthy();
    expect(await screen.findByText('No visit today. Your next service is on 11/26/2026.')).toBeTruthy();
    expect(await screen.findByText('You have no recent messages.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request one-time extra service' })).toBeNull();
  });

  it('asks for the latest 4 messages, 3 payments and 2 invoices or credit memos; the review prize of spec 3 §1', async () => {
    const { api } = renderTab(false, null);
    const prize = await screen.findByRole('region', { name: 'Review prize' });
    expect(prize.textContent).toContain('Our review prize is a year of free service.');
    await screen.findByText('You have no recent messages.');
    const query = (path: string) => api.calls.find((c) => c.method === 'GET' && c.path === path)?.searchParams;
    await waitFor(() => expect(query('/credit-memo/get_credit_memo_and_invoice/')?.get('limit')).toBe('2'));
    expect(query('/message/')?.get('limit')).toBe('4');
    expect(query('/crm/payment/')?.get('limit')).toBe('3');
    expect(query('/crm/payment/')?.get('ordering')).toBe('-created_at');
  });

  it('not overdue: no banner', async () => {
    renderTab(false, null);
    await screen.findByRole('region', { name: 'Refer a friend' });
    expect(screen.queryByRole('region', { name: 'Account status' })).toBeNull();
  });

  it('commercial: no bag offer, no referral; the two locations; the request goes to tab 6 with its reason', async () => {
    const { go } = renderTab(true, null);
    const button = await screen.findByRole('button', { name: 'Request one-time extra service' });
    const map = await screen.findByRole('group', { name: /^Map of the 2 locations of / });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.service-map__label')?.textContent),
    ).toEqual(['100 Main St, Raleigh, NC 27601 — location 1', '100 Main St, Raleigh, NC 27601 — location 2']);
    expect(screen.queryByRole('region', { name: 'Doggie bags' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refer a friend' })).toBeNull();
    await userEvent.click(button);
    expect(go).toHaveBeenCalledWith({ tab: 6, request: 'request_one_time_service' });
  });

  it('a failed read shows its error with Try again, the other cards stay; Try again reloads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    renderTab(false, null, {
      'GET /crm/payment/': () =>
        fail
          ? { status: 500, body: 'oops' }
          : {
              status: 200,
              body: page([
                {
                  uuid: 'p1',
                  created_at: '2026-10-25T12:00:00.000Z',
                  amount_received: '90.09',
                  cc_auto_payment: '90.09',
                  cash_payment: '0.00',
                  cheque_payment: '0.00',
                  creditmemo_payment: '0.00',
                },
              ]),
            },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this.');
    expect(await screen.findByRole('region', { name: 'Messages' })).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await waitFor(() => expect(within(payments).getAllByRole('row')).toHaveLength(2));
    expect(payments.textContent).toContain('$90.09');
    expect(payments.textContent).toContain('Card');
  });

  it('two services: the customer chooses which next visit brings the bags, then the POST and the toast', async () => {
    const second = {
      ...order(false),
      uuid: 'so2',
      service_address: { address: '7 Oak Ln', city: 'Raleigh', state: 'NC', zip_code: '27603' },
    };
    const { api } = renderTab(false, null, {
      'GET /service-order/': () => ({ status: 200, body: page([order(false), second]) }),
      'POST /service/add_bags/': () => ({ status: 200, body: { detail: 'Bags on the way.' } }),
    });
    const offer = await screen.findByRole('region', { name: 'Doggie bags' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Add 200 bags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add doggie bags?' });
    const buy = within(dialog).getByRole('button', { name: 'Add bags for $8.99' });
    expect(buy.hasAttribute('disabled') || buy.getAttribute('data-disabled') === 'true').toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: /7 Oak Ln, Raleigh, NC 27603/ }));
    expect(dialog.textContent).toContain('the next visit to 7 Oak Ln, Raleigh, NC 27603');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bags for $8.99' }));
    await waitFor(() => expect(toastContents()).toEqual([{ kind: 'success', message: 'Bags on the way.' }]));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { service_order_uuid: 'so2', add_bags: '8.99' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(offer.textContent).toContain('Bags on the way.');
  });

  it('a refused purchase keeps the confirmation open with the error as a toast', async () => {
    renderTab(false, null, {
      'POST /service/add_bags/': () => ({ status: 400, body: { add_bags: ['Doggie bags cost 8.99 (200 bags).'] } }),
    });
    const offer = await screen.findByRole('region', { name: 'Doggie bags' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Add 200 bags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add doggie bags?' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bags for $8.99' }));
    await waitFor(() =>
      expect(toastContents()).toEqual([{ kind: 'error', message: 'add_bags: Doggie bags cost 8.99 (200 bags).' }]),
    );
    expect(screen.getByRole('dialog', { name: 'Add doggie bags?' })).toBeTruthy();
  });
});
