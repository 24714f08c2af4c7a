/**
 * What the checkout machine sends, built from its context (spec doc 2 §3 'Service order payload'):
 * the address check line, the lead update, the card tokenization input and the order (signed in) or
 * enquiry (visitor) body. Pure: the machine calls these in its invoke inputs and effect params.
 */
import { priceRequest } from '../quote/quote.schema';
import type { Address } from '../shared/address.schema';
import type { CheckoutForm } from './checkout.schema';
import type { AddressCheckInput, CheckoutContext, TokenizeInput } from './checkout.types';

const billingOf = (f: CheckoutForm): Address => (f.is_billing_address_same ? f.service_address : f.billing_address);

/** The address as the server's check reads it: every non-blank part, comma separated ('1 Main St, Raleigh, NC, 27601'). */
export function addressLine(a: Address): string {
  return [a.address, a.city, a.state, a.zip_code].filter((p) => p.trim() !== '').join(', ');
}

export function addressCheckInput(c: CheckoutContext): AddressCheckInput {
  return { field_office_uuid: c.area.uuid, address: addressLine(c.form.service_address) };
}

export function leadUpdatePayload(c: CheckoutContext) {
  const f = c.form;
  return {
    zip_code: c.area.zipcode,
    field_office_uuid: c.area.uuid,
    first_name: f.first_name.trim(),
    last_name: f.last_name.trim(),
    address: [f.service_address],
    emailaddress_set: [{ email: f.email.trim(), primary: true }],
    authorizedUser_list: [],
    leadStage: 'new' as const,
    outreach: 'website' as const,
    phone_numbers: f.phone_numbers,
    role: ['customer'] as ['customer'],
    is_dummy_email: false,
    is_crm: false,
  };
}
export type LeadUpdatePayload = ReturnType<typeof leadUpdatePayload>;
export interface LeadUpdateInput {
  leadId: string;
  body: LeadUpdatePayload;
}

export function leadUpdateInput(c: CheckoutContext): LeadUpdateInput {
  return { leadId: c.leadId ?? '', body: leadUpdatePayload(c) };
}

export function tokenizeInput(c: CheckoutContext): TokenizeInput {
  const f = c.form;
  const billing = billingOf(f);
  const primary = f.phone_numbers.find((p) => p.primary) ?? f.phone_numbers[0];
  return {
    publicKey: c.area.stax_public_apikey ?? '',
    firstname: f.first_name.trim(),
    lastname: f.last_name.trim(),
    month: f.card.month,
    year: f.card.year,
    address_1: billing.address,
    address_city: billing.city,
    address_state: billing.state,
    address_zip: billing.zip_code,
    email: f.email.trim(),
    phone: primary?.phone ?? '',
  };
}

/** The service order (signed in) or enquiry (visitor) body (spec doc 2 §3 'Service order payload'). */
export function orderPayload(c: CheckoutContext) {
  const f = c.form;
  const s = c.quote.selections;
  const pricing = priceRequest(s, c.area, c.quote.couponCode);
  return {
    field_office_uuid: c.area.uuid,
    service_type: 'residential' as const,
    property_type: pricing.property_type,
    frequency: pricing.frequency,
    service_add_ons: s.addOns.map((a) => ({ add_on_uuid: a.uuid, add_on_name: a.name, is_recurring: a.is_recurring })),
    // 4+ carries the exact number (spec 1 §3 'Quote selections'); the server prices and stores it.
    pet_count: pricing.pet_count,
    is_extra_pet: pricing.is_extra_pet,
    extra_pet_count: pricing.extra_pet_count,
    area_to_clean: pricing.areas_to_clean,
    last_cleaned: s.lastCleaned,
    service_address: f.service_address,
    billing_address: billingOf(f),
    preferred_start_date: f.preferred_start_date,
    is_billing_address_same: f.is_billing_address_same,
    first_name: f.first_name.trim(),
    last_name: f.last_name.trim(),
    email: f.email.trim(),
    phone_numbers: f.phone_numbers,
    preferred_contact_methods: f.preferred_contact_methods,
    cleaning_notes: s.cleaningNotes,
    disposal_location: s.disposalLocation,
    is_prepaid: s.prepay,
    // Prepay off clears the months.
    prepay_months: s.prepay ? s.prepayMonths : null,
    coupon_code: c.quote.couponCode,
    service_zipcode: c.area.zipcode,
    is_authorize_charge_each_month: f.is_authorize_charge_each_month,
    is_ternm_accepted: f.is_ternm_accepted,
    hear_about_us: f.hear_about_us,
    stax_card_token: c.cardToken ?? '',
    is_enquiry: !c.signedIn,
    ...(c.scorpionId ? { scorpion_id: c.scorpionId } : {}),
  };
}
export type OrderPayload = ReturnType<typeof orderPayload>;
