// Public acquisition flow: ZIP lookup, pricing, leads, commercial enquiry chain, orders and enquiries.
import { randomUUID } from 'node:crypto';
import type { Ctx, Handlers } from '../http';
import { badRequest, forbidden, notFound, ok, paginate, requireUser, ownUserFilter } from '../http';
import { createUser, findUserByEmail, issueToken } from '../services/auth';
import { STATE_NAME_BY_ABBREVIATION } from '../../src/domain/us-states';
import {
  addOnsOf,
  catalog,
  DEFAULT_TIME_ZONE,
  getOffice,
  officeForZip,
  officeJson,
  officeToday,
  priceQuote,
  today,
} from '../services/catalog';
import { CARD_DECLINED, findToken, saveCard, tokenize } from '../services/cards';
import { COMMERCIAL_QUOTE_UNANSWERED, petDoc, serviceOrderDoc, type OrderInput } from '../services/documents';
import { frequencyPriceRange, initialCleaningDays, type PriceInput } from '../services/pricing';
import {
  bindVisitor,
  get,
  getAccessible,
  getOwned,
  hashVisitorKey,
  insert,
  isAccountCreator,
  listOwned,
  listOwnedByVisitor,
  listWhere,
  merge,
  newVisitorKey,
  save,
  setAccountCreator,
  VISITOR_HEADER,
  visitorOf,
  type Access,
  type Doc,
  type Kind,
} from '../services/records';
import { messages } from '../../src/domain/messages';
import { withNextServiceDates } from '../services/schedule';
import { petErrors } from '../services/pet-rules';
import { enquiryMapErrors, withNormalisedMaps } from '../services/pdf-uploads';
import { lineItemTotal, proposalDueError, proposalRowFields, refreshProposalRows } from '../services/commercial';
import { lookupRefusal } from '../services/lookups';
import { startDraft } from './resume';

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

/**
 * The quote an order, enquiry or price request carries must say what was quoted:
 * 4+ dogs come with their exact number, and prepay comes with its period. 400 with field errors.
 */
