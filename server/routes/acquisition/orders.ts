// Public acquisition flow, orders: the residential order and its enquiry (the dogs sent with them), the
// service address check and the sandbox card tokenizer.
import type { AuthUser, Ctx, Handlers } from '../../http';
import { badRequest, forbidden, ok, paginate, requireUser, ownUserFilter } from '../../http';
import { createUser, findUserByEmail, issueToken } from '../../services/auth';
import { DEFAULT_TIME_ZONE, getOffice, officeToday, priceQuote, today } from '../../services/catalog';
import { CARD_DECLINED, findToken, saveCard, tokenize } from '../../services/cards';
import { petDoc, serviceOrderDoc, type OrderInput } from '../../services/documents';
import { initialCleaningDays, type PriceInput } from '../../services/pricing';
import {
  get,
  getOwned,
  insert,
  isAccountCreator,
  listOwned,
  merge,
  save,
  setAccountCreator,
  type Doc,
} from '../../services/records';
import { messages } from '../../../src/domain/messages';
import { withNextServiceDates } from '../../services/schedule';
import { petErrors } from '../../services/pet-rules';
import { assertQuoteComplete, visitorForCreate, insertBound, reachableRecord } from './shared';
import { parseAddress } from './address';

type OrderBody = OrderInput & {
  email: string;
  first_name: string;
  last_name: string;
  phone_numbers: unknown[];
  preferred_contact_methods: string[];
  stax_card_token: string;
  coupon_code?: string | null;
  pets?: Record<string, unknown>[];
  hear_about_us?: string[];
  is_enquiry?: boolean;
  scorpion_id?: string | null;
  lead_uuid?: string;
  service_zipcode?: string;
};

function quoteOf(input: object): PriceInput {
  const b = input as Record<string, unknown>;
  return {
    frequency: b.frequency as PriceInput['frequency'],
    property_type: b.property_type as PriceInput['property_type'],
    pet_count: b.pet_count as number,
    extra_pet_count: (b.extra_pet_count as number | null | undefined) ?? null,
    is_extra_pet: (b.is_extra_pet as boolean | undefined) ?? false,
    last_cleaned: (b.last_cleaned as PriceInput['last_cleaned']) ?? null,
    areas_to_clean: (b.area_to_clean as string[] | undefined) ?? (b.areas_to_clean as string[] | undefined) ?? [],
    add_ons: ((b.service_add_ons as { add_on_uuid: string; is_recurring: boolean }[] | undefined) ?? []).map((a) => ({
      uuid: a.add_on_uuid,
      is_recurring: a.is_recurring,
    })),
    coupon_code: (b.coupon_code as string | null | undefined) ?? null,
    is_prepaid: (b.is_prepaid as boolean | undefined) ?? false,
    prepay_months: (b.prepay_months as 6 | 12 | null | undefined) ?? null,
  };
}

async function userOrCreate(
  ctx: Ctx,
  b: OrderBody,
  visitor: string,
): Promise<{
  uuid: string;
  existing: boolean;
  user: AuthUser;
}> {
  const found = await findUserByEmail(ctx.db, b.email);
  // A registered account: sign in first; nothing is written.
  if (found?.password_hash) throw badRequest({ email: [messages.emailAlreadyRegistered] });
  // An account that is more than a lead (orders of its own), or a lead another visitor made, is never
  // handed a key: whoever knows an email address must not get a session on someone else's account.
  // A visitor whose device a mailed link gave the account's key (its mailbox proven) may order on it too.
  if (found && !(await isAccountCreator(ctx.db, found.uuid, visitor)))
    return { uuid: found.uuid, existing: true, user: found };
  if (found) {
    const roles = found.roles.includes('lead') || found.roles.length === 0 ? ['customer'] : found.roles;
    await ctx.db.query('UPDATE users SET first_name = $2, last_name = $3, roles = $4 WHERE uuid = $1', [
      found.uuid,
      b.first_name,
      b.last_name,
      roles,
    ]);
    return {
      uuid: found.uuid,
      existing: false,
      user: { ...found, first_name: b.first_name, last_name: b.last_name, roles },
    };
  }
  const uuid = await createUser(ctx.db, {
    email: b.email,
    first_name: b.first_name,
    last_name: b.last_name,
    roles: ['customer'],
  });
  await setAccountCreator(ctx.db, uuid, visitor);
  return {
    uuid,
    existing: false,
    user: {
      uuid,
      email: b.email.toLowerCase(),
      first_name: b.first_name,
      last_name: b.last_name,
      roles: ['customer'],
      data: {},
    },
  };
}

