// Public acquisition flow, the commercial enquiry chain: quotes, proposals, inner proposals and their
// line items.
import type { Ctx, Handlers } from '../../http';
import { badRequest, ok, paginate } from '../../http';
import { findUserByEmail } from '../../services/auth';
import { getOffice } from '../../services/catalog';
import { get, getAccessible, insert, listWhere, merge, save, type Access, type Doc } from '../../services/records';
import { messages } from '../../../src/domain/messages';
import { enquiryMapErrors, withNormalisedMaps } from '../../services/pdf-uploads';
import { lineItemTotal, proposalDueError, proposalRowFields, refreshProposalRows } from '../../services/commercial';
import { COMMERCIAL_QUOTE_UNANSWERED } from '../../services/documents';
import { startDraft } from '../resume';
import {
  assertOfficeExists,
  createVisitorAccount,
  isLeadOnly,
  accessOf,
  visitorForCreate,
  insertBound,
  mayEditAccount,
  renameAccountOnPatch,
  reachableRecord,
  retrieveReachable,
} from './shared';

/**
 * A commercial quote as its caller may see it: the account it belongs to (user_uuid) only for that
 * account's owner or the visitor who made the account. A stranger who typed a lead's email gets a quote of
 * that account, never its id (server README: email lookups never hand out someone else's ids).
 */
async function quoteAnswer(ctx: Ctx, access: Access, owner: string | null, doc: Doc): Promise<Doc> {
  const mine = await mayEditAccount(ctx, access, owner);
  return { phone_numbers: [], ...doc, user_uuid: mine ? (doc.user_uuid ?? null) : null };
}

const UNKNOWN_QUOTE = 'Unknown commercial quote.';

export const handlers: Handlers = {
  async commercialQuoteCreate(ctx) {
    const b = ctx.body as {
      email_address: string;
      zip_code: string;
      field_office_uuid: string;
      hear_about_us: string[];
      outreach: string;
      channel_attribution_id?: number | null;
    };
    await assertOfficeExists(ctx, b.field_office_uuid);
    let owner = ctx.user && ctx.user.email === b.email_address.toLowerCase() ? ctx.user.uuid : null;
    const { access, headers } = await visitorForCreate(ctx);
    if (!owner) {
      const u = await findUserByEmail(ctx.db, b.email_address);
      if (u?.password_hash || (u && !isLeadOnly(u.roles))) throw badRequest({ email_address: [messages.emailInUse] });
      owner = u?.uuid ?? null;
      owner ??= await createVisitorAccount(ctx, access.visitor, b.email_address, 'commercial_lead', b);
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
    const { access, ...r } = await reachableRecord(ctx, 'commercial_quote');
    return ok(await quoteAnswer(ctx, access, r.owner, r.doc));
  },

  /**
   * The enquiry wizard's submit. Checked before anything is written: every map a PDF of at most 5 MB, the
   * proposal due date after the office's today. A visitor's phone numbers are kept (the office calls back);
   * the signed-in owner's are ignored, not refused: their account holds their phones (spec 2 §3, phones
   * only for visitors), and an enquiry is not lost over a field the office does not need.
   */
  async commercialQuotePartialUpdate(ctx) {
    const { access, ...r } = await reachableRecord(ctx, 'commercial_quote');
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
    await renameAccountOnPatch(ctx, access, r.owner, b);
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
    const { access, ...r } = await reachableRecord(ctx, 'commercial_proposal');
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

  innerProposalRetrieve: retrieveReachable('inner_proposal'),

  async innerProposalPartialUpdate(ctx) {
    const { access, ...r } = await reachableRecord(ctx, 'inner_proposal');
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
};