export function assertQuoteComplete(body: object): void {
  const b = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const extra = b.extra_pet_count;
  if (b.is_extra_pet === true && !(typeof extra === 'number' && Number.isInteger(extra) && extra > 3))
    errors.extra_pet_count = [messages.extraPetCountRequired];
  if (b.is_prepaid === true && b.prepay_months !== 6 && b.prepay_months !== 12 && b.prepay_for_year !== true)
    errors.prepay_months = [messages.prepayMonthsRequired];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Words that end a street's name ("Main St"): where a one-line address without commas splits street from city. */
const STREET_SUFFIXES = new Set(
  (
    'st street ave av avenue rd road ln lane dr drive blvd boulevard ct court way pl place cir circle ter terrace ' +
    'pkwy parkway hwy highway trl trail sq square loop run pike aly alley row xing crossing cv cove pt point ' +
    'path walk pass plz plaza expy expressway fwy freeway cres crescent grn green hl hill rdg ridge bnd bend'
  ).split(' '),
);
/** A unit after the street ("Apt 4", "Suite 200", "#4") stays with the street. */
const UNIT_WORD = /^(?:apt|apartment|unit|suite|ste|bldg|building|fl|floor|rm|room)\.?$/i;

/**
 * A one-line US address → its parts, or null when it is not well formed: a number and street, a city, one of the
 * 59 state abbreviations (src/domain/us-states.ts), a 5-digit ZIP with an optional -4, and an optional country
 * (", USA"). Commas are optional: "200 Park Ave, Durham, NC 27701" and "100 Main Street Raleigh NC 27601" both
 * parse; without a comma the street ends at its last street word (St, Ave, Rd …) or, failing that, its first word.
 */
export function parseAddress(text: string): { street: string; city: string; state: string; zip: string } | null {
  const line = text.trim().replace(/\s+/g, ' ');
  const m =
    /^(.*?)[\s,]+([A-Za-z]{2})[\s,]+(\d{5})(?:-\d{4})?(?:[\s,]+(?:USA|US|United States(?: of America)?))?\.?$/i.exec(
      line,
    );
  if (!m) return null;
  const state = (m[2] as string).toUpperCase();
  if (!(state in STATE_NAME_BY_ABBREVIATION)) return null;
  const head = (m[1] as string).replace(/[\s,]+$/, '');
  let street: string;
  let city: string;
  const comma = head.lastIndexOf(',');
  if (comma >= 0) {
    street = head.slice(0, comma).replace(/[\s,]+$/, '');
    city = head.slice(comma + 1).trim();
  } else {
    const words = head.split(' ');
    const isSuffix = (w: string | undefined) =>
      w !== undefined && STREET_SUFFIXES.has(w.toLowerCase().replace(/\.$/, ''));
    let end = 0;
    for (let i = words.length - 2; i >= 1 && end === 0; i--) if (isSuffix(words[i])) end = i;
    // "12 Oak St NC 27603": the street ends the line, there is no city.
    if (end === 0 && isSuffix(words[words.length - 1])) return null;
    end ||= 1;
    const unit = words[end + 1];
    if (unit !== undefined && /^#\w+$/.test(unit)) end += 1;
    else if (unit !== undefined && UNIT_WORD.test(unit) && end + 2 < words.length - 1) end += 2;
    street = words.slice(0, end + 1).join(' ');
    city = words.slice(end + 1).join(' ');
  }
  // A number (12, 12B, 12-14) then a word with a letter; a city of letters.
  if (!/^\d+[A-Za-z]?(?:-\d+[A-Za-z]?)? .*[A-Za-z]/.test(street)) return null;
  if (!/^[A-Za-z][A-Za-z .'-]*$/.test(city)) return null;
  return { street, city, state, zip: m[3] as string };
}

async function userOrCreate(
  ctx: Ctx,
  b: OrderBody,
  visitor: string,
): Promise<{
  uuid: string;
  existing: boolean;
  user: {
    uuid: string;
    email: string;
    first_name: string;
    last_name: string;
    roles: string[];
    data: Record<string, unknown>;
  };
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

export const isLeadOnly = (roles: string[]) => roles.every((r) => r === 'lead' || r === 'commercial_lead');

// ---------------------------------------------------------------- visitor keys
// Records a visitor creates are capabilities (design.md §8): reads and writes need the visitor key
// that created them (header X-Visitor-Key) or the owner's token; anything else answers as if the
// record did not exist (404 for a path id, 'Unknown …' for a body reference, [] for a filter).

/** Who is asking: the signed-in user and the visitor key the server issued (hash), if any. */
async function accessOf(ctx: Ctx): Promise<Access> {
  return { user: ctx.user, visitor: await visitorOf(ctx.db, ctx.headers) };
}

/** A creating call: the caller's issued visitor key, else a new one; `headers` answers it. */
async function visitorForCreate(ctx: Ctx): Promise<{ access: Access; headers: Record<string, string> }> {
  const hash = await visitorOf(ctx.db, ctx.headers);
  const key = hash ? (ctx.headers.get(VISITOR_HEADER) as string) : newVisitorKey();
  return { access: { user: ctx.user, visitor: hash ?? hashVisitorKey(key) }, headers: { [VISITOR_HEADER]: key } };
}

async function insertBound<T extends Record<string, unknown>>(
  ctx: Ctx,
  kind: Kind,
  owner: string | null,
  data: T,
  visitor: string | null,
  createdAt?: Date,
) {
  const doc = await insert(ctx.db, kind, owner, data, createdAt);
  await bindVisitor(ctx.db, doc.uuid, visitor);
  return doc;
}

/** The account's own fields (names) change only for its creator's key or its owner. */
async function mayEditAccount(ctx: Ctx, access: Access, owner: string | null): Promise<boolean> {
  if (!owner) return false;
  return access.user?.uuid === owner || (await isAccountCreator(ctx.db, owner, access.visitor));
}

/**
 * A commercial quote as its caller may see it: the account it belongs to (user_uuid) only for that
 * account's owner or the visitor who made the account. A stranger who typed a lead's email gets a quote of
 * that account, never its id (server README: email lookups never hand out someone else's ids).
 */
async function quoteAnswer(ctx: Ctx, access: Access, owner: string | null, doc: Doc): Promise<Doc> {
  const mine = await mayEditAccount(ctx, access, owner);
  return { phone_numbers: [], ...doc, user_uuid: mine ? (doc.user_uuid ?? null) : null };
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

async function placeOrder(
  ctx: Ctx,
  b: OrderBody,
  owner: {
    uuid: string;
    email: string;
    first_name: string;
    last_name: string;
    roles: string[];
    data: Record<string, unknown>;
  },
) {
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
const UNKNOWN_QUOTE = 'Unknown commercial quote.';

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
  async accountsCheckEmail(ctx) {
    const limited = await lookupRefusal(ctx, ctx.query.email as string);
    if (limited) return limited;
    const u = await findUserByEmail(ctx.db, ctx.query.email as string);
    return ok({ already_exists: Boolean(u?.password_hash) });
  },

  /**
   * Ids only for records this visitor made. Any other known address (a lead of another browser, an
   * account) answers its role with null ids, never an id: the email step then mails that address a link
   * (resume/request/), whose holder continues on their own device.
   */
  async accountsUserEmailLead(ctx) {
    const fresh = { role: null, type: 'new', user_uuid: null, commercial_quote_uuid: null };
    const limited = await lookupRefusal(ctx, ctx.query.email as string);
    if (limited) return limited;
    const u = await findUserByEmail(ctx.db, ctx.query.email as string);
    if (!u) return ok(fresh);
    const role = u.roles[0] ?? 'lead';
    const commercial = role === 'commercial_lead' || role === 'commercial_customer';
    const type = commercial ? 'commercial' : 'residential';
    if (u.password_hash || !isLeadOnly(u.roles))
      return ok({ role, type, user_uuid: null, commercial_quote_uuid: null });
    const visitor = await visitorOf(ctx.db, ctx.headers);
    const leads = await listOwnedByVisitor(ctx.db, 'lead', u.uuid, visitor);
    const quotes = await listOwnedByVisitor(ctx.db, 'commercial_quote', u.uuid, visitor);
    // Another browser's lead: its records are not this caller's to continue; the email step mails the
    // address a link instead (resume/request/), the same step as for an account.
    if (leads.length === 0 && quotes.length === 0)
      return ok({ role, type, user_uuid: null, commercial_quote_uuid: null });
    return ok({
      role,
      type,
      user_uuid: leads[leads.length - 1]?.uuid ?? null,
      commercial_quote_uuid: quotes[quotes.length - 1]?.uuid ?? null,
    });
  },

  async fieldOfficeList(ctx) {
    const zip = ctx.query.addressable_zip_codes__contains as string | undefined;
    const close = ctx.query.close as boolean | undefined;
    const rows = (await catalog(ctx.db)).offices.filter(
      (o) => (zip === undefined || o.zip_codes.includes(zip)) && (close === undefined || o.close === close),
    );
    const results = [];
    for (const o of rows) results.push(officeJson(o, await addOnsOf(ctx.db, o.uuid), zip));
    return ok(paginate(ctx, results));
  },

  async fieldOfficeFrequencyPricingRange(ctx) {
    const o = await getOffice(ctx.db, ctx.params.id as string);
    if (!o) throw notFound();
    return ok({ pricing_range: frequencyPriceRange(o.base_prices) });
  },

  async fieldOfficeInitialCleanningDays(ctx) {
    const byUuid =
      typeof ctx.query.franchises_uuid === 'string' ? await getOffice(ctx.db, ctx.query.franchises_uuid) : null;
    const office =
      byUuid ?? (typeof ctx.query.zip_code === 'string' ? await officeForZip(ctx.db, ctx.query.zip_code) : null);
    if (!office || office.close) throw badRequest({ zip_code: ['No field office serves this ZIP code.'] });
    return ok(initialCleaningDays(today(ctx.now)));
  },

  async crmLeadUserCreate(ctx) {
    const b = ctx.body as {
      email: string;
      zip_code: string;
      field_office_uuid: string;
      hear_about_us: string[];
      emailaddress_set: unknown[];
      channel_attribution_id?: number | null;
    };
    if (!(await getOffice(ctx.db, b.field_office_uuid)))
      throw badRequest({ field_office_uuid: ['Unknown field office.'] });
    const u = await findUserByEmail(ctx.db, b.email);
    if (u && (u.password_hash || !u.roles.includes('lead')))
      throw badRequest({ email: [messages.emailAlreadyRegistered] });
    const { access, headers } = await visitorForCreate(ctx);
    let owner = u?.uuid;
    if (!owner) {
      owner = await createUser(ctx.db, {
        email: b.email,
        roles: ['lead'],
        data: { zip_codes: [b.zip_code], field_office_uuid: b.field_office_uuid },
      });
      await setAccountCreator(ctx.db, owner, access.visitor);
    }
    // This visitor's lead of the account: the creator's lead has the account's uuid; a later visitor
    // with the same email gets a fresh lead of the same account (merged on the server), never the old one.
    const mine = (await listOwnedByVisitor(ctx.db, 'lead', owner, access.visitor)).at(-1);
    const lead = {
      uuid: mine?.uuid ?? (u ? randomUUID() : owner),
      email: b.email.toLowerCase(),
      first_name: null,
      last_name: null,
      zip_code: b.zip_code,
      field_office_uuid: b.field_office_uuid,
      hear_about_us: b.hear_about_us,
      lead_stage: 'new',
      outreach: 'website',
      role: ['lead'],
      emailaddress_set: b.emailaddress_set,
      phone_numbers: [],
      address: [],
      channel_attribution_id: b.channel_attribution_id ?? null,
    };
    if (mine) await save(ctx.db, { ...mine, ...lead });
    else await insertBound(ctx, 'lead', owner, lead, access.visitor);
    // The flow is kept from the email step on: a link or a reminder can restore it (routes/resume.ts).
    await startDraft(ctx, {
      user_uuid: owner,
      email: b.email,
      flow: 'quote',
      record_uuid: lead.uuid,
      field_office_uuid: b.field_office_uuid,
      zip_code: b.zip_code,
      how_heard: b.hear_about_us[0] ?? null,
    });
    return { ...ok(lead, 201), headers };
  },

  async crmLeadUserRetrieve(ctx) {
    const r = await getAccessible(ctx.db, 'lead', ctx.params.id as string, await accessOf(ctx));
    if (!r) throw notFound();
    return ok(r.doc);
  },

  async crmLeadUserPartialUpdate(ctx) {
    const access = await accessOf(ctx);
    const r = await getAccessible(ctx.db, 'lead', ctx.params.id as string, access);
    if (!r) throw notFound();
    const b = { ...(ctx.body as Record<string, unknown>) };
    if (typeof b.leadStage === 'string') b.lead_stage = b.leadStage;
    delete b.leadStage;
    for (const k of ['is_crm', 'is_dummy_email', 'authorizedUser_list']) delete b[k];
    // The stored role stays the lead's; an order, not a PATCH, makes a customer.
    delete b.role;
    if (typeof b.email === 'string') delete b.email;
    const doc = await save(ctx.db, merge(r.doc, b));
    if (
      (typeof b.first_name === 'string' || typeof b.last_name === 'string') &&
      (await mayEditAccount(ctx, access, r.owner))
    )
      await ctx.db.query(
        'UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name) WHERE uuid = $1 AND password_hash IS NULL',
        [r.owner, b.first_name ?? null, b.last_name ?? null],
      );
    return ok(doc);
  },

  async nonServiceableEnquiryCreate(ctx) {
    const b = ctx.body as { email: string; zip_code: string; scorpion_id?: string | null };
    const doc = await insert(ctx.db, 'nse', null, {
      email: b.email,
      zip_code: b.zip_code,
      scorpion_id: b.scorpion_id ?? null,
    });
    return ok(doc, 201);
  },

  async commercialQuoteCreate(ctx) {
    const b = ctx.body as {
      email_address: string;
      zip_code: string;
      field_office_uuid: string;
      hear_about_us: string[];
      outreach: string;
      channel_attribution_id?: number | null;
    };
    if (!(await getOffice(ctx.db, b.field_office_uuid)))
      throw badRequest({ field_office_uuid: ['Unknown field office.'] });
    let owner = ctx.user && ctx.user.email === b.email_address.toLowerCase() ? ctx.user.uuid : null;
    const { access, headers } = await visitorForCreate(ctx);
    if (!owner) {
      const u = await findUserByEmail(ctx.db, b.email_address);
      if (u?.password_hash || (u && !isLeadOnly(u.roles))) throw badRequest({ email_address: [messages.emailInUse] });
      owner = u?.uuid ?? null;
      if (!owner) {
        owner = await createUser(ctx.db, {
          email: b.email_address,
          roles: ['commercial_lead'],
          data: { zip_codes: [b.zip_code], field_office_uuid: b.field_office_uuid },
        });
        await setAccountCreator(ctx.db, owner, access.visitor);
      }
    }
    const doc = await insertBound(
      ctx,
      'commercial_quote',
      owner,
      {
        email_address: b.email_address.toLowerCase(),
        zip_code: b.zip_code,
        field_office_uuid: b.field_office_uuid,
        outreach: b.outreach,
        hear_about_us: b.hear_about_us,
        channel_attribution_id: b.channel_attribution_id ?? null,
        ...COMMERCIAL_QUOTE_UNANSWERED,
        user_uuid: owner,
      },
      access.visitor,
    );
    if (!ctx.user && owner)
      await startDraft(ctx, {
        user_uuid: owner,
        email: b.email_address,
        flow: 'commercial',
        record_uuid: doc.uuid,
        field_office_uuid: b.field_office_uuid,
        zip_code: b.zip_code,
        how_heard: b.hear_about_us[0] ?? null,
      });
    return { ...ok(await quoteAnswer(ctx, access, owner, doc), 201), headers };
  },

  async commercialQuoteRetrieve(ctx) {
    const access = await accessOf(ctx);
    const r = await getAccessible(ctx.db, 'commercial_quote', ctx.params.id as string, access);
    if (!r) throw notFound();
    return ok(await quoteAnswer(ctx, access, r.owner, r.doc));
  },

  /**
   * The enquiry wizard's submit. Checked before anything is written: every map a PDF of at most 5 MB, the
   * proposal due date after the office's today. A visitor's phone numbers are kept (the office calls back);
   * the signed-in owner's are ignored, not refused: their account holds their phones (spec 2 §3, phones
   * only for visitors), and an enquiry is not lost over a field the office does not need.
   */
  async commercialQuotePartialUpdate(ctx) {
    const access = await accessOf(ctx);
    const r = await getAccessible(ctx.db, 'commercial_quote', ctx.params.id as string, access);
    if (!r) throw notFound();
    const b = { ...(ctx.body as Record<string, unknown>) };
    delete b.is_crm;
    if (access.user && access.user.uuid === r.owner) delete b.phone_numbers;
    // user_uuid is the owner's own field; a visitor cannot move a quote to another account.
    if (b.user_uuid !== undefined && b.user_uuid !== r.owner) delete b.user_uuid;
    const errors: Record<string, string[]> = enquiryMapErrors(b);
    // The office the quote moves to, when it names one; else its own.
    const moving = typeof b.field_office_uuid === 'string' && (await getOffice(ctx.db, b.field_office_uuid));
    const office = moving ? b.field_office_uuid : r.doc.field_office_uuid;
    const due = await proposalDueError(ctx.db, office, ctx.now, b.proposal_due, r.doc.proposal_due);
    if (due) errors.proposal_due = [due];
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    const doc = await save(ctx.db, merge(r.doc, withNormalisedMaps(b)));
    const proposals = await listWhere(ctx.db, 'commercial_proposal', 'commercial_quote_uuid', doc.uuid);
    await refreshProposalRows(
      ctx.db,
      r.owner,
      proposals.map((p) => p.uuid),
      doc,
    );
    if (
      (typeof b.first_name === 'string' || typeof b.last_name === 'string') &&
      (await mayEditAccount(ctx, access, r.owner))
    )
      await ctx.db.query(
        'UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name) WHERE uuid = $1 AND password_hash IS NULL',
        [r.owner, b.first_name ?? null, b.last_name ?? null],
      );
    return ok(await quoteAnswer(ctx, access, r.owner, doc));
  },

  async commercialProposalList(ctx) {
    const q = ctx.query.commercial_quote__uuid as string | undefined;
    const quote = q ? await getAccessible(ctx.db, 'commercial_quote', q, await accessOf(ctx)) : null;
    const rows = quote ? await listWhere(ctx.db, 'commercial_proposal', 'commercial_quote_uuid', quote.doc.uuid) : [];
    return ok(paginate(ctx, rows));
  },

  async commercialProposalCreate(ctx) {
    const b = ctx.body as { proposal_status: string; commercial_quote_uuid: string; proposal_date: string | null };
    const { access, headers } = await visitorForCreate(ctx);
    const quote = await getAccessible(ctx.db, 'commercial_quote', b.commercial_quote_uuid, access);
    if (!quote) throw badRequest({ commercial_quote_uuid: [UNKNOWN_QUOTE] });
    const due = await proposalDueError(ctx.db, quote.doc.field_office_uuid, ctx.now, b.proposal_date, null);
    if (due) throw badRequest({ proposal_date: [due] });
    const doc = await insertBound(
      ctx,
      'commercial_proposal',
      quote.owner,
      { ...b, inner_proposals: [] },
      quote.visitor,
    );
    // The account area's Proposals tab lists what the owner (or the visitor who made the account) asked for;
    // a later visitor's quote on a lead's account stays with the office.
    if (await mayEditAccount(ctx, access, quote.owner))
      await insert(ctx.db, 'proposal', quote.owner, {
        commercial_proposal_uuid: doc.uuid,
        created_at: ctx.now.toISOString(),
        ...proposalRowFields(quote.doc),
        status: 'open',
      });
    return { ...ok(doc, 201), headers };
  },

  /**
   * A proposal moves only to a quote the caller reaches (visitor key or token) of the same account: any other
   * reads as unknown. Its due date, when changed, is after the office's today. Its Proposals tab row then
   * shows its quote.
   */
  async commercialProposalPartialUpdate(ctx) {
    const access = await accessOf(ctx);
    const r = await getAccessible(ctx.db, 'commercial_proposal', ctx.params.id as string, access);
    if (!r) throw notFound();
    const b = ctx.body as { commercial_quote_uuid?: string; proposal_date?: string | null };
    const moved = b.commercial_quote_uuid !== undefined && b.commercial_quote_uuid !== r.doc.commercial_quote_uuid;
    const quote = moved
      ? await getAccessible(ctx.db, 'commercial_quote', b.commercial_quote_uuid as string, access)
      : await get(ctx.db, 'commercial_quote', r.doc.commercial_quote_uuid as string);
    if (!quote || (moved && quote.owner !== r.owner)) throw badRequest({ commercial_quote_uuid: [UNKNOWN_QUOTE] });
    const due = await proposalDueError(
      ctx.db,
      quote.doc.field_office_uuid,
      ctx.now,
      b.proposal_date,
      r.doc.proposal_date,
    );
    if (due) throw badRequest({ proposal_date: [due] });
    const doc = await save(ctx.db, merge(r.doc, b));
    await refreshProposalRows(ctx.db, r.owner, [doc.uuid], quote.doc);
    return ok(doc);
  },

  async innerProposalCreate(ctx) {
    const b = ctx.body as { proposal_uuid: string };
    const { access, headers } = await visitorForCreate(ctx);
    const p = await getAccessible(ctx.db, 'commercial_proposal', b.proposal_uuid, access);
    if (!p) throw badRequest({ proposal_uuid: ['Unknown proposal.'] });
    const doc = await insertBound(
      ctx,
      'inner_proposal',
      p.owner,
      { proposal_uuid: b.proposal_uuid, line_items: [] },
      p.visitor,
    );
    await save(ctx.db, {
      ...p.doc,
      inner_proposals: [...((p.doc.inner_proposals as unknown[]) ?? []), { uuid: doc.uuid }],
    });
    return { ...ok(doc, 201), headers };
  },

  async innerProposalRetrieve(ctx) {
    const r = await getAccessible(ctx.db, 'inner_proposal', ctx.params.id as string, await accessOf(ctx));
    if (!r) throw notFound();
    return ok(r.doc);
  },

  async innerProposalPartialUpdate(ctx) {
    const access = await accessOf(ctx);
    const r = await getAccessible(ctx.db, 'inner_proposal', ctx.params.id as string, access);
    if (!r) throw notFound();
    const b = ctx.body as { proposal_uuid?: string; line_items?: string[] };
    const doc = { ...r.doc };
    if (b.line_items) {
      const items = [];
      for (const id of b.line_items) {
        const li = await getAccessible(ctx.db, 'line_item', id, access);
        if (!li) throw badRequest({ line_items: [`Unknown line item ${id}.`] });
        items.push(li.doc);
      }
      doc.line_items = items;
    }
    return ok(await save(ctx.db, doc));
  },

  async proposalLineItemCreate(ctx) {
    const b = ctx.body as Record<string, unknown> & { inner_proposal_uuid: string };
    const { access, headers } = await visitorForCreate(ctx);
    const inner = await getAccessible(ctx.db, 'inner_proposal', b.inner_proposal_uuid, access);
    if (!inner) throw badRequest({ inner_proposal_uuid: ['Unknown inner proposal.'] });
    const zero = '0.00';
    const total = lineItemTotal(b);
    if (typeof total !== 'string') throw badRequest(total);
    const item = await insertBound(
      ctx,
      'line_item',
      inner.owner,
      {
        inner_proposal_uuid: b.inner_proposal_uuid,
        item_type: b.item_type,
        item: b.item,
        model: b.model ?? null,
        frequency: b.frequency ?? null,
        description: b.description ?? null,
        discount: b.discount ?? zero,
        quantity: b.quantity ?? 0,
        rate: b.rate ?? zero,
        rate_tax: b.rate_tax ?? zero,
        s_and_h: b.s_and_h ?? zero,
        s_and_h_tax: b.s_and_h_tax ?? zero,
        total,
        is_incomplete: b.is_incomplete ?? true,
      },
      inner.visitor,
    );
    await save(ctx.db, { ...inner.doc, line_items: [...((inner.doc.line_items as unknown[]) ?? []), item] });
    return { ...ok(item, 201), headers };
  },

  async pricingCalculatorCreate(ctx) {
    const b = ctx.body as PriceInput & { field_office_uuid: string };
    assertQuoteComplete(b);
    const out = await priceQuote(ctx.db, b.field_office_uuid, b, ctx.now);
    return ok(out.price);
  },

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
    const r = await getAccessible(ctx.db, 'enquiry', ctx.params.id as string, await accessOf(ctx));
    if (!r) throw notFound();
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
