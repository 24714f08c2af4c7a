/**
 * The Add / Edit Credit Card modal of the Billing tab (spec doc 3 §2.5, §5 Card add), with the
 * spec's messages. Card number and CVV are hosted fields of the card provider: the form only
 * knows whether they report valid.
 */
import * as v from 'valibot';
import type { Address } from '../shared/address.schema';
import { addressSchema, isAddressComplete } from '../shared/address.schema';
import { messages } from '../shared/domain';

export interface CardForm {
  card_holder_name: string;
  card_expiry_month: string;
  card_expiry_year: string;
  address: Address | null;
}

export interface HostedCardFields {
  numberValid: boolean;
  cvvValid: boolean;
}

export const emptyCardForm: CardForm = {
  card_holder_name: '',
  card_expiry_month: '',
  card_expiry_year: '',
  address: null,
};

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const cardSchema = v.object({
  card_holder_name: required(messages.cardHolderNameRequired),
  card_expiry_month: required(messages.expireMonthRequired),
  card_expiry_year: v.pipe(
    v.string(),
    v.nonEmpty(messages.expireYearRequired),
    v.length(4, messages.expireYearInvalid),
  ),
  address: v.pipe(
    v.nullable(addressSchema),
    v.check((a: Address | null) => isAddressComplete(a), messages.billingAddressRequired),
  ),
});

/** Field → first message; hosted fields count only when they do not report valid. */
export function cardErrors(form: CardForm, hosted: HostedCardFields | null): Record<string, string> {
  const result = v.safeParse(cardSchema, form, { abortPipeEarly: true });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  if (hosted && !hosted.numberValid) errors.card_number = messages.cardNumberRequired;
  if (hosted && !hosted.cvvValid) errors.card_cvv = messages.cvvRequired;
  return errors;
}
