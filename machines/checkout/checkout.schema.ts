/**
 * CHECK OUT step (spec doc 2 §3 'Checkout step 2 form', §5 'Checkout step 2'): the form shape,
 * its valibot schema with the spec's messages, and the conditional rules (billing address when
 * different, card number and CVV unless the hosted fields report them valid, preferred contact
 * methods matching the phone types).
 */
import * as v from 'valibot';
import type { Address } from '../shared/address.schema';
import { emptyAddress } from '../shared/address.schema';
import { messages } from '../shared/domain';
import { cardExpiryYear, email, fieldErrors, phone, required, requiredAddress } from '../shared/fields';

export interface PhoneNumber {
  uuid?: string;
  phone: string;
  type: 'home_phone' | 'mobile' | '';
  primary: boolean;
  can_send_sms: boolean;
}

export type ContactMethod = 'text' | 'home_phone' | 'mobile' | 'email';

/** What a hosted card field knows of its entry, when the provider says (the sandbox does; Stax.js only reports completeness). */
export type CardFieldState = 'empty' | 'invalid' | 'complete';

export interface CheckoutForm {
  service_address: Address;
  /** Manual entry switches the search box off; otherwise an address must be picked from search. */
  manualAddress: boolean;
  addressPicked: boolean;
  billing_address: Address;
  is_billing_address_same: boolean;
  /** YYYY-MM-DD (shown MM-DD-YYYY). */
  preferred_start_date: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_numbers: PhoneNumber[];
  preferred_contact_methods: ContactMethod[];
  card: { month: string; year: string };
  /** The hosted card fields report number and CVV complete. */
  cardFieldsComplete: boolean;
  /** Each hosted field's state, when the provider reports it: an entered but invalid number says so. */
  cardFieldsState?: { number: CardFieldState; cvv: CardFieldState };
  is_authorize_charge_each_month: boolean;
  is_ternm_accepted: boolean;
  hear_about_us: string[];
}

export const emptyCheckoutForm: CheckoutForm = {
  service_address: emptyAddress,
  manualAddress: false,
  addressPicked: false,
  billing_address: emptyAddress,
  is_billing_address_same: true,
  preferred_start_date: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_numbers: [{ phone: '', type: 'mobile', primary: true, can_send_sms: false }],
  preferred_contact_methods: [],
  card: { month: '', year: '' },
  cardFieldsComplete: false,
  is_authorize_charge_each_month: false,
  is_ternm_accepted: false,
  hear_about_us: [],
};

/** A required address with the spec's messages (the shape itself is machines/shared/address.schema.ts). */
export const addressSchema = requiredAddress({
  address: messages.addressRequired,
  city: messages.cityRequired,
  state: messages.stateRequired,
  zip_code: messages.zipcodeRequired,
});

export const phoneSchema = v.object({
  phone: phone(),
  type: v.picklist(['home_phone', 'mobile'], messages.typeRequired),
});

export const checkoutSchema = v.object({
  service_address: addressSchema,
  preferred_start_date: required(messages.preferredStartDateRequired),
  first_name: required(messages.firstNameRequired),
  last_name: required(messages.lastNameRequired),
  email: email(),
  phone_numbers: v.array(phoneSchema),
  preferred_contact_methods: v.pipe(v.array(v.string()), v.minLength(1, messages.preferredContactMethodsRequired)),
  card: v.object({
    month: required(messages.expireMonthRequired),
    year: cardExpiryYear(),
  }),
  is_authorize_charge_each_month: v.literal(true, messages.authorizeChargeRequired),
  is_ternm_accepted: v.literal(true, messages.termsRequired),
});

/** Preferred contact choices offered for the entered phone types (Email always). */
export function contactMethodOptions(phones: readonly PhoneNumber[]): ContactMethod[] {
  const hasMobile = phones.some((p) => p.type === 'mobile' && p.phone !== '');
  const hasHome = phones.some((p) => p.type === 'home_phone' && p.phone !== '');
  return [...(hasMobile ? (['text', 'mobile'] as const) : []), ...(hasHome ? (['home_phone'] as const) : []), 'email'];
}

/** Path (e.g. `service_address.city`) → first message; empty when the step is valid. */
export function checkoutErrors(form: CheckoutForm): Record<string, string> {
  const errors = fieldErrors(checkoutSchema, form);
  if (!form.manualAddress && !form.addressPicked && !errors['service_address.address'])
    errors['service_address.address'] = messages.addressRequired;
  if (!form.is_billing_address_same) {
    for (const [path, message] of Object.entries(fieldErrors(addressSchema, form.billing_address)))
      errors[`billing_address.${path}`] ??= message;
  }
  // Number and CVV are hosted fields: required unless the provider reports them complete. A number
  // entered but not valid is 'Card Number is invalid', not 'required'.
  if (!form.cardFieldsComplete) {
    const state = form.cardFieldsState;
    const number = state?.number ?? 'empty';
    const cvv = state?.cvv ?? 'empty';
    if (number !== 'complete' || cvv === 'complete')
      errors['card.number'] = number === 'invalid' ? messages.cardNumberInvalid : messages.cardNumberRequired;
    if (cvv !== 'complete' || number === 'complete') errors['card.cvv'] = messages.cvvRequired;
  }
  const allowed = contactMethodOptions(form.phone_numbers);
  if (form.preferred_contact_methods.some((m) => !allowed.includes(m)) && !errors.preferred_contact_methods) {
    errors.preferred_contact_methods = messages.preferredContactMethodsRequired;
  }
  return errors;
}
