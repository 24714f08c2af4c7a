// Returning visitors (design.md §8): a lead's flow saved on the server, "Email me this quote", the email
// step's link for an address that already has records, the resume link itself (opened once per device,
// for 7 days), a new link for a used or expired one, the reminder's one-click unsubscribe, and the dev
// route that runs the job worker at a moved clock.
import { randomUUID } from 'node:crypto';
import type { Ctx, Handlers, Result } from '../http';
import { notFound, ok } from '../http';
import { devKeyAccepted, findUserByEmail } from '../services/auth';
import {
  areaOf,
  draftOfLink,
  draftOfRecord,
  isPlaced,
  latestDraft,
  mailResumeLink,
  openResumeLink,
  priceToday,
  saveDraft,
  STEPS,
  unsubscribe,
  type Draft,
  type DraftPrice,
  type Flow,
} from '../services/drafts';
import { runDueJobs } from '../services/jobs';
import { BUSINESS_NAME, mailPasswordLink } from '../services/mailbox';
import {
  getAccessible,
  hashVisitorKey,
  insert,
  listOwned,
  newVisitorKey,
  VISITOR_HEADER,
  visitorOf,
  type Kind,
} from '../services/records';
import { emailHash, retryAfterSeconds, takeRateLimit } from '../services/throttle';
import { messages } from '../../src/domain/messages';

/** Link mails (Email me this quote, the email step's link, a new link): at most 5 per address an hour. */
const LINK_MAILS_PER_HOUR = 5;

const recordKind = (flow: Flow): Kind => (flow === 'quote' ? 'lead' : 'commercial_quote');

async function mailAllowed(ctx: Ctx, email: string): Promise<Result | null> {
  const wait = await takeRateLimit(
    ctx.db,
    `link-mail:${emailHash(email)}`,
    LINK_MAILS_PER_HOUR,
    60 * 60 * 1000,
    ctx.now,
  );
  if (wait === 0) return null;
  return {
    status: 429,
    body: { detail: messages.resetThrottled },
    headers: { 'retry-after': retryAfterSeconds(wait) },
  };
}

interface DraftBody {
  flow: Flow;
  record_uuid: string;
  step: string;
  answers: Record<string, unknown>;
  price?: DraftPrice | null;
}

/** Saves the caller's draft: the record must be theirs (its visitor key, or its owner signed in). */
async function saveCallersDraft(ctx: Ctx): Promise<Draft | null> {
  const b = ctx.body as DraftBody;
  if (!STEPS[b.flow].includes(b.step)) return null;
  const access = { user: ctx.user, visitor: await visitorOf(ctx.db, ctx.headers) };
  const record = await getAccessible(ctx.db, recordKind(b.flow), b.record_uuid, access);
  if (!record?.owner) return null;
  const owner = await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE uuid = $1', [record.owner]);
  if (!owner[0]) return null;
  return saveDraft(
    ctx.db,
    {
      user_uuid: record.owner,
      flow: b.flow,
      record_uuid: b.record_uuid,
      step: b.step,
      answers: b.answers,
      price: b.price ?? null,
      email: owner[0].email,
    },
    ctx.now,
  );
}

/**
 * The email step's lead or commercial quote starts its draft (called by crm/lead-user/ and
 * commercial-quote/): the area and the lead as the step stores them, so a link or a reminder sent before
 * the quote began restores the next screen.
 */
