// What the acquisition routes share: who is asking (the visitor key or the session), records bound to
// the visitor that created them, and the quote and lead checks several resources make.
import type { Ctx, Handler } from '../../http';
import { badRequest, notFound, ok } from '../../http';
import { createUser } from '../../services/auth';
import { getOffice } from '../../services/catalog';
import {
  bindVisitor,
  getAccessible,
  hashVisitorKey,
  insert,
  isAccountCreator,
  newVisitorKey,
  setAccountCreator,
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

/** The office a visitor's first step names must exist (a closed one too): 400 under field_office_uuid otherwise. */
export async function assertOfficeExists(ctx: Ctx, officeUuid: string): Promise<void> {
  if (!(await getOffice(ctx.db, officeUuid))) throw badRequest({ field_office_uuid: ['Unknown field office.'] });
}

/**
 * A new account without a password for a visitor's first step (a lead, a commercial lead) at the
 * office and ZIP it names, recorded as that visitor's creation; its uuid.
 */
export async function createVisitorAccount(
  ctx: Ctx,
  visitor: string | null,
  email: string,
  role: string,
  at: { zip_code: string; field_office_uuid: string },
): Promise<string> {
  const owner = await createUser(ctx.db, {
    email,
    roles: [role],
    data: { zip_codes: [at.zip_code], field_office_uuid: at.field_office_uuid },
  });
  await setAccountCreator(ctx.db, owner, visitor);
  return owner;
}

/** The record of `kind` the path's id names, with the caller's access; 404 when the caller may not reach it. */
export async function reachableRecord(ctx: Ctx, kind: Kind) {
  const access = await accessOf(ctx);
  const r = await getAccessible(ctx.db, kind, ctx.params.id as string, access);
  if (!r) throw notFound();
  return { ...r, access };
}

/** The handler that answers the reachable record of `kind` the path's id names, as stored. */
export const retrieveReachable =
  (kind: Kind): Handler =>
  async (ctx) =>
    ok((await reachableRecord(ctx, kind)).doc);

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

/** A PATCH's first or last name renames the account too, while it has no password, for its creator's key or its owner. */
export async function renameAccountOnPatch(
  ctx: Ctx,
  access: Access,
  owner: string | null,
  patch: Record<string, unknown>,
): Promise<void> {
  if (
    (typeof patch.first_name === 'string' || typeof patch.last_name === 'string') &&
    (await mayEditAccount(ctx, access, owner))
  )
    await ctx.db.query(
      'UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name) WHERE uuid = $1 AND password_hash IS NULL',
      [owner, patch.first_name ?? null, patch.last_name ?? null],
    );
}
