/**
 * One tab of the account page over the fake API, as the account page mounts it: the signed-in
 * customer Casey (uuid u1) and a nav whose `go` is a spy.
 *
 *   const { api, go } = renderAccountTab(MessagesTab, { tab: 6, ticket: UUID }, routes)
 *   accountMe({ overdue_days: 3 })   // GET /user/me/ of that customer, with overrides
 */
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { AccountNav, AccountSearch, AccountUserProps } from '../../src/flows/account/account-nav';
import { fakeApi } from './fake-api';
import type { Routes } from './fake-api';

/** The account GET /user/me/ answers for Casey, a residential customer in good standing. */
export const accountMe = (over: Record<string, unknown> = {}) => ({
  uuid: 'u1',
  first_name: 'Casey',
  last_name: 'Customer',
  email: 'customer@example.com',
  authorized_users: [],
  emailaddress_set: [{ email: 'customer@example.com', primary: true }],
  phone_numbers: [],
  is_email_invoice: true,
  is_print_and_mail_invoices: false,
  invoice_address: null,
  invoice_overdue: false,
  overdue_days: null,
  referral_code: null,
  field_office: { uuid: 'fo1', stax_public_apikey: 'sandbox', time_zone: 'America/New_York' },
  stax_customer: null,
  roles: ['customer'],
  ...over,
});

export function renderAccountTab(
  Tab: ComponentType<{ user: AccountUserProps; nav: AccountNav }>,
  search: AccountSearch,
  routes: Routes,
  commercial = false,
) {
  const go = vi.fn();
  const api = fakeApi(routes);
  api.render(<Tab user={{ uuid: 'u1', commercial, firstName: 'Casey' }} nav={{ search, go }} />);
  return { api, go };
}
