// Sandbox card processor: the reference stand-in for Stax. Tokens are records of kind card_token;
// only the last four digits are kept. 4000000000000002 tokenizes but is declined when charged.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { badRequest } from '../http';
import { insert, listWhere, type Doc } from './records';
import type { Address } from './documents';
import { messages } from '../../src/domain/messages';

export const DECLINED_CARD = '4000000000000002';
export const CARD_DECLINED = messages.cardDeclined;

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardType(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'card';
}

export interface CardToken {
  id: string;
  card_type: string;
  card_last_four: string;
  card_exp: string;
  customer_id: string | null;
  declined: boolean;
}

export async function tokenize(
  db: Db,
  b: { card_number: string; card_exp_month: string; card_exp_year: string; customer_id?: string | null },
  now: Date,
): Promise<CardToken> {
  if (!luhnValid(b.card_number)) throw badRequest({ card_number: ['Card number is invalid.'] });
  const month = Number(b.card_exp_month);
  if (month < 1 || month > 12) throw badRequest({ card_exp_month: ['Expiry month is invalid.'] });
  const year = Number(b.card_exp_year);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    throw badRequest({ card_exp_year: ['Card has expired.'] });
  const token: CardToken = {
    id: `sandbox_pm_${randomBytes(12).toString('hex')}`,
    card_type: cardType(b.card_number),
    card_last_four: b.card_number.slice(-4),
    card_exp: `${b.card_exp_month}${b.card_exp_year}`,
    customer_id: b.customer_id ?? null,
    declined: b.card_number === DECLINED_CARD,
  };
  await insert(db, 'card_token', null, { ...token });
  return token;
}

export async function findToken(db: Db, id: string, field = 'stax_card_token'): Promise<CardToken> {
  const rows = await listWhere(db, 'card_token', 'id', id);
  const t = rows[0] as (Doc & CardToken) | undefined;
  if (!t) throw badRequest({ [field]: ['Invalid card token.'] });
  return t;
}

export function paymentObject(t: CardToken) {
  return {
    id: t.id,
    card_type: t.card_type,
    card_last_four: t.card_last_four,
    card_exp: t.card_exp,
    customer_id: t.customer_id,
  };
}

/** Saves a tokenized card as the user's billing info. */
export async function saveCard(
  db: Db,
  owner: string,
  t: CardToken,
  holder: string,
  address: Address | null,
  stax_customer: string | null,
  order: { uuid: string; billing_address: unknown; service_address: unknown } | null,
) {
  return insert(db, 'billing', owner, {
    card_holder_name: holder,
    address,
    stax_payment_object: paymentObject(t),
    stax_customer,
    card_exp_month: t.card_exp.slice(0, 2),
    card_exp_year: t.card_exp.slice(2),
    charge_invoice_card: true,
    service_order: order
      ? {
          uuid: order.uuid,
          billing_address: order.billing_address ?? null,
          service_address: order.service_address ?? null,
        }
      : null,
  });
}