export async function startDraft(
  ctx: Ctx,
  d: {
    user_uuid: string;
    email: string;
    flow: Flow;
    record_uuid: string;
    field_office_uuid: string;
    zip_code: string;
    how_heard: string | null;
  },
): Promise<void> {
  if (await draftOfRecord(ctx.db, d.record_uuid)) return;
  const area = await areaOf(ctx.db, d.field_office_uuid, d.zip_code);
  if (!area) return;
  const lead = {
    leadId: d.flow === 'quote' ? d.record_uuid : null,
    email: d.email.toLowerCase(),
    propertyType: d.flow === 'quote' ? 'residential' : 'commercial',
    howHeard: d.how_heard,
  };
  const answers: Record<string, unknown> = { 'acq.area': area, 'acq.lead': lead };
  if (d.flow === 'commercial') {
    const proposals = (await listOwned(ctx.db, 'commercial_proposal', d.user_uuid)).filter(
      (p) => p.commercial_quote_uuid === d.record_uuid,
    );
    answers['acq.commercial'] = { commercialQuoteUuid: d.record_uuid, proposalUuid: proposals.at(-1)?.uuid ?? null };
  }
  await saveDraft(
    ctx.db,
    {
      user_uuid: d.user_uuid,
      flow: d.flow,
      record_uuid: d.record_uuid,
      step: d.flow === 'quote' ? 'subscription' : 'step1',
      answers,
      price: null,
      email: d.email,
    },
    ctx.now,
  );
}

/**
 * The draft the email step's link continues for an account without a password: its latest open draft of
 * the flow, else one started from its own lead record or commercial quote (made now when it has none;
 * the link's device becomes its visitor).
 */
async function draftForEmailStep(
  ctx: Ctx,
  user: { uuid: string; email: string },
  b: { flow: Flow; field_office_uuid: string; zip_code: string; hear_about_us?: string[] },
): Promise<Draft | null> {
  const latest = await latestDraft(ctx.db, user.uuid, b.flow);
  if (latest && !(await isPlaced(ctx.db, latest))) return latest;
  const kind = recordKind(b.flow);
  const own = (await listOwned(ctx.db, kind, user.uuid)).filter(
    (r) => b.flow === 'quote' || r.community_name === null || r.community_name === undefined,
  );
  let recordUuid = own.at(-1)?.uuid;
  if (!recordUuid) {
    const doc =
      b.flow === 'quote'
        ? await insert(ctx.db, 'lead', user.uuid, {
            uuid: randomUUID(),
            email: user.email,
            first_name: null,
            last_name: null,
            zip_code: b.zip_code,
            field_office_uuid: b.field_office_uuid,
            hear_about_us: b.hear_about_us ?? [],
            lead_stage: 'new',
            outreach: 'website',
            role: ['lead'],
            emailaddress_set: [{ email: user.email, primary: true }],
            phone_numbers: [],
            address: [],
            channel_attribution_id: null,
          })
        : null;
    if (!doc) return null;
    recordUuid = doc.uuid;
  }
  await startDraft(ctx, {
    user_uuid: user.uuid,
    email: user.email,
    flow: b.flow,
    record_uuid: recordUuid,
    field_office_uuid: b.field_office_uuid,
    zip_code: b.zip_code,
    how_heard: b.hear_about_us?.[0] ?? null,
  });
  return draftOfRecord(ctx.db, recordUuid);
}

/** The open link's answer: the answers, the step, and the price then and today. */
async function restoredAnswer(ctx: Ctx, draft: Draft) {
  const today = draft.flow === 'quote' ? await priceToday(ctx.db, draft, ctx.now) : null;
  const then = draft.price?.shown ?? null;
  const changed =
    then !== null &&
    (today === null ||
      today.shown.total_price_per_service !== then.total_price_per_service ||
      today.shown.total_price_for_first_visit !== then.total_price_for_first_visit);
  return {
    status: 'restored',
    flow: draft.flow,
    step: draft.step,
    answers: draft.answers,
    price: then ? { then, now: today?.shown ?? null, changed } : null,
    calculated_price: today?.calculated_price ?? null,
  };
}

const GONE_DETAIL = {
  expired: 'This link has expired.',
  used: 'This link was already used on another device.',
  invalid: 'This link is not valid.',
} as const;

