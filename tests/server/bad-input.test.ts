// Bad input never gets a 5xx: for each class of write operation, at least 1,000 random or malformed
// bodies (random JSON, mutated valid bodies, broken JSON text). Own seeded database (support.ts).
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closeWorld, contractProblem, getWorld, login, newCustomer, orderBody, DEMO_OFFICE } from './support';
import { API_BASE } from '../../server/app';

interface Target { method: string; path: string; valid: Record<string, unknown> | unknown[]; auth: boolean }

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 1000);
const UUID = '00000000-0000-4000-8000-000000000000';

async function classes(): Promise<Record<string, Target[]>> {
  const c = await newCustomer();
  const addr = { address: '1 A St, Raleigh, NC 27601', city: 'Raleigh', state: 'NC', zip_code: '27601' };
  return {
    auth: [
      { method: 'POST', path: '/auth/login/', valid: { email: c.email, password: 'Password1', is_crm: false }, auth: false },
      { method: 'POST', path: '/auth/registration/', valid: { email: 'x@example.com', password1: 'Password1', password2: 'Password1', role: 'customer' }, auth: false },
      { method: 'POST', path: '/auth/password/reset-custom/', valid: { email: c.email, is_crm: false }, auth: false },
      { method: 'POST', path: '/auth/password/reset/confirm/', valid: { new_password1: 'Password1', new_password2: 'Password1', token: 'abc', uid: 'abc' }, auth: false },
      { method: 'POST', path: '/auth/password/change/', valid: { new_password1: 'Password1', new_password2: 'Password1' }, auth: true },
    ],
    quote: [
      { method: 'POST', path: '/pricing-calculator/', valid: { field_office_uuid: DEMO_OFFICE, frequency: 'weekly', property_type: 'townhouse', pet_count: 1, coupon_code: 'SAVE5', areas_to_clean: ['A', 'B'], is_prepaid: true, prepay_months: 6 }, auth: false },
      { method: 'POST', path: '/service-order/validate_address/', valid: { field_office_uuid: DEMO_OFFICE, address: '1 A St, Raleigh, NC 27601' }, auth: false },
      { method: 'POST', path: '/sandbox/tokenize/', valid: { card_number: '4111111111111111', card_cvv: '123', card_exp_month: '12', card_exp_year: '2035' }, auth: false },
      { method: 'POST', path: '/non-serviceable-enquiry/', valid: { email: 'n@example.com', zip_code: '99999', scorpion_id: null }, auth: false },
    ],
    leads: [
      { method: 'POST', path: '/crm/lead-user/', valid: { zip_code: '27601', emailaddress_set: [{ email: 'l@example.com', primary: true }], lead_stage: 'new', outreach: 'website', hear_about_us: ['Truck'], email: 'l@example.com', role: ['lead'], field_office_uuid: DEMO_OFFICE }, auth: false },
      { method: 'PATCH', path: `/crm/lead-user/${UUID}/`, valid: { first_name: 'A' }, auth: false },
      { method: 'POST', path: '/commercial-quote/', valid: { outreach: 'website', email_address: 'q@example.com', zip_code: '78701', field_office_uuid: DEMO_OFFICE, hear_about_us: [] }, auth: false },
      { method: 'POST', path: '/commercial-proposal/', valid: { proposal_status: 'enquiry', commercial_quote_uuid: UUID, proposal_date: null }, auth: false },
      { method: 'POST', path: '/inner-proposal/', valid: { proposal_uuid: UUID, line_items: [] }, auth: false },
      { method: 'POST', path: '/proposal-line-item/', valid: { inner_proposal_uuid: UUID, item_type: 'service', item: 'common_area_cleaning' }, auth: false },
    ],
    orders: [
      { method: 'POST', path: '/service-order/', valid: orderBody(c.email, {}, 'sandbox_pm_x'), auth: true },
      { method: 'POST', path: '/service-order-enquiry/', valid: orderBody('e@example.com', {}, 'sandbox_pm_x'), auth: false },
      { method: 'PATCH', path: `/service-order/${c.orderUuid}/`, valid: { frequency: 'monthly', pets: [{ name: 'A' }] }, auth: true },
      { method: 'PATCH', path: `/service-order-enquiry/${UUID}/`, valid: { is_dogs_outside: true }, auth: false },
    ],
    account: [
      { method: 'PATCH', path: '/user/me/', valid: { first_name: 'A', phone_numbers: [{ phone: '9195550100', type: 'mobile', primary: true }] }, auth: true },
      { method: 'POST', path: '/pet/', valid: { name: 'A', service_order_uuid: c.orderUuid }, auth: true },
      { method: 'POST', path: '/service-pause/', valid: { service_order_uuid: c.orderUuid, understand_pause_func: true, pause_from: '2031-01-01', pause_to: null, suspend_until_manual: true }, auth: true },
      { method: 'POST', path: '/service/add_bags/', valid: { service_order_uuid: c.orderUuid, add_bags: '8.99' }, auth: true },
      { method: 'PATCH', path: '/notification-preference/', valid: [{ uuid: UUID, email: true }], auth: true },
      { method: 'PATCH', path: `/crm/commerical-customer/${c.userUuid}/`, valid: { community_name: 'A' }, auth: true },
    ],
    billing: [
      { method: 'POST', path: '/user-billing-info/', valid: { user_uuid: c.userUuid, address: addr, stax_card_token: 'x', card_holder_name: 'A' }, auth: true },
      { method: 'PATCH', path: `/user-billing-info/${UUID}/`, valid: { card_holder_name: 'A' }, auth: true },
      { method: 'POST', path: '/crm/payment/link-payment/', valid: { total: '1.00', invoice_uuid: UUID, stax_card_token: 'x', save_card: false, card_holder_name: 'A', address: { address: '1 A', city: 'R', state: 'NC', zip_code: '27601' } }, auth: false },
    ],
    messages: [
      { method: 'POST', path: '/message/', valid: { reason: 'other', title: 'A', message: 'B' }, auth: true },
      { method: 'POST', path: '/message-reply/', valid: { message: 'A', parent_uuid: UUID }, auth: true },
      { method: 'PATCH', path: `/message/${UUID}/`, valid: { read_by_customer: true }, auth: true },
    ],
  };
}

