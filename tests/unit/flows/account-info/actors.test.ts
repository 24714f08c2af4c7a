// The Account Information tab's actors against a fake fetch (spec 3 §7): which call each save makes
// and with what body, how answers become the machines' results, and the wire → form mappings.
import { afterEach, describe, expect, it } from 'vitest';
import { CancelledError } from '@tanstack/react-query';
import {
  createAccountEditImplementations,
  createAuthorizedUsersImplementations,
  createCommunityImplementations,
  createNotificationImplementations,
} from '../../../../src/flows/account/info/actors';
import { accountToForm, communityToForm, preferencesState } from '../../../../src/flows/account/info/forms-from-api';
import { communityBody } from '../../../../src/flows/account/info/request-bodies';
import { serverFieldErrors } from '../../../../src/flows/account/info/account-edit-context';
import { accountQuery } from '../../../../src/api/account-queries';
import type { components } from '../../../../src/api/schema.gen';
import { accountFormFixture as form, addressFixture as address } from '../../../support/fixtures';
import { fakeApi } from '../../../support/fake-api';
import type { Handler, Routes } from '../../../support/fake-api';
import { closeToasts, toastMessages } from '../../../support/screen-isolation';
import { runActor } from '../../../support/run-actor';

type AccountInfo = components['schemas']['AccountInfo'];

const USER = '9c9c9c9c-4444-4444-8444-444444444444';

const account: AccountInfo = {
  uuid: USER,
  first_name: 'Casey',
  last_name: 'Customer',
  email: 'casey@example.com',
  management_company: null,
  community_name: null,
  community_role: null,
  authorized_users: ['Jamie'],
  emailaddress_set: [
    { email: 'second@example.com', primary: false },
    { email: 'casey@example.com', primary: true },
  ],
  phone_numbers: [{ uuid: 'b0000000-0000-4000-8000-000000000001', phone: '9195550100', type: 'mobile', primary: true }],
  is_email_invoice: true,
  is_print_and_mail_invoices: false,
  invoice_address: null,
  invoice_overdue: false,
  field_office: { uuid: 'fo1', stax_public_apikey: 'sandbox', time_zone: 'America/New_York' },
  stax_customer: null,
  roles: ['customer'],
};

function deps(answer: Handler | Routes, commercial = false) {
  const fake = fakeApi(answer);
  return { fake, deps: { api: fake.client, queryClient: fake.queryClient, user: { uuid: USER, commercial } } };
}

afterEach(closeToasts);