export const handlers: Handlers = {
  async resumeDraftSave(ctx) {
    const draft = await saveCallersDraft(ctx);
    if (!draft) throw notFound();
    return ok({ uuid: draft.uuid, step: draft.step, updated_at: new Date(draft.updated_at).toISOString() });
  },

  /** "Email me this quote": the draft as it stands now, mailed with today's price. */
  async resumeEmailQuote(ctx) {
    const draft = await saveCallersDraft(ctx);
    if (!draft) throw notFound();
    const limited = await mailAllowed(ctx, draft.email);
    if (limited) return limited;
    await mailResumeLink(ctx.db, ctx.env, draft, 'asked', ctx.now);
    return ok({ detail: `We've emailed this ${draft.flow === 'quote' ? 'quote' : 'enquiry'} to ${draft.email}.` }, 202);
  },

  /**
   * The email step met an address with records it did not make (a lead or enquiry from another browser,
   * an account with or without a password): the address gets a link, and the answer is the same whether
   * or not the address is known.
   */
  async resumeRequestLink(ctx) {
    const b = ctx.body as {
      email: string;
      flow: Flow;
      field_office_uuid: string;
      zip_code: string;
      hear_about_us?: string[];
    };
    const limited = await mailAllowed(ctx, b.email);
    if (limited) return limited;
    const user = await findUserByEmail(ctx.db, b.email);
    if (user?.password_hash) await mailPasswordLink(ctx, user, 'existingAccount');
    else if (user) {
      const draft = await draftForEmailStep(ctx, user, b);
      if (draft) await mailResumeLink(ctx.db, ctx.env, draft, 'emailStep', ctx.now);
      else await mailPasswordLink(ctx, user, 'existingAccount');
    }
    return ok({ detail: messages.continueLinkSent }, 202);
  },

  async resumeOpen(ctx) {
    const b = ctx.body as { token: string };
    const device = ctx.headers.get(VISITOR_HEADER);
    const outcome = await openResumeLink(ctx.db, b.token, device, newVisitorKey, hashVisitorKey, ctx.now);
    if (outcome.status !== 'restored')
      return {
        status: outcome.status === 'invalid' ? 404 : 410,
        body: { status: outcome.status, detail: GONE_DETAIL[outcome.status] },
      };
    return { ...ok(await restoredAnswer(ctx, outcome.draft)), headers: { [VISITOR_HEADER]: outcome.deviceKey } };
  },

  /** 'Send me a new link' for a used or expired one: to the same address; the same answer for any token. */
  async resumeResend(ctx) {
    const b = ctx.body as { token: string };
    const draft = await draftOfLink(ctx.db, b.token);
    if (draft && !(await isPlaced(ctx.db, draft))) {
      const limited = await mailAllowed(ctx, draft.email);
      if (limited) return limited;
      await mailResumeLink(ctx.db, ctx.env, draft, 'asked', ctx.now);
    }
    return ok({ detail: 'If this link was ours, a new one is on its way to the address it was sent to.' }, 202);
  },

  /** The reminder's one-click unsubscribe: a plain page, so it reads right wherever the mail opens it. */
  async mailUnsubscribe(ctx) {
    const token = typeof ctx.query.t === 'string' ? ctx.query.t : '';
    const email = await unsubscribe(ctx.db, token, ctx.now);
    const headers = { 'content-type': 'text/plain; charset=utf-8' };
    if (!email) return { status: 404, raw: 'This unsubscribe link is not valid.\n', headers };
    return {
      status: 200,
      raw: `You are unsubscribed: ${BUSINESS_NAME} will send no more reminders to ${email}.\n`,
      headers,
    };
  },

  /** Development only, behind the outbox key: one worker pass with the clock moved `advance_minutes` ahead. */
  async devJobsRun(ctx) {
    if (!devKeyAccepted(ctx.env, ctx.query.key)) throw notFound();
    const minutes = typeof ctx.query.advance_minutes === 'number' ? ctx.query.advance_minutes : 0;
    const at = new Date(ctx.now.getTime() + minutes * 60 * 1000);
    return ok(await runDueJobs(ctx.db, ctx.env, at));
  },
};
