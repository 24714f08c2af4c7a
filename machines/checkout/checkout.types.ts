/**
 * The checkout machine's types (machines/checkout/checkout.machine.ts): its input, context and
 * events, and the tagged results its actors resolve with. Expected outcomes are results; only an
 * unexpected failure (network, 5xx) rejects to the machine's onError.
 */
import type { QuoteOutput } from '../quote/quote.machine';
import type { Area, Errors } from '../shared/types';
import type { CheckoutForm } from './checkout.schema';

export type AddressCheckResult = { kind: 'valid' } | { kind: 'invalid' };
export type LeadUpdateResult = { kind: 'updated' } | { kind: 'invalid'; errors: Errors };
/** `failed`: the provider returned no token (logged only, spec doc 2 §8). */
export type TokenizeResult = { kind: 'tokenized'; token: string } | { kind: 'failed' };
export type OrderResult = { kind: 'placed'; orderId: string } | { kind: 'invalid'; errors: Errors };

export interface CheckoutInput {
  area: Area;
  quote: QuoteOutput;
  signedIn: boolean;
  /** The residential lead created on the email screen (visitors). */
  leadId: string | null;
  /** An existing customer changing a subscription: success goes to /account. */
  editingSubscription?: boolean;
  scorpionId?: string | null;
  /** Prefill (signed-in users: names and phones locked). */
  form?: Partial<CheckoutForm>;
}

export interface CheckoutContext {
  area: Area;
  quote: QuoteOutput;
  signedIn: boolean;
  leadId: string | null;
  editingSubscription: boolean;
  scorpionId: string | null;
  form: CheckoutForm;
  fieldErrors: Record<string, string>;
  errors: Errors;
  cardToken: string | null;
  orderId: string | null;
}

export type CheckoutEvent = { type: 'checkout.update'; values: Partial<CheckoutForm> } | { type: 'checkout.submit' };

/** POST service-order/validate_address/: the field office and the address as one line. */
export interface AddressCheckInput {
  field_office_uuid: string;
  address: string;
}

export interface TokenizeInput {
  publicKey: string;
  firstname: string;
  lastname: string;
  month: string;
  year: string;
  address_1: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  email: string;
  phone: string;
}