/** Account fields an order fills in when the account has none yet. */
async function adoptOrderDetails(ctx: Ctx, userUuid: string, b: OrderBody): Promise<void> {
  const rows = await ctx.db.query<{ data: Record<string, unknown> }>('SELECT data FROM users WHERE uuid = $1', [
    userUuid,
  ]);
  const data = { ...(rows[0]?.data ?? {}) };
  const zips = new Set((data.zip_codes as string[] | undefined) ?? []);
  zips.add(b.service_address.zip_code);
  data.zip_codes = [...zips];
  data.field_office_uuid ??= b.field_office_uuid;
  if (!Array.isArray(data.phone_numbers) || data.phone_numbers.length === 0) data.phone_numbers = b.phone_numbers;
  data.emailaddress_set ??= [{ email: b.email.toLowerCase(), primary: true }];
  data.preferred_contact_methods = b.preferred_contact_methods;
  await ctx.db.query('UPDATE users SET data = $2 WHERE uuid = $1', [userUuid, JSON.stringify(data)]);
}

/**
 * An order body as it is stored: with `is_billing_address_same` the billing address is the service
 * address (never an order without one); the start date must be one of the first
 * cleaning days the office offers (the list GET field-office/initial_cleanning_days/ answers).
 */
function orderBodyOf(ctx: Ctx): OrderBody {
  const b = ctx.body as OrderBody & { is_billing_address_same?: boolean };
  checkStartDate(ctx, b.preferred_start_date);
  return b.is_billing_address_same === true ? { ...b, billing_address: b.service_address } : b;
}

function checkStartDate(ctx: Ctx, date: string | null | undefined): void {
  if (date === undefined || date === null) return;
  const [y, m, d] = date.split('-');
  if (!initialCleaningDays(today(ctx.now)).includes(`${m}-${d}-${y}`))
    throw badRequest({ preferred_start_date: [messages.preferredStartDateNotOffered] });
}

