// Public acquisition flow, leads: the email checks, the field offices, the residential lead and the
// not-served enquiry.
import { randomUUID } from 'node:crypto';
import type { Handlers } from '../../http';
import { badRequest, ok, paginate } from '../../http';
import { findUserByEmail } from '../../services/auth';
import { addOnsOf, catalog, officeJson } from '../../services/catalog';
import { insert, listOwnedByVisitor, merge, save, visitorOf } from '../../services/records';
import { messages } from '../../../src/domain/messages';
import { lookupRefusal } from '../../services/lookups';
import { startDraft } from '../resume';
import {
  assertOfficeExists,
  createVisitorAccount,
  isLeadOnly,
  visitorForCreate,
  insertBound,
  renameAccountOnPatch,
  reachableRecord,
  retrieveReachable,
} from './shared';

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

  async crmLeadUserCreate(ctx) {
    const b = ctx.body as {
      email: string;
      zip_code: string;
      field_office_uuid: string;
      hear_about_us: string[];
      emailaddress_set: unknown[];
      channel_attribution_id?: number | null;
    };
    await assertOfficeExists(ctx, b.field_office_uuid);
    const u = await findUserByEmail(ctx.db, b.email);
    if (u && (u.password_hash || !u.roles.includes('lead')))
      throw badRequest({ email: [messages.emailAlreadyRegistered] });
    const { access, headers } = await visitorForCreate(ctx);
    const owner = u?.uuid ?? (await createVisitorAccount(ctx, access.visitor, b.email, 'lead', b));
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

  crmLeadUserRetrieve: retrieveReachable('lead'),

  async crmLeadUserPartialUpdate(ctx) {
    const { access, ...r } = await reachableRecord(ctx, 'lead');
    const b = { ...(ctx.body as Record<string, unknown>) };
    if (typeof b.leadStage === 'string') b.lead_stage = b.leadStage;
    delete b.leadStage;
    for (const k of ['is_crm', 'is_dummy_email', 'authorizedUser_list']) delete b[k];
    // The stored role stays the lead's; an order, not a PATCH, makes a customer.
    delete b.role;
    if (typeof b.email === 'string') delete b.email;
    const doc = await save(ctx.db, merge(r.doc, b));
    await renameAccountOnPatch(ctx, access, r.owner, b);
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
};
