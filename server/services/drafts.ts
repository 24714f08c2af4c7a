// A lead's flow kept on the server (flow_drafts, migration 006) and the mailed links that restore it
// (design.md §8). The client saves what its flow keeps between screens (`answers`: the area, the lead,
// the machines' snapshots; never card data) and the price it shows; a resume link gives the device that
// opens it a fresh visitor key for the lead's records and the answers back, re-priced at today's prices.
// Every link is stored as the SHA-256 of its token. A draft gets one reminder after 60 minutes without
// activity (services/jobs.ts), unless its order or enquiry was placed or its address unsubscribed.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import type { AppEnv } from '../http';
import { HttpError } from '../http';
import { sendMail, sha256 } from './auth';
import { addOnsOf, getOffice, officeJson, priceQuote } from './catalog';
import { BUSINESS_NAME } from './mailbox';
import type { PriceInput } from './pricing';
import { emailHash } from './throttle';
import { DRAFT_ANSWER_KEYS } from '../../src/domain/draft-answers';

export type Flow = 'quote' | 'commercial';

/** Where a restored flow opens: the email step's next screen, the quote, its checkout, or a wizard step. */
export const STEPS: Readonly<Record<Flow, readonly string[]>> = {
  quote: ['subscription', 'quote', 'checkout'],
  commercial: ['step1', 'step2'],
};

/** A resume link works for 7 days. */
export const RESUME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An abandoned flow's reminder: this long after the last activity following the email step. */
export const REMINDER_AFTER_MS = 60 * 60 * 1000;
export const REMINDER_JOB = 'abandoned-flow-reminder';

export interface ShownPrice {
  total_price_per_service: string;
  total_price_for_first_visit: string;
}
export interface DraftPrice {
  request: PriceInput & { field_office_uuid: string };
  shown: ShownPrice;
}

export interface Draft {
  uuid: string;
  user_uuid: string;
  flow: Flow;
  record_uuid: string;
  step: string;
  answers: Record<string, unknown>;
  price: DraftPrice | null;
  email: string;
  created_at: Date;
  updated_at: Date;
  reminder_sent_at: Date | null;
}

const DRAFT_COLUMNS =
  'uuid, user_uuid, flow, record_uuid, step, answers, price, email, created_at, updated_at, reminder_sent_at';

/** 256 random bits, base64url: the token a link carries (only its SHA-256 is stored). */
const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * The answers as stored: only the flow's own keys, and no card data whatever the client sent (the
 * checkout's month and year, its hosted fields' state, a card token).
 */
export function withoutCardData(answers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of DRAFT_ANSWER_KEYS) if (answers[key] !== undefined) out[key] = answers[key];
  const checkout = out['flow.checkout'] as { context?: Record<string, unknown> } | undefined;
  if (checkout?.context && typeof checkout.context === 'object') {
    const form = checkout.context.form as Record<string, unknown> | undefined;
    const cleanForm = form && typeof form === 'object' ? { ...form } : undefined;
    if (cleanForm) {
      cleanForm.card = { month: '', year: '' };
      cleanForm.cardFieldsComplete = false;
      delete cleanForm.cardFieldsState;
    }
    out['flow.checkout'] = {
      ...checkout,
      context: { ...checkout.context, ...(cleanForm ? { form: cleanForm } : {}), cardToken: null },
    };
  }
  return out;
}

/** The service area the ZIP screen stores (acq.area), for a draft the server starts. */
export async function areaOf(db: Db, officeUuid: string, zip: string): Promise<Record<string, unknown> | null> {
  const office = await getOffice(db, officeUuid);
  if (!office) return null;
  const { name: _name, ...area } = officeJson(office, await addOnsOf(db, office.uuid), zip);
  return { ...area, zipcode: zip };
}

/** The lead's draft (one per lead record or commercial quote), or null. */
export async function draftOfRecord(db: Db, recordUuid: string): Promise<Draft | null> {
  const rows = await db.query<Draft>(`SELECT ${DRAFT_COLUMNS} FROM flow_drafts WHERE record_uuid = $1`, [recordUuid]);
  return rows[0] ?? null;
}

