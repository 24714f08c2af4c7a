// The commercial enquiry's rules beyond the contract: its proposal due date after the office's today, and the
// account's Proposals tab rows ('proposal' records) kept in step with the enquiry they show.
import { messages } from '../../src/domain/messages';
import type { Db } from '../db/db';
import { DEFAULT_TIME_ZONE, getOffice, officeToday } from './catalog';
import { save, type Doc } from './records';

/** The wizard's words (src/domain/messages.ts, which the wizard's machine reads too). */
export const PROPOSAL_DUE_MESSAGE = messages.proposalDueAfterToday;

/**
 * The due date's field error, or null when it is absent, null, unchanged (a record keeps a date that has
 * since passed), or after the office's today. A date-time is judged by its date part as written (the day
 * the person picked), as the wizard judges it (isProposalDueValid).
 */
export async function proposalDueError(
  db: Db,
  officeUuid: unknown,
  now: Date,
  value: unknown,
  stored: unknown,
): Promise<string | null> {
  if (typeof value !== 'string' || value === stored) return null;
  const office = typeof officeUuid === 'string' ? await getOffice(db, officeUuid) : null;
  return value.slice(0, 10) > officeToday(now, office?.time_zone ?? DEFAULT_TIME_ZONE) ? null : PROPOSAL_DUE_MESSAGE;
}

/** What a Proposals tab row shows of the enquiry (its quote). */
export function proposalRowFields(quote: Doc) {
  return {
    is_looking_for_proposal: Boolean(quote.is_looking_for_proposal),
    community_name: (quote.community_name as string | null | undefined) ?? null,
    proposal_due: (quote.proposal_due as string | null | undefined) ?? null,
    interested_products: (quote.interested_products as string[] | undefined) ?? [],
    interested_services: (quote.interested_services as string[] | undefined) ?? [],
  };
}

/**
 * The owner's Proposals tab rows of these proposals show the quote as it is now: the email step makes the
 * row before the wizard has asked anything, so every later quote or proposal update refreshes it.
 */
export async function refreshProposalRows(
  db: Db,
  owner: string | null,
  proposalUuids: string[],
  quote: Doc,
): Promise<void> {
  if (!owner || proposalUuids.length === 0) return;
  const rows = await db.query<{ data: Doc }>(
    "SELECT data FROM records WHERE kind = 'proposal' AND owner_uuid = $1 AND data->>'commercial_proposal_uuid' = ANY($2)",
    [owner, proposalUuids],
  );
  for (const r of rows) await save(db, { ...r.data, ...proposalRowFields(quote) });
}

/**
 * A proposal line item's total: quantity × rate − discount, in exact cents (money strings carry two
 * decimals), computed when the body has none. A total that disagrees, a negative rate or discount, or a
 * discount above quantity × rate is refused: the field errors are returned instead of the total.
 */
export function lineItemTotal(b: Record<string, unknown>): string | Record<string, string[]> {
  const cents = (v: unknown) => (typeof v === 'string' ? BigInt(v.replace('.', '')) : 0n);
  const errors: Record<string, string[]> = {};
  if (cents(b.rate) < 0n) errors.rate = ['The rate cannot be negative.'];
  if (cents(b.discount) < 0n) errors.discount = ['The discount cannot be negative.'];
  const net = BigInt(typeof b.quantity === 'number' ? b.quantity : 0) * cents(b.rate) - cents(b.discount);
  if (Object.keys(errors).length > 0) return errors;
  if (net < 0n) return { discount: ['The discount cannot be more than quantity × rate.'] };
  const text = `${net / 100n}.${String(net % 100n).padStart(2, '0')}`;
  if (b.total !== undefined && cents(b.total) !== net)
    return { total: [`The total must be quantity × rate − discount: ${text}.`] };
  return text;
}