async function placeOrder(ctx: Ctx, b: OrderBody, owner: AuthUser) {
  const token = await findToken(ctx.db, b.stax_card_token);
  const priced = await priceQuote(ctx.db, b.field_office_uuid, quoteOf(b), ctx.now);
  if (priced.price.is_prepaid && token.declined) throw badRequest({ non_field_errors: [CARD_DECLINED] });
  const office = await getOffice(ctx.db, b.field_office_uuid);
  if (office && !office.zip_codes.includes(b.service_address.zip_code))
    throw badRequest({ service_address: { zip_code: ['This ZIP code is not served by the field office.'] } });
  const card = await saveCard(
    ctx.db,
    owner.uuid,
    token,
    `${b.first_name} ${b.last_name}`,
    b.billing_address,
    (owner.data.stax_customer as string | undefined) ?? null,
    null,
  );
  const doc = serviceOrderDoc(b, priced.price, owner, {
    uuid: card.uuid,
    stax_payment_object: JSON.stringify(card.stax_payment_object),
  });
  await checkPets(ctx, doc, b.pets);
  const order = await insert(ctx.db, 'service_order', owner.uuid, doc);
  await save(ctx.db, {
    ...card,
    service_order: { uuid: order.uuid, billing_address: order.billing_address, service_address: order.service_address },
  });
  for (const p of b.pets ?? []) await insert(ctx.db, 'pet', owner.uuid, petDoc({ ...p, uuid: undefined }, order));
  await adoptOrderDetails(ctx, owner.uuid, b);
  return { order, card };
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const DOG_FIELDS = ['is_dogs_outside', 'has_doggy_door', 'can_clean_if_dogs_out', 'hear_about_us'] as const;

/**
 * The dogs sent with an order or its enquiry follow the account's dog rules (services/pet-rules.ts):
 * any refused dog refuses the whole request (a 400 with the dog's index), before anything is written.
 */
async function checkPets(ctx: Ctx, order: Doc, pets: Record<string, unknown>[] | undefined, owner?: string) {
  if (!pets || pets.length === 0) return;
  const office = typeof order.field_office_uuid === 'string' ? await getOffice(ctx.db, order.field_office_uuid) : null;
  const today = officeToday(ctx.now, office?.time_zone ?? DEFAULT_TIME_ZONE);
  const errors: Record<string, Record<string, string[]>> = {};
  for (const [i, p] of pets.entries()) {
    const stored = typeof p.uuid === 'string' && owner ? await get(ctx.db, 'pet', p.uuid) : null;
    const found = petErrors(p, order, stored && stored.owner === owner ? stored.doc.photo : undefined, today);
    if (Object.keys(found).length > 0) errors[String(i)] = found;
  }
  if (Object.keys(errors).length > 0) throw badRequest({ pets: errors });
}

async function upsertPets(ctx: Ctx, owner: string, order: Doc, pets: Record<string, unknown>[] | undefined) {
  await checkPets(ctx, order, pets, owner);
  for (const p of pets ?? []) {
    if (typeof p.uuid === 'string') {
      const existing = await get(ctx.db, 'pet', p.uuid);
      if (existing && existing.owner === owner) {
        await save(ctx.db, merge(existing.doc, p));
        continue;
      }
    }
    await insert(ctx.db, 'pet', owner, petDoc({ ...p, uuid: undefined }, order));
  }
}

export const handlers: Handlers = {
  async serviceOrderValidateAddress(ctx) {
    const b = ctx.body as { field_office_uuid: string; address: string; purpose?: 'service' | 'invoice' | 'billing' };
    const parts = parseAddress(b.address);
    // Any well-formed US address may receive invoices or be a card's billing address (whatever the office);
    // a service address (purpose absent, as the checkout sends it) must also be in the office's ZIPs, the office open.
    if (!parts) return ok({ is_valid: false });
    if ((b.purpose ?? 'service') !== 'service') return ok({ is_valid: true });
    const office = await getOffice(ctx.db, b.field_office_uuid);
    return ok({ is_valid: Boolean(office && !office.close && office.zip_codes.includes(parts.zip)) });
  },

  async serviceOrderList(ctx) {
    const user = ownUserFilter(ctx);
    const orders = await listOwned(ctx.db, 'service_order', user.uuid);
    return ok(paginate(ctx, await withNextServiceDates(ctx.db, user, orders, ctx.now)));
  },

  async serviceOrderCreate(ctx) {
    const user = requireUser(ctx);
    const b = orderBodyOf(ctx);
    assertQuoteComplete(b);
    const { order } = await placeOrder(ctx, b, user);
    if (user.roles.includes('lead'))
      await ctx.db.query("UPDATE users SET roles = ARRAY['customer'] WHERE uuid = $1", [user.uuid]);
    const [answered] = await withNextServiceDates(ctx.db, user, [order], ctx.now);
    return ok(answered, 201);
  },

  async serviceOrderPartialUpdate(ctx) {
    const user = requireUser(ctx);
    const order = await getOwned(ctx.db, 'service_order', ctx.params.id as string, user.uuid);
    const b = ctx.body as Record<string, unknown> & { pets?: Record<string, unknown>[] };
    if (b.preferred_start_date !== order.preferred_start_date)
      checkStartDate(ctx, b.preferred_start_date as string | null | undefined);
    let doc = merge(order, b, [...DOG_FIELDS, 'cleaning_notes', 'disposal_location', 'preferred_start_date']);
    const quoteFields = [
      'frequency',
      'property_type',
      'pet_count',
      'extra_pet_count',
      'is_extra_pet',
      'last_cleaned',
      'service_add_ons',
      'area_to_clean',
      'is_prepaid',
      'prepay_months',
      'coupon_code',
    ];
    if (quoteFields.some((k) => k in b)) {
      if (order.service_type === 'commercial') throw forbidden();
      const merged = merge(doc, b, quoteFields);
      assertQuoteComplete(merged);
      const priced = await priceQuote(ctx.db, order.field_office_uuid as string, quoteOf(merged), ctx.now);
      doc = {
        ...merged,
        frequency_type: merged.frequency,
        calculated_price: priced.price,
        pet_count: priced.price.pet_count,
        is_prepaid: priced.price.is_prepaid,
        prepay_months: priced.price.prepay_months,
      };
      delete doc.coupon_code;
    }
    await upsertPets(ctx, user.uuid, doc, b.pets);
    const [answered] = await withNextServiceDates(ctx.db, user, [await save(ctx.db, doc)], ctx.now);
    return ok(answered);
  },

  async serviceOrderEnquiryList(ctx) {
    const user = ownUserFilter(ctx);
    return ok(paginate(ctx, await listOwned(ctx.db, 'enquiry', user.uuid)));
  },

  async serviceOrderEnquiryCreate(ctx) {
    const b = orderBodyOf(ctx);
    assertQuoteComplete(b);
    const { access, headers } = await visitorForCreate(ctx);
    const { uuid, existing, user } = await userOrCreate(ctx, b, access.visitor as string);
    let billing: { uuid: string; stax_payment_object: string } | null = null;
    let price;
    let orderUuid: string | null = null;
    if (existing) {
      // An account holder who is signed out: the office follows up; nothing is attached to the account yet.
      await findToken(ctx.db, b.stax_card_token);
      price = (await priceQuote(ctx.db, b.field_office_uuid, quoteOf(b), ctx.now)).price;
    } else {
      const { order, card } = await placeOrder(ctx, b, user);
      billing = { uuid: card.uuid, stax_payment_object: JSON.stringify(card.stax_payment_object) };
      price = order.calculated_price;
      orderUuid = order.uuid;
    }
    // A new account gets a session key so the post-order flow can set its password (auth/password/change/).
    const key = existing ? null : await issueToken(ctx.db, uuid, ctx.now);
    // An account this visitor may not claim gets nothing: the enquiry stays with the office (no owner).
    const doc = await insertBound(
      ctx,
      'enquiry',
      existing ? null : uuid,
      {
        field_office_uuid: b.field_office_uuid,
        service_address: b.service_address,
        billing_address: b.billing_address,
        frequency: b.frequency,
        property_type: b.property_type,
        pet_count: price.pet_count,
        calculated_price: price,
        user_billing_info: billing,
        is_existing_user: existing,
        // Another person's account: neither its id nor its names are shown (the nil UUID stands in).
        user: {
          uuid: existing ? NIL_UUID : uuid,
          email: b.email.toLowerCase(),
          first_name: b.first_name,
          last_name: b.last_name,
          key: null,
        },
        created_at: ctx.now.toISOString(),
        service_order_uuid: orderUuid,
        scorpion_id: b.scorpion_id ?? null,
      },
      access.visitor,
      ctx.now,
    );
    // The key is answered once (and replayed for the same Idempotency-Key), never stored in the record.
    return { ...ok({ ...doc, user: { ...(doc.user as object), key } }, 201), headers };
  },

  async serviceOrderEnquiryPartialUpdate(ctx) {
    const r = await reachableRecord(ctx, 'enquiry');
    const b = ctx.body as Record<string, unknown> & { pets?: Record<string, unknown>[] };
    const doc = await save(ctx.db, merge(r.doc, b, DOG_FIELDS));
    const orderUuid = r.doc.service_order_uuid as string | null;
    if (orderUuid && r.owner) {
      const order = await get(ctx.db, 'service_order', orderUuid);
      if (order && order.owner === r.owner) {
        const updated = await save(ctx.db, merge(order.doc, b, DOG_FIELDS));
        await upsertPets(ctx, r.owner, updated, b.pets);
      }
    }
    return ok(doc);
  },

  async sandboxTokenize(ctx) {
    const t = await tokenize(
      ctx.db,
      ctx.body as { card_number: string; card_exp_month: string; card_exp_year: string; customer_id?: string | null },
      ctx.now,
    );
    return ok({
      id: t.id,
      card_type: t.card_type,
      card_last_four: t.card_last_four,
      card_exp: t.card_exp,
      customer_id: t.customer_id,
    });
  },
};
