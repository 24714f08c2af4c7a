// Billing: saved cards, invoices and credit memos, PDFs, payments and the public payment link.
import type { Ctx, Handlers } from '../http';
import { badRequest, forbidden, HttpError, notFound, ok, ownUserFilter, paginate, requireUser } from '../http';
import { CARD_DECLINED, findToken, saveCard } from '../services/cards';
import { payLinkFor } from '../services/pay-links';
import { cents, parseCents } from '../services/pricing';
import { get, getOwned, insert, listOwned, merge, remove, save, type Doc } from '../services/records';
import { officeToday } from '../services/catalog';
import { userTimeZone } from '../services/schedule';
import { STATE_NAME_BY_ABBREVIATION } from '../../src/domain/us-states';
import { wireToSlashed } from '../../src/domain/dates';
import { pdfBase64 } from './account';

/** The /pay state list's 59 abbreviations (spec 2 §3); the contract's pattern only says "two capitals". */
export const NOT_A_STATE = 'Not a valid state.';

/** The invoice owner's today, in their office's zone: the day a payment made now is dated. */
async function ownerToday(ctx: Ctx, owner: string): Promise<string> {
  const rows = await ctx.db.query<{ uuid: string; data: Record<string, unknown> }>(
    'SELECT uuid, data FROM users WHERE uuid = $1',
    [owner],
  );
  const user = rows[0] ?? { uuid: owner, data: {} };
  return officeToday(ctx.now, await userTimeZone(ctx.db, user));
}

function byDateDesc(field: string) {
  return (a: Doc, b: Doc) => String(b[field]).localeCompare(String(a[field]));
}

/** A document's date as the app shows it (spec 3 §9: MM/DD/YYYY), '-' when there is none. */
const shownDate = (wire: unknown) => (typeof wire === 'string' && wireToSlashed(wire)) || '-';

function invoiceLines(inv: Doc): string[] {
  const isInvoice = typeof inv.invoice_date === 'string';
  const addr = inv.billing_address as { address?: string } | null;
  const user = inv.user as { first_name?: string; last_name?: string } | undefined;
  const lines = [
    `${isInvoice ? 'Bill to' : 'Credit to'}: ${user?.first_name ?? ''} ${user?.last_name ?? ''}`,
    `Address: ${addr?.address ?? '-'}`,
    `Date: ${shownDate(isInvoice ? inv.invoice_date : inv.date_creditmemo)}${isInvoice ? `   Due: ${shownDate(inv.due_date)}` : ''}`,
    '',
  ];
  for (const li of (inv.line_items as Doc[]) ?? [])
    lines.push(
      `${shownDate(li.date)}  ${String(li.description ?? '')}  x${String(li.quantity)}  ${String(li.price ?? li.amount ?? '')}  tax ${String(li.tax)}`,
    );
  lines.push('', `Total: ${String(inv.total)}`, `Sales tax: ${String(inv.sales_tax)}`);
  lines.push(
    isInvoice
      ? `Amount received: ${String(inv.amount_received)}   Balance due: ${String(inv.balance_due)}`
      : `Remaining credit balance: ${String(inv.remaining_balance)}`,
  );
  return lines;
}

async function ownCardsTab(ctx: Ctx, userUuid: string) {
  const cards = await listOwned(ctx.db, 'billing', userUuid);
  const orders = await listOwned(ctx.db, 'service_order', userUuid);
  const seen = new Set<string>();
  const billing_addresses = [];
  for (const a of [...cards.map((c) => c.address), ...orders.map((o) => o.billing_address)]) {
    if (!a || typeof a !== 'object') continue;
    const key = JSON.stringify([(a as Doc).address, (a as Doc).zip_code]);
    if (seen.has(key)) continue;
    seen.add(key);
    billing_addresses.push(a);
  }
  return {
    cards,
    billing_addresses,
    service_orders: orders.map((o) => ({
      uuid: o.uuid,
      billing_address: o.billing_address ?? null,
      service_address: o.service_address ?? null,
    })),
  };
}

/** The invoice, its row locked until the transaction ends (SELECT … FOR UPDATE). */
async function getInvoiceForUpdate(ctx: Ctx, uuid: string): Promise<{ owner: string | null; doc: Doc } | null> {
  const rows = await ctx.db.query<{ owner_uuid: string | null; data: Doc }>(
    "SELECT owner_uuid, data FROM records WHERE kind = 'invoice' AND uuid = $1 FOR UPDATE",
    [uuid],
  );
  const r = rows[0];
  return r ? { owner: r.owner_uuid, doc: r.data } : null;
}

