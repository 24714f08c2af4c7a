// What the Billing tab shows of its read (GET get_user_billing_tab, spec 3 §3 Card / billing info) and
// the card machine's view of it: pure functions of the API's answer, tested in
// tests/unit/flows/account-billing.
import type { components } from '../../../api/schema.gen';
import type { Address } from '../../../../machines/shared/address.schema';
import type { BillingData, BillingOrder, SavedCard } from '../../../../machines/card/card.types';
import type { CardForm } from '../../../../machines/card/card.schema';
import type { CardTokenDetails } from '../../../adapters/card-fields/card-fields';
import { addressLine } from '../shared/service-facts';

type Schemas = components['schemas'];
export type BillingTab = Schemas['BillingTab'];
export type BillingInfo = Schemas['BillingInfo'];

/** The four parts the machines know (a wire address may carry route, street number and map point). */
export function toAddress(a: Schemas['Address']): Address {
  return { address: a.address, city: a.city, state: a.state, zip_code: a.zip_code };
}

const toAddressOrNull = (a: Schemas['Address'] | null | undefined) => (a ? toAddress(a) : null);

export function toSavedCard(info: BillingInfo): SavedCard {
  return {
    uuid: info.uuid,
    card_holder_name: info.card_holder_name,
    card_type: info.stax_payment_object.card_type,
    card_last_four: info.stax_payment_object.card_last_four,
    card_exp_month: info.card_exp_month,
    card_exp_year: info.card_exp_year,
    address: toAddressOrNull(info.address),
    service_order_uuid: info.service_order?.uuid ?? null,
  };
}

export function toBillingData(tab: BillingTab): BillingData {
  return {
    cards: tab.cards.map(toSavedCard),
    addresses: tab.billing_addresses.map(toAddress),
    serviceOrders: tab.service_orders.map((o): BillingOrder => ({
      uuid: o.uuid,
      service_address: toAddressOrNull(o.service_address),
      billing_address: toAddressOrNull(o.billing_address),
    })),
  };
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Visa', 'Mastercard'… ; an unknown brand as the provider names it, 'Card' when it names none. */
export function brandLabel(cardType: string): string {
  const key = cardType.trim().toLowerCase();
  if (BRANDS[key]) return BRANDS[key];
  return key ? key.charAt(0).toUpperCase() + key.slice(1) : 'Card';
}

/** 'Visa ending in 1111': how buttons and the delete question name a card. */
export const cardName = (card: SavedCard) => `${brandLabel(card.card_type)} ending in ${card.card_last_four}`;

/** The shown cards another shown card shares its name with (same brand and last four): their tiles add the expiry. */
export function twinCards(cards: SavedCard[]): Set<string> {
  const count = new Map<string, number>();
  for (const c of cards) count.set(cardName(c), (count.get(cardName(c)) ?? 0) + 1);
  return new Set(cards.filter((c) => (count.get(cardName(c)) ?? 0) > 1).map((c) => c.uuid));
}

/** Expiry as the form asks for it: MM/YYYY. */
export const expiryText = (card: SavedCard) => `${card.card_exp_month}/${card.card_exp_year}`;

/** ' (expires 12/2030)': what tells two cards of the same brand and last four apart. */
export const expirySuffix = (card: SavedCard) => ` (expires ${expiryText(card)})`;

/** Names a card among others of the same brand and last four: 'Visa ending in 1111 (expires 12/2030)'. */
export const cardLabel = (card: SavedCard) => `${cardName(card)}${expirySuffix(card)}`;

/** One line for an address, or '—' when there is none. */
export const addressText = (a: Address | null) => (a ? addressLine(a) : '—');

/** The commercial picker's words for a service order: its service address. */
export function orderLabel(order: BillingOrder, index: number): string {
  return order.service_address ? addressLine(order.service_address) : `Service ${index + 1}`;
}

/** The card holder's name as the tokenizer takes it: first word, the rest, and the whole. */
export function tokenDetails(
  form: CardForm,
  account: { email: string; stax_customer: string | null },
): CardTokenDetails {
  const name = form.card_holder_name.trim().replace(/\s+/g, ' ');
  const [first = '', ...rest] = name.split(' ');
  const a = form.address;
  return {
    firstname: first,
    lastname: rest.join(' ') || first,
    person_name: name,
    month: form.card_expiry_month,
    year: form.card_expiry_year,
    address_1: a?.address ?? '',
    address_city: a?.city ?? '',
    address_state: a?.state ?? '',
    address_zip: a?.zip_code ?? '',
    email: account.email,
    customer_id: account.stax_customer,
  };
}

/** One key per place (street and ZIP, as the server dedupes): the chooser's radio values. */
export const addressKey = (a: Address) => `${a.address.trim().toLowerCase()}|${a.zip_code.trim()}`;
