/**
 * The invoice payment form of /pay (spec doc 2 §3 Payment page data, §5 Payment page), with the
 * spec's messages. Errors are keyed by the address.* and credit_card_info.* paths the server
 * also uses, so server errors land under the same fields.
 */
import * as v from 'valibot';
import { messages } from '../shared/domain';
import { cardExpiryYear, fieldErrors, required, zipCode } from '../shared/fields';

export interface PaymentForm {
  first_name: string;
  last_name: string;
  address: string;
  /** Two-letter abbreviation. */
  state: string;
  zip_code: string;
  city: string;
  card_expiry_month: string;
  card_expiry_year: string;
}

/** What the hosted card fields report: number and CVV are checked only when not reported valid. */
export interface HostedFields {
  numberValid: boolean;
  cvvValid: boolean;
}

export const emptyPaymentForm: PaymentForm = {
  first_name: '',
  last_name: '',
  address: '',
  state: '',
  zip_code: '',
  city: '',
  card_expiry_month: '',
  card_expiry_year: '',
};

export const paymentSchema = v.object({
  address: v.object({
    first_name: required(messages.firstNameRequired),
    last_name: required(messages.lastNameRequired),
    address: required(messages.addressRequired),
    state: required(messages.stateRequired),
    city: required(messages.cityRequired),
    zip_code: zipCode(messages.zipcodeRequired),
  }),
  credit_card_info: v.object({
    card_expiry_month: required(messages.expireMonthRequired),
    card_expiry_year: cardExpiryYear(),
  }),
});

/** Every field error, keyed address.* / credit_card_info.* (empty when the form is valid). */
export function paymentErrors(form: PaymentForm, hosted: HostedFields): Record<string, string> {
  const { card_expiry_month, card_expiry_year, ...address } = form;
  const errors = fieldErrors(paymentSchema, { address, credit_card_info: { card_expiry_month, card_expiry_year } });
  if (!hosted.numberValid) errors['credit_card_info.card_number'] = messages.cardNumberRequired;
  if (!hosted.cvvValid) errors['credit_card_info.card_cvv'] = messages.cvvRequired;
  return errors;
}