const json = fc.jsonValue({ maxDepth: 3 });
/** A valid body with some fields replaced by random JSON, some removed and some added. */
const mutated = (valid: Target['valid']) =>
  Array.isArray(valid)
    ? fc.array(fc.oneof(json, fc.dictionary(fc.constantFrom('uuid', 'email', 'text', 'type', 'x'), json)), { maxLength: 3 })
    : fc.record({ replace: fc.dictionary(fc.constantFrom(...Object.keys(valid), 'extra', '__proto__', 'constructor'), json), drop: fc.subarray(Object.keys(valid)) })
        .map(({ replace, drop }) => {
          const out: Record<string, unknown> = { ...valid };
          for (const k of drop) delete out[k];
          for (const [k, v] of Object.entries(replace)) out[k] = v;
          return out;
        });

afterAll(closeWorld);

describe('bad input never answers 5xx', () => {
  it('≥1,000 random or malformed bodies per class of write operation', async () => {
    const { app } = await getWorld();
    const token = await login('customer@example.com');
    const targets = await classes();
    const statuses: Record<string, Record<number, number>> = {};
    for (const [cls, list] of Object.entries(targets)) {
      statuses[cls] = {};
      const body = fc.integer({ min: 0, max: list.length - 1 }).chain((i) => {
        const t = list[i] as Target;
        return fc.tuple(fc.constant(t), fc.oneof(
          { weight: 4, arbitrary: mutated(t.valid).map((v) => JSON.stringify(v)) },
          { weight: 2, arbitrary: json.map((v) => JSON.stringify(v)) },
          { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
          { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"x":1}}', '\u0000', '{"email":"a@b.c"}'.repeat(3)) },
        ));
      });
      await fc.assert(
        fc.asyncProperty(body, async ([t, raw]) => {
          const res = await app.request(`${API_BASE}${t.path}`, { method: t.method, body: raw, headers: { 'content-type': 'application/json', ...(t.auth ? { authorization: `token ${token}` } : {}) } });
          const counts = statuses[cls] as Record<number, number>;
          counts[res.status] = (counts[res.status] ?? 0) + 1;
          const text = await res.text();
          expect(res.status, `${t.method} ${t.path} ${raw.slice(0, 200)} → ${text}`).toBeLessThan(500);
          // The answer (usually a DRF-shaped 400) also conforms to the contract.
          const problem = res.status === 413 ? null : contractProblem(t.method, t.path, res.status, res.headers.get('content-type') ?? '', text);
          expect(problem, `${t.method} ${t.path} ${raw.slice(0, 200)} → ${res.status} ${text}`).toBeNull();
        }),
        { numRuns: RUNS },
      );
    }
    console.log('bad-input statuses per class:', JSON.stringify(statuses));
    for (const counts of Object.values(statuses)) expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(RUNS);
  }, 170_000);
});