export const handlers: Handlers = {
  async userBillingInfoList(ctx) {
    const user = ownUserFilter(ctx);
    return ok(paginate(ctx, await listOwned(ctx.db, 'billing', user.uuid)));
  },

  async userBillingInfoCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body as {
      user_uuid: string;
      address: Doc;
      stax_card_token: string;
      card_holder_name: string;
      charge_invoice_card?: boolean;
      service_order_uuid?: string;
    };
    if (b.user_uuid !== user.uuid) throw forbidden();
    const token = await findToken(ctx.db, b.stax_card_token);
    const order = b.service_order_uuid
      ? await getOwned(ctx.db, 'service_order', b.service_order_uuid, user.uuid).catch(() => null)
      : null;
    if (b.service_order_uuid && !order) throw forbidden();
    const card = await saveCard(
      ctx.db,
      user.uuid,
      token,
      b.card_holder_name,
      b.address as never,
      (user.data.stax_customer as string | undefined) ?? null,
      order
        ? { uuid: order.uuid, billing_address: order.billing_address, service_address: order.service_address }
        : null,
    );
    if (b.charge_invoice_card === false) await save(ctx.db, { ...card, charge_invoice_card: false });
    return ok({ ...card, charge_invoice_card: b.charge_invoice_card ?? true }, 201);
  },

  async userBillingInfoPartialUpdate(ctx) {
    const user = requireUser(ctx);
    const card = await getOwned(ctx.db, 'billing', ctx.params.uuid as string, user.uuid);
    const b = ctx.body as {
      user_uuid?: string;
      address?: Doc;
      stripe_card_details?: { card_exp_month?: string; card_exp_year?: string };
      card_holder_name?: string;
    };
    if (b.user_uuid && b.user_uuid !== user.uuid) throw forbidden();
    let doc = merge(card, { address: b.address, card_holder_name: b.card_holder_name });
    const month = b.stripe_card_details?.card_exp_month;
    const year = b.stripe_card_details?.card_exp_year;
    if (month !== undefined && (Number(month) < 1 || Number(month) > 12))
      throw badRequest({ stripe_card_details: { card_exp_month: ['Expiry month is invalid.'] } });
    if (month || year) {
      const m = month ?? (card.card_exp_month as string);
      const y = year ?? (card.card_exp_year as string);
      doc = {
        ...doc,
        card_exp_month: m,
        card_exp_year: y,
        stax_payment_object: { ...(card.stax_payment_object as Doc), card_exp: `${m}${y}` },
      };
    }
    return ok(await save(ctx.db, doc));
  },

  async userBillingInfoDestroy(ctx) {
    const user = requireUser(ctx);
    const card = await getOwned(ctx.db, 'billing', ctx.params.uuid as string, user.uuid);
    const cards = await listOwned(ctx.db, 'billing', user.uuid);
    const orders = await listOwned(ctx.db, 'service_order', user.uuid);
    if (cards.length === 1 && orders.length > 0)
      throw badRequest({ detail: 'Add another card before removing the only card of an active service.' });
    await remove(ctx.db, card.uuid);
    return { status: 204 };
  },

  async userBillingInfoGetUserBillingTab(ctx) {
    const user = ownUserFilter(ctx);
    return ok(await ownCardsTab(ctx, user.uuid));
  },

  async invoiceList(ctx) {
    const user = ownUserFilter(ctx);
    return ok(paginate(ctx, (await listOwned(ctx.db, 'invoice', user.uuid)).sort(byDateDesc('invoice_date')), 15));
  },

  /** 'Pay now': the /pay link of one of the user's own unpaid invoices. */
  async invoicePayLink(ctx) {
    const user = requireUser(ctx);
    const inv = await getOwned(ctx.db, 'invoice', ctx.params.uuid as string, user.uuid);
    const link = await payLinkFor(ctx.db, inv, user.data);
    if (!link) throw badRequest({ non_field_errors: ['This invoice is already paid.'] });
    return ok({ link });
  },

  async invoicePrintInvoices(ctx) {
    const user = ownUserFilter(ctx);
    const uuid = ctx.query.uuid as string | undefined;
    let docs: Doc[];
    if (uuid) {
      const inv =
        (await getOwned(ctx.db, 'invoice', uuid, user.uuid).catch(() => null)) ??
        (await getOwned(ctx.db, 'credit_memo', uuid, user.uuid));
      docs = [inv];
    } else docs = (await listOwned(ctx.db, 'invoice', user.uuid)).sort(byDateDesc('invoice_date'));
    if (docs.length === 0) throw notFound();
    const first = docs[0] as Doc;
    const title =
      docs.length === 1
        ? typeof first.invoice_id === 'string'
          ? `Invoice ${first.invoice_id}`
          : `Credit memo ${String(first.creditmemo_id)}`
        : 'Invoices';
    const lines = docs.flatMap((d) => [
      ...(docs.length > 1 ? [`Invoice ${String(d.invoice_id)}`] : []),
      ...invoiceLines(d),
      '',
    ]);
    return ok({ data: await pdfBase64(title, lines) });
  },

  async creditMemoGetCreditMemoAndInvoice(ctx) {
    const user = ownUserFilter(ctx);
    const invoices = await listOwned(ctx.db, 'invoice', user.uuid);
    const memos = await listOwned(ctx.db, 'credit_memo', user.uuid);
    const date = (d: Doc) => String(d.invoice_date ?? d.date_creditmemo);
    const rows = [...invoices, ...memos].sort((a, b) => date(b).localeCompare(date(a)));
    return ok(paginate(ctx, rows, 15));
  },

  async crmPaymentList(ctx) {
    const user = ownUserFilter(ctx);
    const ordering = (ctx.query.ordering as string | undefined) ?? '-created_at';
    const rows = (await listOwned(ctx.db, 'payment', user.uuid)).sort(
      (a, b) => String(a.created_at).localeCompare(String(b.created_at)) * (ordering.startsWith('-') ? -1 : 1),
    );
    return ok(paginate(ctx, rows));
  },

  /**
   * The amounts /pay shows (design §8: the link's own amounts are a hint). Only the amounts and the
   * number: the holder of a link may pay the invoice, not read whose it is. Credit memos are not payable.
   */
  async crmPaymentLinkInvoice(ctx) {
    const found = await get(ctx.db, 'invoice', ctx.params.uuid as string);
    if (!found || !found.owner) throw notFound();
    const inv = found.doc;
    const balance = parseCents(String(inv.balance_due)) ?? 0;
    return ok({
      uuid: inv.uuid,
      invoice_id: String(inv.invoice_id ?? ''),
      total: cents(parseCents(String(inv.total)) ?? 0),
      sales_tax: cents(parseCents(String(inv.sales_tax)) ?? 0),
      balance_due: cents(Math.max(balance, 0)),
      status: balance > 0 ? 'unpaid' : 'paid',
    });
  },

  /**
   * Public payment link. The link's `total` is only a claim: the server charges the invoice's own
   * balance and refuses a total that differs from it (design.md §8). Charged once by construction:
   * the handler runs in one transaction (app.ts) and locks the invoice row first, so a concurrent
   * payment of the same invoice waits, then reads the paid balance and is refused.
   */
  async crmPaymentLinkPayment(ctx) {
    const b = ctx.body as {
      total: string;
      invoice_uuid: string;
      stax_card_token: string;
      stax_customer?: string | null;
      save_card: boolean;
      card_holder_name: string;
      address: Doc;
    };
    // A field error first, as the other field errors (the contract's) come before any lookup.
    if (!Object.hasOwn(STATE_NAME_BY_ABBREVIATION, String(b.address.state)))
      throw badRequest({ address: { state: [NOT_A_STATE] } });
    const found = await getInvoiceForUpdate(ctx, b.invoice_uuid);
    if (!found || !found.owner) throw notFound();
    const inv = found.doc;
    const balance = parseCents(String(inv.balance_due)) ?? 0;
    if (balance <= 0) throw badRequest({ non_field_errors: ['This invoice is already paid.'] });
    if (parseCents(b.total) !== balance)
      throw badRequest({ total: [`The amount does not match the invoice balance (${cents(balance)}).`] });
    const token = await findToken(ctx.db, b.stax_card_token);
    if (token.declined) throw new HttpError(400, { non_field_errors: [CARD_DECLINED] });
    const day = await ownerToday(ctx, found.owner);
    const received = (parseCents(String(inv.amount_received)) ?? 0) + balance;
    await save(ctx.db, {
      ...inv,
      amount_received: cents(received),
      balance_due: '0.00',
      date_paid: day,
      status: 'paid',
      payment_method_type: 'card',
    });
    await insert(
      ctx.db,
      'payment',
      found.owner,
      {
        created_at: ctx.now.toISOString(),
        amount_received: cents(balance),
        cc_auto_payment: cents(balance),
        cash_payment: '0.00',
        cheque_payment: '0.00',
        creditmemo_payment: '0.00',
        invoice_uuid: inv.uuid,
      },
      ctx.now,
    );
    // Only the invoice's signed-in owner may add the card to the account; anyone
    // else paying through the link pays, and the flag is ignored.
    if (b.save_card && ctx.user?.uuid === found.owner) {
      const a = b.address as unknown as { address: string; city: string; state: string; zip_code: string };
      await saveCard(
        ctx.db,
        found.owner,
        token,
        b.card_holder_name,
        { address: a.address, city: a.city, state: a.state, zip_code: a.zip_code },
        b.stax_customer ?? null,
        null,
      );
    }
    return ok({ message: `Payment of $${cents(balance)} received. Thank you!` });
  },
};
