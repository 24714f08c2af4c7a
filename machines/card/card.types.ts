/**
 * What the card machine knows of the Billing tab's data (spec doc 3 §3 Card / billing info), mapped
 * from the API by the view: the saved cards, the stored billing addresses and the service orders.
 */
import type { Address } from '../shared/address.schema';
import type { CardForm } from './card.schema';

export interface SavedCard {
  uuid: string;
  card_holder_name: string;
  /** The brand (stax_payment_object.card_type): visa, mastercard… */
  card_type: string;
  card_last_four: string;
  /** MM */
  card_exp_month: string;
  /** YYYY */
  card_exp_year: string;
  address: Address | null;
  /** The service order the card pays for (commercial customers pick it), or null. */
  service_order_uuid: string | null;
  /** Set when the delete succeeded (spec 3 §4 Card modal): the tile disappears. */
  is_deleted?: boolean;
}

/** A service order the card may pay for (GET get_user_billing_tab service_orders). */
export interface BillingOrder {
  uuid: string;
  service_address: Address | null;
  billing_address: Address | null;
}

export interface BillingData {
  cards: SavedCard[];
  /** The stored billing addresses: the chooser's options. */
  addresses: Address[];
  serviceOrders: BillingOrder[];
}

export interface CardInput extends BillingData {
  /** The account's field_office.stax_public_apikey (null when missing). */
  publicKey: string | null;
  userUuid: string;
  /** role commercial_customer: the service-order picker (spec 3 §2.5, §6). */
  commercial: boolean;
}

/** POST /user-billing-info/ (spec 3 §7 Billing; service_order_uuid for commercial customers). */
export interface AddCardRequest {
  user_uuid: string;
  address: Address;
  stax_card_token: string;
  card_holder_name: string;
  charge_invoice_card: true;
  service_order_uuid?: string;
}

/** PATCH /user-billing-info/{uuid}/: the new expiry goes as stripe_card_details (the API's names). */
export interface UpdateCardRequest {
  user_uuid: string;
  uuid: string;
  address: Address;
  stripe_card_details: { card_exp_month: string; card_exp_year: string };
  card_holder_name: string;
}

/** What the tokenizer is given beside the hosted number and CVV (spec 3 §7 card tokenizer input). */
export interface TokenizeRequest {
  form: CardForm;
}

/** A token, or the provider's field messages (each a 10 s toast, spec 3 §8). */
export type TokenizeResult = { kind: 'token'; token: string } | { kind: 'invalid'; errors: string[] };
/** Saved, or refused by the server (a 400: its lines as toasts). */
export type SaveCardResult = { kind: 'saved'; card: SavedCard } | { kind: 'invalid'; errors: string[] };
