// The /pay link of an unpaid invoice (spec 2, the payment page): '/pay?' + base64 of
// 'stax_public_apikey=…&total=…&taxes=…&invoice_uuid=…&stax_customer=…', as the payment e-mails carry
// it. Invariant: total + taxes is the invoice's balance due, the only amount crmPaymentLinkPayment
// accepts (design §8), so a link the server issues is always payable while the balance stands.
import { getOffice } from './catalog';
import { cents, parseCents } from './pricing';
import type { Db } from '../db/db';
import type { Doc } from './records';

export async function payLinkFor(
  db: Db,
  invoice: Doc,
  owner: { field_office_uuid?: unknown; stax_customer?: unknown },
): Promise<string | null> {
  const balance = parseCents(String(invoice.balance_due)) ?? 0;
  if (balance <= 0) return null;
  const office = typeof owner.field_office_uuid === 'string' ? await getOffice(db, owner.field_office_uuid) : null;
  const total = parseCents(String(invoice.total)) ?? 0;
  const tax = parseCents(String(invoice.sales_tax)) ?? 0;
  // Partly paid: the whole balance as the total, no separate tax.
  const [linkTotal, linkTax] = total + tax === balance ? [total, tax] : [balance, 0];
  const pairs: [string, string][] = [
    ['stax_public_apikey', office?.stax_public_apikey ?? ''],
    ['total', cents(linkTotal)],
    ['taxes', cents(linkTax)],
    ['invoice_uuid', String(invoice.uuid)],
    ['stax_customer', typeof owner.stax_customer === 'string' ? owner.stax_customer : ''],
  ];
  const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
  return `/pay?${Buffer.from(query, 'utf8').toString('base64')}`;
}
