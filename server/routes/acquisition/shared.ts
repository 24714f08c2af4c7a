// What the acquisition routes share: who is asking (the visitor key or the session), records bound to
// the visitor that created them, and the quote and lead checks several resources make.
import type { Ctx } from '../../http';
import { badRequest } from '../../http';
import {
  bindVisitor,
  hashVisitorKey,
  insert,
  isAccountCreator,
  newVisitorKey,
  VISITOR_HEADER,
  visitorOf,
  type Access,
  type Kind,
} from '../../services/records';
import { messages } from '../../../src/domain/messages';

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

export const isLeadOnly = (roles: string[]) => roles.every((r) => r === 'lead' || r === 'commercial_lead');

// ---------------------------------------------------------------- visitor keys
// Records a visitor creates are capabilities (design.md §8): reads and writes need the visitor key
// that created them (header X-Visitor-Key) or the owner's token; anything else answers as if the
// record did not exist (404 for a path id, 'Unknown …' for a body reference, [] for a filter).

/** Who is asking: the signed-in user and the visitor key the server issued (hash), if any. */
export async function accessOf(ctx: Ctx): Promise<Access> {
  return { user: ctx.user, visitor: await visitorOf(ctx.db, ctx.headers) };
}

/** A creating call: the caller's issued visitor key, else a new one; `headers` answers it. */
export async function visitorForCreate(ctx: Ctx): Promise<{ access: Access; headers: Record<string, string> }> {
  const hash = await visitorOf(ctx.db, ctx.headers);
  const key = hash ? (ctx.headers.get(VISITOR_HEADER) as string) : newVisitorKey();
  return { access: { user: ctx.user, visitor: hash ?? hashVisitorKey(key) }, headers: { [VISITOR_HEADER]: key } };
}

export async function insertBound<T extends Record<string, unknown>>(
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
export async function mayEditAccount(ctx: Ctx, access: Access, owner: string | null): Promise<boolean> {
  if (!owner) return false;
  return access.user?.uuid === owner || (await isAccountCreator(ctx.db, owner, access.visitor));
}