describe('account edit actors', () => {
  it('fetchAccount refetches the account (residential: GET user/me/) as the form', async () => {
    const { fake, deps: d } = deps({ 'GET /user/me/': () => ({ status: 200, body: account }) });
    const { actors } = createAccountEditImplementations(d);
    const out = await runActor(actors.fetchAccount, { commercial: false });
    expect(out).toEqual({
      first_name: 'Casey',
      last_name: 'Customer',
      emails: ['casey@example.com', 'second@example.com'],
      phones: [
        {
          uuid: 'b0000000-0000-4000-8000-000000000001',
          phone: '9195550100',
          type: 'mobile',
          primary: true,
          can_send_sms: false,
        },
      ],
      community_name: '',
      management_company: '',
      community_role: '',
      password: '',
      current_password: '',
      is_email_invoice: true,
      is_print_and_mail_invoices: false,
      invoice_address: null,
      invoice_address_manual: true,
    });
    await runActor(actors.fetchAccount, { commercial: false });
    // Never from the cache: each Edit asks again.
    expect(fake.calls.filter((c) => c.path === '/user/me/')).toHaveLength(2);
  });

  it('fetchAccount sends its own read when a reload of the account sent before the click is in flight', async () => {
    let reads = 0;
    const { fake, deps: d } = deps({
      // The reload a Cancel starts is never answered; the click's read is.
      'GET /user/me/': () => (++reads === 1 ? new Promise<never>(() => undefined) : { status: 200, body: account }),
    });
    const reload = d.queryClient.fetchQuery(accountQuery(d.api, d.user)).catch((e: unknown) => e);
    await expect.poll(() => fake.calls.length).toBe(1);
    const { actors } = createAccountEditImplementations(d);
    const out = await runActor<{ last_name: string }>(actors.fetchAccount, { commercial: false });
    expect(out.last_name).toBe('Customer');
    expect(fake.calls.filter((c) => c.path === '/user/me/')).toHaveLength(2);
    expect(await reload).toBeInstanceOf(CancelledError);
  });

  it("validateAddress posts the invoice purpose and reads is_valid; a failed call is 'not found'", async () => {
    let valid: unknown = { status: 200, body: { is_valid: true } };
    const { fake, deps: d } = deps({ 'POST /service-order/validate_address/': () => valid as { status: number } });
    const { actors } = createAccountEditImplementations(d);
    const input = { field_office_uuid: 'fo1', address: '200 Park Ave, Durham, NC 27701', purpose: 'invoice' };
    expect(await runActor(actors.validateAddress, input)).toBe(true);
    expect(fake.calls[0]?.body).toEqual(input);
    valid = { status: 200, body: { is_valid: false } };
    expect(await runActor(actors.validateAddress, input)).toBe(false);
    valid = { status: 400, body: { address: ['bad'] } };
    expect(await runActor(actors.validateAddress, input)).toBe(false);
  });

  it('saveAccount: residential PATCH user/me/ without the community fields; a refusal is invalid, a 5xx throws', async () => {
    let answer = { status: 200, body: account };
    const { fake, deps: d } = deps({ 'PATCH /user/me/': () => answer });
    const { actors } = createAccountEditImplementations(d);
    const input = { commercial: false, form: { ...form, community_role: 'board_member', community_name: 'x' } };
    expect(await runActor(actors.saveAccount, input)).toEqual({ kind: 'saved' });
    expect(fake.calls[0]?.body).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      phone_numbers: [{ phone: '9195550100', type: 'mobile', primary: true, can_send_sms: true }],
      emailaddress_set: [{ email: 'ann@example.com', primary: true }],
      is_email_invoice: true,
      is_print_and_mail_invoices: false,
    });
    answer = { status: 400, body: { phone_numbers: ['Only one phone number can be primary.'] } } as never;
    expect(await runActor(actors.saveAccount, input)).toEqual({
      kind: 'invalid',
      errors: { phone_numbers: ['Only one phone number can be primary.'] },
    });
    answer = { status: 503, body: {} } as never;
    await expect(runActor(actors.saveAccount, input)).rejects.toThrow('API error 503');
  });

  it('saveAccount: commercial PATCH /crm/commerical-customer/{id}/ with role, name and company', async () => {
    const { fake, deps: d } = deps(
      { [`PATCH /crm/commerical-customer/${USER}/`]: () => ({ status: 200, body: account }) },
      true,
    );
    const { actors } = createAccountEditImplementations(d);
    const commercialForm = {
      ...form,
      community_name: 'Oak',
      management_company: 'Acme',
      community_role: 'board_member',
    };
    expect(await runActor(actors.saveAccount, { commercial: true, form: commercialForm })).toEqual({ kind: 'saved' });
    expect(fake.calls[0]?.body).toMatchObject({
      community_name: 'Oak',
      management_company: 'Acme',
      community_role: 'board_member',
    });
    // A role outside the contract's is not sent.
    await runActor(actors.saveAccount, { commercial: true, form: { ...commercialForm, community_role: 'mayor' } });
    expect(fake.calls[1]?.body).not.toHaveProperty('community_role');
  });

  it('notifyErrors shows the first error only (spec 3 §8); notifySaved the success toast', () => {
    const { deps: d } = deps({});
    const { actions } = createAccountEditImplementations(d);
    actions.notifyErrors(undefined, { error: { first_name: ['Too long'], last_name: ['Too long'] } });
    expect(toastMessages()).toEqual(['first_name: Too long']);
    actions.notifySaved();
    expect(toastMessages()).toContain('Data was saved successfully');
  });
});

