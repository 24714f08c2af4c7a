/**
 * The card machine's pure mappings: a saved card → the Edit Credit Card form, the form → the POST and
 * PATCH bodies, a picked service order → its billing address, and the list updates (append, replace,
 * is_deleted, a new billing address).
 */
import { emptyAddress } from '../shared/address.schema';
import type { Address } from '../shared/address.schema';
import { sameAddress } from './card.schema';
import type { CardForm } from './card.schema';
import type { AddCardRequest, BillingOrder, SavedCard, UpdateCardRequest } from './card.types';

/** The Edit Credit Card form of a saved card: holder name, expiry and billing address. */
export function cardFormOf(card: SavedCard): CardForm {
  return {
    card_holder_name: card.card_holder_name,
    card_expiry_month: card.card_exp_month,
    card_expiry_year: card.card_exp_year,
    address: card.address,
    service_order_uuid: card.service_order_uuid,
  };
}

/**
 * A new card's form, with what there is no choice about already chosen. A commercial customer with one
 * service order has it, and its billing address with it; with several, the service they pick brings its
 * address (changeForm). Otherwise exactly one stored billing address is the card's: the chooser offers
 * that one only, and unselected it only earned 'Billing address is required'.
 */
export function newCardForm(
  empty: CardForm,
  { orders, addresses, commercial }: { orders: BillingOrder[]; addresses: Address[]; commercial: boolean },
): CardForm {
  if (commercial && orders.length > 1) return empty;
  const onlyOrder = commercial ? orders[0] : undefined;
  const form = onlyOrder ? { ...empty, service_order_uuid: onlyOrder.uuid, address: onlyOrder.billing_address } : empty;
  const stored = distinct(addresses);
  return form.address || stored.length !== 1 ? form : { ...form, address: stored[0] ?? null };
}

/** A change of the form; a newly picked service order brings its billing address when none is chosen. */
export function changeForm(form: CardForm, values: Partial<CardForm>, orders: BillingOrder[]): CardForm {
  const next = { ...form, ...values };
  const picked = values.service_order_uuid;
  if (picked && picked !== form.service_order_uuid && !next.address) {
    next.address = orders.find((o) => o.uuid === picked)?.billing_address ?? null;
  }
  return next;
}

const trimmed = (a: Address): Address => ({
  ...a,
  address: a.address.trim(),
  city: a.city.trim(),
  state: a.state.trim(),
  zip_code: a.zip_code.trim(),
});

/** Addresses without repeats (the first of each place is kept). */
function distinct(addresses: Address[]): Address[] {
  return addresses.filter((a, i) => addresses.findIndex((b) => sameAddress(a, b)) === i);
}

/**
 * The billing address chooser's options: the stored addresses, those added in this modal (saved with
 * the card only) and the one chosen (an edited card's own address is always offered).
 */
export function addressChoices(stored: Address[], added: Address[], chosen: Address | null): Address[] {
  return distinct([...stored, ...added, ...(chosen ? [chosen] : [])]);
}

/** 'Add Address': an address already offered is chosen again; a new one joins the added ones. */
export function withAddress(choices: Address[], added: Address[], address: Address) {
  const clean = trimmed(address);
  const existing = choices.find((a) => sameAddress(a, clean));
  return existing ? { added, selected: existing } : { added: [...added, clean], selected: clean };
}

/** POST /user-billing-info/ from a valid form (the guards ran first: the address is set). */
export function addCardRequest(form: CardForm, userUuid: string, token: string, commercial: boolean): AddCardRequest {
  return {
    user_uuid: userUuid,
    address: form.address ?? emptyAddress,
    stax_card_token: token,
    card_holder_name: form.card_holder_name.trim(),
    charge_invoice_card: true,
    ...(commercial && form.service_order_uuid ? { service_order_uuid: form.service_order_uuid } : {}),
  };
}

/** PATCH /user-billing-info/{uuid}/ from a valid form. */
export function updateCardRequest(form: CardForm, userUuid: string, uuid: string): UpdateCardRequest {
  return {
    user_uuid: userUuid,
    uuid,
    address: form.address ?? emptyAddress,
    stripe_card_details: { card_exp_month: form.card_expiry_month, card_exp_year: form.card_expiry_year },
    card_holder_name: form.card_holder_name.trim(),
  };
}

export const replaceCard = (cards: SavedCard[], card: SavedCard) => cards.map((c) => (c.uuid === card.uuid ? card : c));

export const markCardDeleted = (cards: SavedCard[], uuid: string | null) =>
  cards.map((c) => (c.uuid === uuid ? { ...c, is_deleted: true } : c));
