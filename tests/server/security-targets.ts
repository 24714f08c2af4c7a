// The write operations of the contract with a valid body each, grouped by class: the table both
// fuzz suites (bad-input.test.ts, security-fuzz.test.ts) send their malformed input to.
import { DEMO_OFFICE, newCustomer, orderBody } from './support';

export interface Target {
  method: string;
  path: string;
  valid: Record<string, unknown> | unknown[];
  auth: boolean;
}

export const UUID = '00000000-0000-4000-8000-000000000000';

/** `c` is the customer whose order and account the signed-in targets use. */
export async function classes(
  c: { orderUuid: string; userUuid: string; email: string } | null = null,
): Promise<Record<string, Target[]>> {
  c ??= await newCustomer();
  const addr = { address: '1 A St, Raleigh, NC 27601', city: 'Raleigh', state: 'NC', zip_code: '27601' };
  return {
    auth: [
      {
        method: 'POST',
        path: '/auth/login/',
        valid: { email: c.email, password: 'Password1', is_crm: false },
        auth: false,
      },
      {
        method: 'POST',
        path: '/auth/registration/',
        valid: { email: 'x@example.com', password1: 'Password1', password2: 'Password1', role: 'customer' },
        auth: false,
      },
      { method: 'POST', path: '/auth/password/reset-custom/', valid: { email: c.email, is_crm: false }, auth: false },
      {
        method: 'POST',
        path: '/auth/password/reset/confirm/',
        valid: { new_password1: 'Password1', new_password2: 'Password1', token: 'abc', uid: 'abc' },
        auth: false,
      },
      {
        method: 'POST',
        path: '/auth/password/change/',
        valid: { new_password1: 'Password1', new_password2: 'Password1', old_password: 'Password1' },
        auth: true,
      },
    ],
    quote: [
      {
        method: 'POST',
        path: '/pricing-calculator/',
        valid: {
          field_office_uuid: DEMO_OFFICE,
          frequency: 'weekly',
          property_type: 'townhouse',
          pet_count: 1,
          coupon_code: 'SAVE5',
          areas_to_clean: ['A', 'B'],
          is_prepaid: true,
          prepay_months: 6,
        },
        auth: false,
      },
      {
        method: 'POST',
        path: '/service-order/validate_address/',
        valid: { field_office_uuid: DEMO_OFFICE, address: '1 A St, Raleigh, NC 27601' },
        auth: false,
      },
      {
        method: 'POST',
        path: '/sandbox/tokenize/',
        valid: { card_number: '4111111111111111', card_cvv: '123', card_exp_month: '12', card_exp_year: '2035' },
        auth: false,
      },
      {
        method: 'POST',
        path: '/non-serviceable-enquiry/',
        valid: { email: 'n@example.com', zip_code: '99999', scorpion_id: null },
        auth: false,
      },
    ],
    leads: [
      {
        method: 'POST',
        path: '/crm/lead-user/',
        valid: {
          zip_code: '27601',
          emailaddress_set: [{ email: 'l@example.com', primary: true }],
          lead_stage: 'new',
          outreach: 'website',
          hear_about_us: ['Truck'],
          email: 'l@example.com',
          role: ['lead'],
          field_office_uuid: DEMO_OFFICE,
        },
        auth: false,
      },
      { method: 'PATCH', path: `/crm/lead-user/${UUID}/`, valid: { first_name: 'A' }, auth: false },
      {
        method: 'POST',
        path: '/commercial-quote/',
        valid: {
          outreach: 'website',
          email_address: 'q@example.com',
          zip_code: '78701',
          field_office_uuid: DEMO_OFFICE,
          hear_about_us: [],
        },
        auth: false,
      },
      {
        method: 'PATCH',
        path: `/commercial-quote/${UUID}/`,
        valid: { first_name: 'A', last_name: 'C', email_address: 'q@example.com', community_name: 'B' },
        auth: false,
      },
      {
        method: 'POST',
        path: '/commercial-proposal/',
        valid: { proposal_status: 'enquiry', commercial_quote_uuid: UUID, proposal_date: null },
        auth: false,
      },
      { method: 'PATCH', path: `/commercial-proposal/${UUID}/`, valid: { proposal_status: 'enquiry' }, auth: false },
      { method: 'POST', path: '/inner-proposal/', valid: { proposal_uuid: UUID, line_items: [] }, auth: false },
      { method: 'PATCH', path: `/inner-proposal/${UUID}/`, valid: { line_items: [UUID] }, auth: false },
      {
        method: 'POST',
        path: '/proposal-line-item/',
        valid: { inner_proposal_uuid: UUID, item_type: 'service', item: 'common_area_cleaning' },
        auth: false,
      },
      // Returning visitors: a draft of the lead's flow, its mailed link, and the link opened or sent again.
      {
        method: 'PUT',
        path: '/resume/draft/',
        valid: { flow: 'quote', record_uuid: UUID, step: 'quote', answers: {}, price: null },
        auth: false,
      },
      {
        method: 'POST',
        path: '/resume/email/',
        valid: { flow: 'quote', record_uuid: UUID, step: 'quote', answers: {}, price: null },
        auth: false,
      },
      {
        method: 'POST',
        path: '/resume/request/',
        valid: { email: 'r@example.com', flow: 'quote', field_office_uuid: DEMO_OFFICE, zip_code: '27601' },
        auth: false,
      },
      { method: 'POST', path: '/resume/open/', valid: { token: 'abc' }, auth: false },
      { method: 'POST', path: '/resume/resend/', valid: { token: 'abc' }, auth: false },
    ],
    orders: [
      { method: 'POST', path: '/service-order/', valid: orderBody(c.email, {}, 'sandbox_pm_x'), auth: true },
      {
        method: 'POST',
        path: '/service-order-enquiry/',
        valid: orderBody('e@example.com', {}, 'sandbox_pm_x'),
        auth: false,
      },
      {
        method: 'PATCH',
        path: `/service-order/${c.orderUuid}/`,
        valid: { frequency: 'monthly', pets: [{ name: 'A' }] },
        auth: true,
      },
      { method: 'PATCH', path: `/service-order-enquiry/${UUID}/`, valid: { is_dogs_outside: true }, auth: false },
    ],
    account: [
      {
        method: 'PATCH',
        path: '/user/me/',
        valid: { first_name: 'A', phone_numbers: [{ phone: '9195550100', type: 'mobile', primary: true }] },
        auth: true,
      },
      { method: 'POST', path: '/pet/', valid: { name: 'A', service_order_uuid: c.orderUuid }, auth: true },
      { method: 'PATCH', path: `/pet/${UUID}/`, valid: { name: 'A' }, auth: true },
      { method: 'DELETE', path: `/pet/${UUID}/`, valid: {}, auth: true },
      {
        method: 'PUT',
        path: `/crm/commercial-community/${UUID}/`,
        valid: { uuid: UUID, home_count: '1-100' },
        auth: true,
      },
      { method: 'PATCH', path: `/service/${UUID}/`, valid: { rating: 4.5, comment: 'A' }, auth: true },
      { method: 'DELETE', path: `/service-pause/${UUID}/`, valid: {}, auth: true },
      {
        method: 'POST',
        path: '/service-pause/',
        valid: {
          service_order_uuid: c.orderUuid,
          understand_pause_func: true,
          pause_from: '2031-01-01',
          pause_to: null,
          suspend_until_manual: true,
        },
        auth: true,
      },
      {
        method: 'POST',
        path: '/service/add_bags/',
        valid: { service_order_uuid: c.orderUuid, add_bags: '8.99' },
        auth: true,
      },
      { method: 'PATCH', path: '/notification-preference/', valid: [{ uuid: UUID, email: true }], auth: true },
      { method: 'PATCH', path: `/crm/commerical-customer/${c.userUuid}/`, valid: { community_name: 'A' }, auth: true },
    ],
    billing: [
      {
        method: 'POST',
        path: '/user-billing-info/',
        valid: { user_uuid: c.userUuid, address: addr, stax_card_token: 'x', card_holder_name: 'A' },
        auth: true,
      },
      { method: 'PATCH', path: `/user-billing-info/${UUID}/`, valid: { card_holder_name: 'A' }, auth: true },
      { method: 'DELETE', path: `/user-billing-info/${UUID}/`, valid: {}, auth: true },
      {
        method: 'POST',
        path: '/crm/payment/link-payment/',
        valid: {
          total: '1.00',
          invoice_uuid: UUID,
          stax_card_token: 'x',
          save_card: false,
          card_holder_name: 'A',
          address: { address: '1 A', city: 'R', state: 'NC', zip_code: '27601' },
        },
        auth: false,
      },
    ],
    messages: [
      { method: 'POST', path: '/message/', valid: { reason: 'other', title: 'A', message: 'B' }, auth: true },
      { method: 'POST', path: '/message-reply/', valid: { message: 'A', parent_uuid: UUID }, auth: true },
      { method: 'PATCH', path: `/message/${UUID}/`, valid: { read_by_customer: true }, auth: true },
    ],
  };
}
