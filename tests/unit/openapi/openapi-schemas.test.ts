import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadDocument } from './openapi-document';

// The reference server validates requests (and its tests validate responses) against these schemas with
// Ajv. This suite compiles every component schema with Ajv's JSON Schema 2020-12 dialect in strict mode
// (so an unknown keyword or a broken $ref fails here, not in the server) and checks the rules a server
// relies on: unknown request fields rejected, money format, required fields, conditional requirements.
const doc = loadDocument();
const ROOT_ID = 'https://contract.local/openapi';

function buildAjv() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  // Component schemas refer to each other as '#/components/schemas/X'; under $defs Ajv resolves them.
  const text = JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/');
  ajv.addSchema({ $id: ROOT_ID, $defs: JSON.parse(text) as Record<string, unknown> });
  return ajv;
}
const ajv = buildAjv();

function validator(name: string) {
  const validate = ajv.getSchema(`${ROOT_ID}#/$defs/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate;
}
function errorsOf(name: string, value: unknown): string[] {
  const validate = validator(name);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

const OFFICE = '6f1c1f3e-8a4b-4c55-9a62-0d2f7f1c0a01';
const ADDON = '0b9c3a52-5d2e-4a7e-9f5e-7c7a1b2d3e4f';

/** A weekly quote on a small detached lot with 2 dogs, two areas, a recurring add-on and an initial cleanup. */
const CALCULATED_PRICE = {
  service_base_price: '20.00',
  cleaning_areas: {
    items: [
      { area: 'Back Yard', price: '0.00' },
      { area: 'Front Yard', price: '3.00' },
    ],
    total_price: '3.00',
  },
  recurring_add_ons: {
    recurring_addon_items: [{ type: 'add_on', name: 'Deodorizer', price: '10.00' }],
    total_recurring_addon_cost: '10.00',
  },
  frequency: 'weekly',
  total_price_per_service: '33.00',
  is_prepaid: false,
  prepay_months: null,
  prepay_price: {
    six_months: {
      savings: '42.90',
      total_price_per_service: '858.00',
      total_price_for_first_visit: '845.10',
      price_after_discount: '815.10',
      months: 6,
      visits: 26,
    },
    twelve_months: {
      savings: '171.60',
      total_price_per_service: '1716.00',
      total_price_for_first_visit: '1574.40',
      price_after_discount: '1544.40',
      months: 12,
      visits: 52,
    },
  },
  prepay_savings: '0.00',
  prepay_price_after_coupon_discount: '0.00',
  prepay_tax: '0.00',
  net_payable_prepay_amount: '0.00',
  prepay_for_year: false,
  one_time_charges: {
    one_time_items: [{ type: 'last_clean', name: '2 to 6 weeks', price: '30.00' }],
    total_one_time_charge: '30.00',
    total_one_time_charge_before_coupon: '30.00',
  },
  total_price_for_first_visit: '63.00',
  coupon: { coupon_applied: false, coupon_code: null, savings: '0.00' },
  property_type: 'single_family_small',
  pet_count: 2,
};

const ADDRESS = { address: '100 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };

const ORDER = {
  field_office_uuid: OFFICE,
  service_type: 'residential',
  property_type: 'single_family_small',
  frequency: 'weekly',
  service_add_ons: [{ add_on_uuid: ADDON, add_on_name: 'Deodorizer', is_recurring: true }],
  pet_count: 2,
  pets: [{ name: 'Rex' }, { name: 'Bella' }],
  area_to_clean: ['Back Yard'],
  last_cleaned: '1-2_months',
  service_address: { ...ADDRESS, geo_location: { latitude: 35.78, longitude: -78.64 } },
  billing_address: ADDRESS,
  preferred_start_date: '2026-12-01',
  is_billing_address_same: true,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_numbers: [{ phone: '9195550100', type: 'mobile', primary: true, can_send_sms: true }],
  preferred_contact_methods: ['email', 'text'],
  is_prepaid: false,
  prepay_months: null,
  coupon_code: null,
  service_zipcode: '27601',
  is_authorize_charge_each_month: true,
  is_ternm_accepted: true,
  hear_about_us: ['Yard Sign'],
  stax_card_token: 'tok_123',
};

describe('component schemas (Ajv 2020-12, strict)', () => {
  it('compiles every component schema', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names.length).toBeGreaterThan(100);
    for (const name of names) expect(() => validator(name), name).not.toThrow();
  });

  it('Money is a two-decimal string', () => {
    for (const ok of ['0.00', '12.50', '-3.25', '1544.40']) expect(errorsOf('Money', ok), ok).toEqual([]);
    for (const bad of ['12.5', '12', 12.5, '1,234.00', '$1.00', ''])
      expect(errorsOf('Money', bad).length, String(bad)).toBeGreaterThan(0);
  });

  it('accepts a full CalculatedPrice and rejects one missing a nested total', () => {
    expect(errorsOf('CalculatedPrice', CALCULATED_PRICE)).toEqual([]);
    const { total_price: _dropped, ...areasWithoutTotal } = CALCULATED_PRICE.cleaning_areas;
    expect(errorsOf('CalculatedPrice', { ...CALCULATED_PRICE, cleaning_areas: areasWithoutTotal })).toEqual([
      "/cleaning_areas must have required property 'total_price'",
    ]);
    expect(errorsOf('CalculatedPrice', { ...CALCULATED_PRICE, prepay_price: null })).toEqual([]);
    expect(errorsOf('CalculatedPrice', { ...CALCULATED_PRICE, total_price_per_service: 33 }).length).toBeGreaterThan(0);
  });

  it('pricing-calculator request: last_cleaned is required only for once', () => {
    const quote = { field_office_uuid: OFFICE, frequency: 'weekly', property_type: 'townhouse', pet_count: 1 };
    expect(errorsOf('PricingCalculatorRequest', quote)).toEqual([]);
    expect(errorsOf('PricingCalculatorRequest', { ...quote, frequency: 'once' })).toContain(
      " must have required property 'last_cleaned'",
    );
    expect(errorsOf('PricingCalculatorRequest', { ...quote, frequency: 'once', last_cleaned: '2-3_weeks' })).toEqual(
      [],
    );
    expect(errorsOf('PricingCalculatorRequest', { ...quote, frequency: 'fortnightly' }).length).toBeGreaterThan(0);
    // The quote selections of spec 1 §3, sent whole, are a valid request.
    const selections = {
      field_office_uuid: OFFICE,
      frequency: 'bi_monthly',
      property_type: 'single_family_large',
      pet_count: 4,
      extra_pet_count: 5,
      is_extra_pet: true,
      last_cleaned: '2_months_or_more',
      prepay_for_year: false,
      areas_to_clean: ['Back Yard', 'Other'],
      add_ons: [{ uuid: ADDON, is_recurring: false, name: 'Patio wash' }],
      cleaning_notes: 'Gate code 1234',
      disposal_location: 'Trash can by the garage',
      coupon_code: 'WELCOME10',
      is_prepaid: true,
      prepay_months: 12,
      zipcode: '27601',
      address: null,
    };
    expect(errorsOf('PricingCalculatorRequest', selections)).toEqual([]);
    expect(errorsOf('PricingCalculatorRequest', { ...selections, prepay_months: 3 }).length).toBeGreaterThan(0);
    expect(errorsOf('PricingCalculatorRequest', { ...selections, extra_pet_count: 3 }).length).toBeGreaterThan(0);
  });

  it('request bodies reject unknown fields (additionalProperties: false)', () => {
    expect(errorsOf('ServiceOrderCreateRequest', ORDER)).toEqual([]);
    expect(errorsOf('ServiceOrderEnquiryCreateRequest', { ...ORDER, is_enquiry: true, outreach: 'website' })).toEqual(
      [],
    );
    expect(errorsOf('ServiceOrderCreateRequest', { ...ORDER, is_terms_accepted: true })).toEqual([
      ' must NOT have additional properties',
    ]);
    expect(errorsOf('LoginRequest', { email: 'a@example.com', password: 'x', remember: true })).toEqual([
      ' must NOT have additional properties',
    ]);
  });

  it('the order requires the spec-validated fields, spelled as the spec spells them', () => {
    const { is_ternm_accepted: _t, stax_card_token: _s, ...rest } = ORDER;
    expect(errorsOf('ServiceOrderCreateRequest', rest).sort()).toEqual([
      " must have required property 'is_ternm_accepted'",
      " must have required property 'stax_card_token'",
    ]);
    expect(errorsOf('ServiceOrderCreateRequest', { ...ORDER, is_ternm_accepted: false }).length).toBeGreaterThan(0);
    expect(
      errorsOf('ServiceOrderCreateRequest', {
        ...ORDER,
        phone_numbers: [{ phone: '919555', type: 'mobile', primary: true }],
      }).length,
    ).toBeGreaterThan(0);
  });

  it('conditional requirements: billing address, last cleaned, pause end, ticket close', () => {
    const { billing_address: _b, ...withoutBilling } = ORDER;
    expect(errorsOf('ServiceOrderCreateRequest', withoutBilling)).toEqual([]);
    expect(errorsOf('ServiceOrderCreateRequest', { ...withoutBilling, is_billing_address_same: false })).toContain(
      " must have required property 'billing_address'",
    );
    const { last_cleaned: _l, ...withoutLastCleaned } = ORDER;
    expect(errorsOf('ServiceOrderCreateRequest', withoutLastCleaned)).toEqual([]);
    expect(errorsOf('ServiceOrderEnquiryCreateRequest', { ...withoutLastCleaned, frequency: 'once' })).toContain(
      " must have required property 'last_cleaned'",
    );

    const pause = {
      service_order_uuid: OFFICE,
      understand_pause_func: true,
      pause_from: '2026-12-01',
      pause_to: '2026-12-15',
      suspend_until_manual: false,
    };
    expect(errorsOf('ServicePauseCreateRequest', pause)).toEqual([]);
    expect(errorsOf('ServicePauseCreateRequest', { ...pause, pause_to: null }).length).toBeGreaterThan(0);
    expect(errorsOf('ServicePauseCreateRequest', { ...pause, pause_to: null, suspend_until_manual: true })).toEqual([]);
    expect(errorsOf('ServicePauseCreateRequest', { ...pause, understand_pause_func: false }).length).toBeGreaterThan(0);

    expect(errorsOf('MessageUpdateRequest', { read_by_customer: true })).toEqual([]);
    expect(errorsOf('MessageUpdateRequest', { status: 'closed', satisfaction: 'happy' })).toEqual([]);
    expect(errorsOf('MessageUpdateRequest', { status: 'closed' })).toContain(
      " must have required property 'satisfaction'",
    );
  });

  it('passwords: the schema bounds the length; the rule is checked by the operations in the forms’ words', () => {
    // The rule itself lives on the field shelf (machines/shared/fields.ts, tested in
    // tests/machines/shared-fields.test.ts; the server suites check the operations answer with it).
    expect(errorsOf('NewPassword', 'Password1')).toEqual([]);
    expect(errorsOf('NewPassword', `P1${'a'.repeat(127)}`).length).toBeGreaterThan(0);
    expect(errorsOf('AccountPassword', 'Password1')).toEqual([]);
    expect(errorsOf('AccountPassword', `P1${'a'.repeat(127)}`).length).toBeGreaterThan(0);
    expect(
      errorsOf('RegistrationRequest', {
        email: 'c@example.com',
        password1: 'Password1',
        password2: 'Password1',
        role: 'commercial_lead',
      }),
    ).toEqual([]);
  });

  it('spec-optional request fields stay optional', () => {
    expect(
      errorsOf('LeadCreateRequest', {
        zip_code: '27601',
        emailaddress_set: [{ email: 'lead@example.com', primary: true }],
        lead_stage: 'new',
        outreach: 'website',
        hear_about_us: ['Truck'],
        email: 'lead@example.com',
        role: ['lead'],
        field_office_uuid: OFFICE,
      }),
    ).toEqual([]);
    expect(errorsOf('NonServiceableEnquiryRequest', { email: 'x@example.com', zip_code: '30301' })).toEqual([]);
    expect(
      errorsOf('AccountUpdateRequest', {
        authorized_users_list: ['Sam'],
        emailaddress_set: [{ email: 'a@example.com', primary: true }],
      }),
    ).toEqual([]);
    // The quote update takes the plain quote payload, or the enquiry (which then needs step 1's names and email).
    expect(
      errorsOf('CommercialEnquiryRequest', {
        outreach: 'website',
        email_address: 'hoa@example.com',
        zip_code: '27601',
        hear_about_us: ['Other'],
      }),
    ).toEqual([]);
    const enquiry = {
      community_name: 'Oak Park',
      first_name: 'Pat',
      last_name: 'Lee',
      email_address: 'hoa@example.com',
      interested_services: ['common_area_cleaning'],
    };
    expect(errorsOf('CommercialEnquiryRequest', enquiry)).toEqual([]);
    expect(errorsOf('CommercialEnquiryRequest', { ...enquiry, first_name: undefined }).length).toBeGreaterThan(0);
    expect(
      errorsOf('CommercialEnquiryRequest', {
        ...enquiry,
        phone_numbers: [{ phone: '9195550100', type: 'office', primary: true }],
      }),
    ).toEqual([]);
    expect(
      errorsOf('LeadUpdateRequest', { phone_numbers: [{ phone: '9195550100', type: 'work', primary: true }] }).length,
    ).toBeGreaterThan(0);
  });

  it('errors are DRF-shaped', () => {
    expect(errorsOf('ErrorBody', { coupon_code: ['Invalid coupon code.'] })).toEqual([]);
    expect(errorsOf('ErrorBody', { non_field_errors: ['Unable to log in with provided credentials.'] })).toEqual([]);
    expect(errorsOf('ErrorBody', { detail: 'Invalid token.' })).toEqual([]);
    // Nested serializers nest the same shape; lists of objects give one entry per item.
    expect(errorsOf('ErrorBody', { address: { zip_code: ['Your ZIP code is invalid.'] } })).toEqual([]);
    expect(errorsOf('ErrorBody', { phone_numbers: [{}, { phone: ['Number is not valid'] }] })).toEqual([]);
    expect(errorsOf('ErrorBody', { address: { zip_code: 'Your ZIP code is invalid.' } }).length).toBeGreaterThan(0);
    expect(errorsOf('ErrorBody', { coupon_code: 'Invalid coupon code.', detail: 3 }).length).toBeGreaterThan(0);
  });

  it('invoice-or-credit-memo rows match exactly one shape', () => {
    const line = {
      uuid: ADDON,
      service_code: 'WO-1',
      date: '2026-10-01',
      description: 'Weekly service',
      quantity: 4,
      price: '33.00',
      tax: '2.39',
      tax_percent: '7.25',
    };
    const invoice = {
      uuid: OFFICE,
      invoice_id: 'INV-1001',
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      date_paid: null,
      payment_method_type: null,
      balance_due: '141.57',
      total: '132.00',
      total_with_tax: '141.57',
      sales_tax: '9.57',
      amount_received: '0.00',
      notes: null,
      billing_address: ADDRESS,
      user: { first_name: 'Ada', last_name: 'Lovelace' },
      status: 'overdue',
      line_items: [line],
    };
    const memo = {
      uuid: ADDON,
      creditmemo_id: 'CM-1',
      date_creditmemo: '2026-10-20',
      total: '10.00',
      sales_tax: '0.00',
      remaining_balance: '10.00',
      status: 'open',
      line_items: [{ ...line, price: undefined, amount: '10.00', creditmemo_uuid: ADDON }],
    };
    expect(errorsOf('InvoiceOrCreditMemo', invoice)).toEqual([]);
    expect(errorsOf('InvoiceOrCreditMemo', JSON.parse(JSON.stringify(memo)))).toEqual([]);
    expect(errorsOf('InvoiceOrCreditMemo', { uuid: OFFICE }).length).toBeGreaterThan(0);
  });
});
