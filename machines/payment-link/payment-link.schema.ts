/**
 * The invoice payment form of /pay (spec doc 2 §3 Payment page data, §5 Payment page), with the
 * spec's messages. Errors are keyed by the address.* and credit_card_info.* paths the server
 * also uses, so server errors land under the same fields.
 */
import * as v from 'valibot';
import { messages, ZIP_LENGTH } from '../shared/domain';

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

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const paymentSchema = v.object({
  address: v.object({
    first_name: required(messages.firstNameRequired),
    last_name: required(messages.lastNameRequired),
    address: required(messages.addressRequired),
    state: required(messages.stateRequired),
    city: required(messages.cityRequired),
    zip_code: v.pipe(v.string(), v.nonEmpty(messages.zipcodeRequired), v.length(ZIP_LENGTH, messages.zipInvalid)),
  }),
  credit_card_info: v.object({
    card_expiry_month: required(messages.expireMonthRequired),
    card_expiry_year: v.pipe(
      v.string(),
      v.nonEmpty(messages.expireYearRequired),
      v.length(4, messages.expireYearInvalid),
    ),
  }),
});

/** Every field error, keyed address.* / credit_card_info.* (empty when the form is valid). */
export function paymentErrors(form: PaymentForm, hosted: HostedFields): Record<string, string> {
  const { card_expiry_month, card_expiry_year, ...address } = form;
  const result = v.safeParse(
    paymentSchema,
    { address, credit_card_info: { card_expiry_month, card_expiry_year } },
    { abortPipeEarly: true },
  );
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  if (!hosted.numberValid) errors['credit_card_info.card_number'] = messages.cardNumberRequired;
  if (!hosted.cvvValid) errors['credit_card_info.card_cvv'] = messages.cvvRequired;
  return errors;
}