export async function draftByUuid(db: Db, uuid: string, lock = false): Promise<Draft | null> {
  const rows = await db.query<Draft>(
    `SELECT ${DRAFT_COLUMNS} FROM flow_drafts WHERE uuid = $1${lock ? ' FOR UPDATE' : ''}`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** The account's latest draft of a flow (the email step's link continues it), or null. */
export async function latestDraft(db: Db, userUuid: string, flow: Flow): Promise<Draft | null> {
  const rows = await db.query<Draft>(
    `SELECT ${DRAFT_COLUMNS} FROM flow_drafts WHERE user_uuid = $1 AND flow = $2 ORDER BY updated_at DESC LIMIT 1`,
    [userUuid, flow],
  );
  return rows[0] ?? null;
}

/**
 * Creates or updates the draft of a lead record (its step, its answers merged over the kept ones, its
 * price) and moves its reminder to
 * REMINDER_AFTER_MS from now, unless the reminder was already sent (once per flow).
 */
export async function saveDraft(
  db: Db,
  d: Omit<Draft, 'uuid' | 'created_at' | 'updated_at' | 'reminder_sent_at'>,
  now: Date,
): Promise<Draft> {
  const rows = await db.query<Draft>(
    `INSERT INTO flow_drafts (uuid, user_uuid, flow, record_uuid, step, answers, price, email, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$9)
     ON CONFLICT (record_uuid) DO UPDATE SET step = EXCLUDED.step, answers = flow_drafts.answers || EXCLUDED.answers,
       price = coalesce(EXCLUDED.price, flow_drafts.price), updated_at = EXCLUDED.updated_at
     RETURNING ${DRAFT_COLUMNS}`,
    [
      randomUUID(),
      d.user_uuid,
      d.flow,
      d.record_uuid,
      d.step,
      JSON.stringify(withoutCardData(d.answers)),
      d.price ? JSON.stringify(d.price) : null,
      d.email.toLowerCase(),
      now.toISOString(),
    ],
  );
  const draft = rows[0] as Draft;
  if (!draft.reminder_sent_at)
    await db.query(
      `INSERT INTO jobs (kind, subject, run_at) VALUES ($1, $2, $3)
       ON CONFLICT (kind, subject) DO UPDATE SET run_at = EXCLUDED.run_at WHERE jobs.done_at IS NULL`,
      [REMINDER_JOB, draft.uuid, new Date(now.getTime() + REMINDER_AFTER_MS).toISOString()],
    );
  return draft;
}

/** A new resume link for the draft (7 days); the token, whose SHA-256 is stored. */
export async function newResumeLink(db: Db, draft: Draft, now: Date): Promise<string> {
  const token = newLinkToken();
  await db.query(
    `INSERT INTO mail_links (token_hash, purpose, user_uuid, draft_uuid, email, created_at, expires_at)
     VALUES ($1, 'resume', $2, $3, $4, $5, $6)`,
    [
      sha256(token),
      draft.user_uuid,
      draft.uuid,
      draft.email,
      now.toISOString(),
      new Date(now.getTime() + RESUME_LINK_TTL_MS).toISOString(),
    ],
  );
  return token;
}

/** A one-click unsubscribe link for the address (no expiry). */
async function newUnsubscribeLink(db: Db, draft: Draft, now: Date): Promise<string> {
  const token = newLinkToken();
  await db.query(
    `INSERT INTO mail_links (token_hash, purpose, user_uuid, email, created_at) VALUES ($1, 'unsubscribe', $2, $3, $4)`,
    [sha256(token), draft.user_uuid, draft.email, now.toISOString()],
  );
  return token;
}

export async function isUnsubscribed(db: Db, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM mail_unsubscribes WHERE email_hash = $1', [emailHash(email)])).length > 0;
}

/** Unsubscribes the address of an unsubscribe link; false for an unknown token. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<string | null> {
  const rows = await db.query<{ email: string }>(
    "SELECT email FROM mail_links WHERE token_hash = $1 AND purpose = 'unsubscribe'",
    [sha256(token)],
  );
  const email = rows[0]?.email;
  if (!email) return null;
  await db.query('INSERT INTO mail_unsubscribes (email_hash, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    emailHash(email),
    now.toISOString(),
  ]);
  return email;
}

/**
 * Whether the draft's order or enquiry was placed: a residential lead's account has an order or an
 * enquiry since the draft began (or an enquiry with the address was left with the office); a community
 * wizard's quote was submitted (the enquiry fills in its community name).
 */
export async function isPlaced(db: Db, draft: Draft): Promise<boolean> {
  if (draft.flow === 'commercial') {
    const rows = await db.query(
      "SELECT 1 FROM records WHERE uuid = $1 AND kind = 'commercial_quote' AND data->>'community_name' IS NOT NULL",
      [draft.record_uuid],
    );
    return rows.length > 0;
  }
  const rows = await db.query(
    `SELECT 1 FROM records WHERE kind IN ('service_order', 'enquiry') AND created_at >= $2
       AND (owner_uuid = $1 OR lower(data->'user'->>'email') = $3) LIMIT 1`,
    [draft.user_uuid, new Date(draft.created_at).toISOString(), draft.email],
  );
  return rows.length > 0;
}

/** Today's price of the draft's quote, or null when it cannot be priced any more (the office closed, a coupon gone). */
export async function priceToday(
  db: Db,
  draft: Draft,
  now: Date,
): Promise<{ calculated_price: Record<string, unknown>; shown: ShownPrice } | null> {
  if (!draft.price) return null;
  try {
    const out = await priceQuote(db, draft.price.request.field_office_uuid, draft.price.request, now);
    const p = out.price as unknown as ShownPrice & Record<string, unknown>;
    return {
      calculated_price: p,
      shown: {
        total_price_per_service: p.total_price_per_service,
        total_price_for_first_visit: p.total_price_for_first_visit,
      },
    };
  } catch (e) {
    if (e instanceof HttpError) return null;
    throw e;
  }
}

/** '$18.00 a visit ($28.00 for the first visit)': the price as the mails say it. */
export function priceWords(p: ShownPrice): string {
  return `$${p.total_price_per_service} a visit ($${p.total_price_for_first_visit} for the first visit)`;
}

const FREQUENCY_WORDS: Readonly<Record<string, string>> = {
  twice_weekly: 'twice-weekly',
  weekly: 'weekly',
  bi_monthly: 'every-other-week',
  monthly: 'monthly',
  once: 'one-time',
};

/** What the quote is, in a few words: 'Weekly cleanup, 2 dogs'. */
function quoteWords(draft: Draft): string {
  const r = draft.price?.request;
  if (!r) return 'Your yard cleanup quote';
  const dogs = r.is_extra_pet && r.extra_pet_count ? r.extra_pet_count : r.pet_count;
  const kind = FREQUENCY_WORDS[r.frequency] ?? r.frequency;
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} yard cleanup, ${dogs} dog${dogs === 1 ? '' : 's'}`;
}

export type ResumeMailKind = 'asked' | 'reminder' | 'emailStep';

/**
 * Mails the draft's address a fresh resume link: 'asked' (Email me this quote, with the price now),
 * 'reminder' (the abandoned flow's one reminder, with an unsubscribe link) or 'emailStep' (the email
 * step met the address's records on another device). Plain text, short, the business name and the price.
 */
export async function mailResumeLink(
  db: Db,
  env: Pick<AppEnv, 'mailer' | 'log' | 'publicUrl'>,
  draft: Draft,
  kind: ResumeMailKind,
  now: Date,
): Promise<void> {
  const link = `${env.publicUrl}/resume/${await newResumeLink(db, draft, now)}`;
  const price = draft.flow === 'quote' ? await priceToday(db, draft, now) : null;
  const what =
    draft.flow === 'commercial'
      ? 'your community service enquiry'
      : price
        ? `your quote: ${quoteWords(draft)}, ${priceWords(price.shown)}`
        : 'your yard cleanup quote';
  const subject =
    draft.flow === 'commercial'
      ? `Your ${BUSINESS_NAME} community enquiry`
      : price
        ? `Your ${BUSINESS_NAME} quote: $${price.shown.total_price_per_service} a visit`
        : `Your ${BUSINESS_NAME} quote`;
  const opening: Record<ResumeMailKind, string> = {
    asked: `Here is ${what}.`,
    reminder: `You started ${what}. It is saved for you.`,
    emailStep: `Someone (we hope you) started with this address on another device. Here is ${what}.`,
  };
  const lines = [
    'Hello,',
    '',
    opening[kind],
    '',
    `Continue where you left off: ${link}`,
    'The link works for 7 days, on the device that opens it first.',
  ];
  if (kind === 'reminder') {
    const off = `${env.publicUrl}/api/v1/mail/unsubscribe/?t=${await newUnsubscribeLink(db, draft, now)}`;
    lines.push('', `No more reminders: ${off}`);
  }
  lines.push('', BUSINESS_NAME);
  await sendMail(db, env, { to: draft.email, subject, text: lines.join('\n'), link });
}

export type OpenOutcome =
  { status: 'restored'; draft: Draft; deviceKey: string } | { status: 'expired' | 'used' | 'invalid' };

/**
 * Opens a resume link on a device. The first opening binds it to that device: a fresh visitor key (or the
 * device's own, when it already holds one the link gave it) becomes the key of the lead's records and of
 * the account (so this device may place the order or enquiry and register), and the address counts as
 * proven. The same device may open it again; any other is told it was used. Past 7 days: expired.
 */
export async function openResumeLink(
  db: Db,
  token: string,
  deviceKey: string | null,
  newKey: () => string,
  hashKey: (key: string) => string,
  now: Date,
): Promise<OpenOutcome> {
  const rows = await db.query<{
    user_uuid: string;
    draft_uuid: string | null;
    expires_at: Date;
    opened_at: Date | null;
    device_key_hash: string | null;
  }>(
    "SELECT user_uuid, draft_uuid, expires_at, opened_at, device_key_hash FROM mail_links WHERE token_hash = $1 AND purpose = 'resume' FOR UPDATE",
    [sha256(token)],
  );
  const link = rows[0];
  if (!link?.draft_uuid) return { status: 'invalid' };
  const draft = await draftByUuid(db, link.draft_uuid);
  if (!draft) return { status: 'invalid' };
  const sameDevice = deviceKey !== null && link.device_key_hash !== null && hashKey(deviceKey) === link.device_key_hash;
  if (link.opened_at && !sameDevice) return { status: 'used' };
  if (new Date(link.expires_at).getTime() <= now.getTime()) return { status: 'expired' };
  if (await isPlaced(db, draft)) return { status: 'used' };
  const key = sameDevice ? (deviceKey as string) : newKey();
  const hash = hashKey(key);
  await db.query(
    'UPDATE mail_links SET opened_at = coalesce(opened_at, $2), device_key_hash = $3 WHERE token_hash = $1',
    [sha256(token), now.toISOString(), hash],
  );
  await bindFlowRecords(db, draft, hash);
  await db.query(
    'UPDATE users SET visitor_key_hash = $2, email_proven_at = $3 WHERE uuid = $1 AND password_hash IS NULL',
    [draft.user_uuid, hash, now.toISOString()],
  );
  return { status: 'restored', draft, deviceKey: key };
}

/**
 * The lead's records move to the device's key: the lead record, or the commercial quote with its
 * proposals, inner proposals and line items. The device that held them before reads them no more.
 */
async function bindFlowRecords(db: Db, draft: Draft, keyHash: string): Promise<void> {
  const owner = draft.user_uuid;
  await db.query('UPDATE records SET visitor_key_hash = $3 WHERE uuid = $1 AND owner_uuid = $2', [
    draft.record_uuid,
    owner,
    keyHash,
  ]);
  if (draft.flow !== 'commercial') return;
  await db.query(
    `UPDATE records SET visitor_key_hash = $3 WHERE owner_uuid = $2 AND (
       (kind = 'commercial_proposal' AND data->>'commercial_quote_uuid' = $1::text)
       OR (kind = 'inner_proposal' AND data->>'proposal_uuid' IN (
         SELECT uuid::text FROM records WHERE kind = 'commercial_proposal' AND data->>'commercial_quote_uuid' = $1::text))
       OR (kind = 'line_item' AND data->>'inner_proposal_uuid' IN (
         SELECT i.uuid::text FROM records i JOIN records p ON i.data->>'proposal_uuid' = p.uuid::text
          WHERE i.kind = 'inner_proposal' AND p.kind = 'commercial_proposal' AND p.data->>'commercial_quote_uuid' = $1::text)))`,
    [draft.record_uuid, owner, keyHash],
  );
}

/** The link of a token (any state), for 'send me a new link': its draft, or null. */
export async function draftOfLink(db: Db, token: string): Promise<Draft | null> {
  const rows = await db.query<{ draft_uuid: string | null }>(
    "SELECT draft_uuid FROM mail_links WHERE token_hash = $1 AND purpose = 'resume'",
    [sha256(token)],
  );
  const uuid = rows[0]?.draft_uuid;
  return uuid ? draftByUuid(db, uuid) : null;
}
