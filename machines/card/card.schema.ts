/**
 * The Add / Edit Credit Card modal of the Billing tab (spec doc 3 §2.5, §5 Card add, Billing address
 * add), with the spec's messages. Card number and CVV are hosted fields of the card provider: the
 * form only knows what they report (empty, entered but invalid, or complete).
 */
import * as v from 'valibot';
import type { Address } from '../shared/address.schema';
import { addressSchema, isAddressComplete } from '../shared/address.schema';
import { accountMessages, messages } from '../shared/domain';
import { cardExpiryYear, fieldErrors, required, requiredAddress } from '../shared/fields';

export interface CardForm {
  card_holder_name: string;
  /** MM, digits only. */
  card_expiry_month: string;
  /** YYYY, digits only. */
  card_expiry_year: string;
  /** One of the stored billing addresses, or one added in the add-address view. */
  address: Address | null;
  /** Commercial customers: the service order the card pays for (POST service_order_uuid). */
  service_order_uuid: string | null;
}

export type HostedFieldState = 'empty' | 'invalid' | 'complete';

/**
 * What the hosted fields report: Stax.js says only whether both are complete; the sandbox also says
 * each field's state, so a number entered but invalid is not called missing.
 */
export interface HostedCardFields {
  complete: boolean;
  number: HostedFieldState;
  cvv: HostedFieldState;
}

export const emptyCardForm: CardForm = {
  card_holder_name: '',
  card_expiry_month: '',
  card_expiry_year: '',
  address: null,
  service_order_uuid: null,
};

export const emptyHosted: HostedCardFields = { complete: false, number: 'empty', cvv: 'empty' };

/** Holder name and expiry: the fields both modals share (the add modal adds the hosted fields). */
export const cardSchema = v.object({
  card_holder_name: required(messages.cardHolderNameRequired),
  card_expiry_month: v.pipe(
    v.string(),
    v.nonEmpty(messages.expireMonthRequired),
    // MM: two digits, 01 to 12 (the spec asks only for presence; the provider refuses anything else).
    v.regex(/^(0[1-9]|1[0-2])$/, accountMessages.expireMonthInvalid),
  ),
  card_expiry_year: cardExpiryYear(),
  address: v.pipe(
    v.nullable(addressSchema),
    v.check((a: Address | null) => isAddressComplete(a), messages.billingAddressRequired),
  ),
});

export type CardErrors = Record<string, string>;

/** Number and CVV: required unless the provider reports them complete; an invalid number says so. */
export function hostedErrors(hosted: HostedCardFields): CardErrors {
  if (hosted.complete) return {};
  const errors: CardErrors = {};
  if (hosted.number !== 'complete')
    errors.card_number = hosted.number === 'invalid' ? messages.cardNumberInvalid : messages.cardNumberRequired;
  if (hosted.cvv !== 'complete') errors.card_cvv = messages.cvvRequired;
  return errors;
}

export interface CardRules {
  /** Adding: the hosted fields count (editing never shows them). */
  hosted: HostedCardFields | null;
  /** Commercial customers with service orders choose the one the card pays for (adding only). */
  needsServiceOrder: boolean;
}

/** Field → first message, in the spec's words. */
export function cardErrors(form: CardForm, rules: CardRules): CardErrors {
  const errors = fieldErrors(cardSchema, form);
  if (rules.hosted) Object.assign(errors, hostedErrors(rules.hosted));
  if (rules.needsServiceOrder && !form.service_order_uuid)
    errors.service_order_uuid = accountMessages.cardServiceRequired;
  return errors;
}

/** The add-address view (spec 3 §5 Billing address add): every part required, ZIP 5 digits. */
export const billingAddressSchema = requiredAddress({
  address: messages.addressRequired,
  city: messages.cityRequired,
  state: messages.stateRequired,
  zip_code: messages.zipcodeRequired,
});

export type AddressErrors = Partial<Record<'address' | 'city' | 'state' | 'zip_code', string>>;

export function billingAddressErrors(address: Address): AddressErrors {
  return fieldErrors(billingAddressSchema, address);
}

/** Two addresses name the same place (street and ZIP, as the server dedupes its list). */
export const sameAddress = (a: Address, b: Address) =>
  a.address.trim().toLowerCase() === b.address.trim().toLowerCase() && a.zip_code.trim() === b.zip_code.trim();