describe('the other savers', () => {
  it('saveUsers sends the names and emails to the account (commercial: its own path)', async () => {
    const { fake, deps: d } = deps(
      { [`PATCH /crm/commerical-customer/${USER}/`]: () => ({ status: 200, body: account }) },
      true,
    );
    const { actors } = createAuthorizedUsersImplementations(d);
    const input = { authorized_users_list: ['Guest'], emailaddress_set: [{ email: 'm@example.com', primary: true }] };
    expect(await runActor(actors.saveUsers, input)).toEqual({ kind: 'saved' });
    expect(fake.calls[0]?.body).toEqual(input);
  });

  it('savePreferences: PATCH the list, then PUT each changed community; stops at the first refusal', async () => {
    const { fake, deps: d } = deps({
      'PATCH /notification-preference/': () => ({ status: 200, body: [] }),
      'PUT /crm/commercial-community/c1/': () => ({ status: 200, body: {} }),
      'PUT /crm/commercial-community/c2/': () => ({ status: 403, body: { detail: 'Not yours.' } }),
    });
    const { actors } = createNotificationImplementations(d);
    const guest = (uuid: string) => ({ uuid, guest_notification_service: { email: true, text: true } });
    expect(
      await runActor(actors.savePreferences, {
        preferences: [{ uuid: 'n1', email: true, text: false }],
        guests: [guest('c1')],
      }),
    ).toEqual({ kind: 'saved' });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /notification-preference/',
      'PUT /crm/commercial-community/c1/',
    ]);
    expect(fake.calls[1]?.body).toEqual(guest('c1'));
    expect(await runActor(actors.savePreferences, { preferences: null, guests: [guest('c2'), guest('c1')] })).toEqual({
      kind: 'invalid',
      errors: { detail: 'Not yours.' },
    });
    expect(fake.calls).toHaveLength(3);
  });

  it('saveCommunity: PUT with the contract’s house types and range, the map only when given', async () => {
    const { fake, deps: d } = deps({ 'PUT /crm/commercial-community/cm1/': () => ({ status: 200, body: {} }) });
    const { actors } = createCommunityImplementations(d);
    const input = { uuid: 'cm1', properties_in_community: ['condo'], home_count: '1-100', address };
    expect(await runActor(actors.saveCommunity, input)).toEqual({ kind: 'saved' });
    expect(fake.calls[0]?.body).toEqual(input);
    expect(
      communityBody({
        ...input,
        properties_in_community: ['condo', 'castle'],
        home_count: '',
        address: null,
        community_boundary_map: 'data:x',
      }),
    ).toEqual({ uuid: 'cm1', properties_in_community: ['condo'], community_boundary_map: 'data:x' });
  });
});

describe('mappings', () => {
  it('communityToForm: an empty house-type list opens with one entry; no range is ""', () => {
    expect(
      communityToForm({
        uuid: 'cm1',
        properties_in_community: [],
        home_count: null,
        community_boundary_map: null,
        address: null,
        guest_notification_service: { email: true, text: false },
      }),
    ).toEqual({ uuid: 'cm1', properties_in_community: [''], home_count: '', address: null });
  });

  it('accountToForm: an account with no email list uses its login email; a commercial role is kept', () => {
    expect(accountToForm({ ...account, emailaddress_set: [], community_role: 'board_member' })).toMatchObject({
      emails: ['casey@example.com'],
      community_role: 'board_member',
    });
  });

  it("serverFieldErrors: the API's names as the form's paths", () => {
    expect(
      serverFieldErrors({
        first_name: ['Too long'],
        emailaddress_set: [{}, { email: ['Enter a valid email address.'] }],
        phone_numbers: [{ phone: ['Ten digits.'] }],
        invoice_address: { zip_code: ['Bad ZIP'] },
        non_field_errors: ['Nope'],
      }),
    ).toEqual({
      first_name: 'Too long',
      'emails.1': 'Enter a valid email address.',
      'phones.0.phone': 'Ten digits.',
      'invoice_address.zip_code': 'Bad ZIP',
      non_field_errors: 'Nope',
    });
    expect(serverFieldErrors('oops')).toEqual({});
  });

  it('preferencesState: rows in the spec’s order with the domain’s labels; guests from the communities', () => {
    const row = (uuid: string, type: components['schemas']['NotificationType']) => ({
      uuid,
      type,
      type_display: 'server label',
      email: true,
      text: false,
    });
    const state = preferencesState(
      [row('b', 'billing_notifications'), row('a', 'technician_assigned')],
      [
        {
          uuid: 'c1',
          community_name: 'Oak Hollow',
          properties_in_community: [],
          home_count: null,
          community_boundary_map: null,
          address: null,
          guest_notification_service: { email: true, text: true },
        },
      ],
    );
    expect(state.preferences.map((p) => p.label)).toEqual(['Technician Assigned', 'Billing Notifications']);
    expect(state.guests).toEqual([{ uuid: 'c1', name: 'Oak Hollow', email: true, text: true }]);
  });
});
