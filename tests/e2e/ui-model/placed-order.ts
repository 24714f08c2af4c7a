// A placed order as checkout leaves it for /doginfo and /registration (the UI model specs of
// dog-info and registration): an enquiry placed through the API with the spec's own email (a visitor's
// order, as tests/e2e/auth.spec.ts 'dog page → registration → login' places it), then the session
// storage checkout writes (acq.order, the visitor key), seeded once per tab so a reload keeps what the
// app itself saved.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from '../support';

export interface PlacedOrder {
  uuid: string;
  email: string;
  userKey: string;
  visitorKey: string;
}

/**
 * An order placed through the API as checkout places it (spec 2 §7), the 201 answer: a visitor's enquiry
 * (POST service-order-enquiry/, is_enquiry), or with `token` a signed-in customer's order (POST
 * service-order/). One of the office's first cleaning days and a sandbox card token, as the form sends.
 */
export async function postOrder(
  request: APIRequestContext,
  email: string,
  { petCount = 2, token }: { petCount?: number; token?: string } = {},
): Promise<APIResponse> {
  const offices = (await (
    await request.get('/api/v1/field-office/?addressable_zip_codes__contains=27601&close=false')
  ).json()) as { results: { uuid: string }[] };
  const office = offices.results[0];
  expect(office).toBeTruthy();
  const card = (await (
    await request.post('/api/v1/sandbox/tokenize/', {
      data: { card_number: '4111111111111111', card_cvv: '123', card_exp_month: '12', card_exp_year: '2031' },
    })
  ).json()) as { id: string };
  const days = (await (
    await request.get(
      `/api/v1/field-office/initial_cleanning_days/?zip_code=27601&franchises_uuid=${office?.uuid ?? ''}`,
    )
  ).json()) as string[];
  // One of the first cleaning days the office offers (the server refuses any other).
  const [m, d, y] = (days[3] ?? '').split('-');
  const r = await request.post(token ? '/api/v1/service-order/' : '/api/v1/service-order-enquiry/', {
    ...(token ? { headers: { Authorization: `token ${token}` } } : {}),
    data: {
      field_office_uuid: office?.uuid,
      service_type: 'residential',
      property_type: 'townhouse',
      frequency: 'weekly',
      pet_count: petCount,
      area_to_clean: ['Back Yard'],
      last_cleaned: 'less_than_2_weeks',
      service_address: { address: '123 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' },
      preferred_start_date: `${y}-${m}-${d}`,
      is_billing_address_same: true,
      first_name: 'Dana',
      last_name: 'Dogowner',
      email,
      phone_numbers: [{ phone: '9195550123', type: 'mobile', primary: true, can_send_sms: true }],
      preferred_contact_methods: ['email'],
      is_authorize_charge_each_month: true,
      is_ternm_accepted: true,
      stax_card_token: card.id,
      ...(token ? {} : { is_enquiry: true }),
      outreach: 'website',
    },
  });
  expect(r.status()).toBe(201);
  return r;
}

/** A visitor's enquiry placed through the API, as checkout would (spec 2 §7): the 201 answer. */
export const postEnquiry = (request: APIRequestContext, email: string, petCount = 2): Promise<APIResponse> =>
  postOrder(request, email, { petCount });

export async function placeEnquiry(request: APIRequestContext, email: string, petCount = 2): Promise<PlacedOrder> {
  const r = await postEnquiry(request, email, petCount);
  const body = (await r.json()) as { uuid: string; user: { key: string | null } };
  return {
    uuid: body.uuid,
    email,
    userKey: body.user.key ?? '',
    visitorKey: r.headers()['x-visitor-key'] ?? '',
  };
}

/** What checkout leaves in the session for the placed order (and, for /registration, the flag). */
export async function seedOrder(
  page: Page,
  order: PlacedOrder,
  opts: { petCount?: number; allowRegistration?: boolean } = {},
): Promise<void> {
  const stored = {
    id: order.uuid,
    is_enquiry: true,
    pet_count: opts.petCount ?? 2,
    email: order.email,
    user_key: order.userKey,
    first_name: 'Dana',
  };
  await page.addInitScript(
    ({ o, key, allow }) => {
      if (sessionStorage.getItem('acq.order')) return;
      sessionStorage.setItem('acq.order', JSON.stringify(o));
      sessionStorage.setItem('visitor_key', key);
      if (allow) sessionStorage.setItem('acq.allow_registration', 'true');
    },
    { o: stored, key: order.visitorKey, allow: opts.allowRegistration ?? false },
  );
}
