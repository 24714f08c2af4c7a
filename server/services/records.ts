// Generic record store over the `records` table. Every read of an account record goes through an
// owner filter: that is the whole object-level authorization rule (another user's id → not found).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { notFound } from '../http';

export type Doc = Record<string, unknown> & { uuid: string };

export type Kind =
  | 'lead'
  | 'nse'
  | 'commercial_quote'
  | 'commercial_proposal'
  | 'inner_proposal'
  | 'line_item'
  | 'service_order'
  | 'enquiry'
  | 'pet'
  | 'visit'
  | 'pause'
  | 'billing'
  | 'invoice'
  | 'credit_memo'
  | 'payment'
  | 'message'
  | 'reply'
  | 'notification_pref'
  | 'community'
  | 'proposal'
  | 'bag_order'
  | 'card_token';

export async function insert<T extends Record<string, unknown>>(
  db: Db,
  kind: Kind,
  owner: string | null,
  data: T,
  createdAt?: Date,
): Promise<T & { uuid: string }> {
  const uuid = typeof data.uuid === 'string' ? data.uuid : randomUUID();
  const doc = { ...data, uuid };
  await db.query('INSERT INTO records (uuid, kind, owner_uuid, data, created_at) VALUES ($1,$2,$3,$4,$5)', [
    uuid,
    kind,
    owner,
    JSON.stringify(doc),
    (createdAt ?? new Date()).toISOString(),
  ]);
  return doc;
}

export async function get(db: Db, kind: Kind, uuid: string): Promise<{ owner: string | null; doc: Doc } | null> {
  const rows = await db.query<{ owner_uuid: string | null; data: Doc }>(
    'SELECT owner_uuid, data FROM records WHERE kind = $1 AND uuid = $2',
    [kind, uuid],
  );
  const r = rows[0];
  return r ? { owner: r.owner_uuid, doc: r.data } : null;
}

/** The record when `owner` owns it; otherwise 404 (never reveal that another user's id exists). */
export async function getOwned(db: Db, kind: Kind, uuid: string, owner: string): Promise<Doc> {
  const rows = await db.query<{ data: Doc }>(
    'SELECT data FROM records WHERE kind = $1 AND uuid = $2 AND owner_uuid = $3',
    [kind, uuid, owner],
  );
  if (!rows[0]) throw notFound();
  return rows[0].data;
}

export async function listOwned(db: Db, kind: Kind, owner: string): Promise<Doc[]> {
  const rows = await db.query<{ data: Doc }>(
    'SELECT data FROM records WHERE kind = $1 AND owner_uuid = $2 ORDER BY created_at, uuid',
    [kind, owner],
  );
  return rows.map((r) => r.data);
}

export async function listWhere(db: Db, kind: Kind, field: string, value: string): Promise<Doc[]> {
  const rows = await db.query<{ data: Doc }>(
    'SELECT data FROM records WHERE kind = $1 AND data->>$2 = $3 ORDER BY created_at, uuid',
    [kind, field, value],
  );
  return rows.map((r) => r.data);
}

export async function save(db: Db, doc: Doc): Promise<Doc> {
  await db.query('UPDATE records SET data = $2 WHERE uuid = $1', [doc.uuid, JSON.stringify(doc)]);
  return doc;
}

export async function remove(db: Db, uuid: string): Promise<void> {
  await db.query('DELETE FROM records WHERE uuid = $1', [uuid]);
}

/** Copies the fields present in `patch` (undefined ones are left alone). */
export function merge(doc: Doc, patch: Record<string, unknown>, fields?: readonly string[]): Doc {
  const out: Doc = { ...doc };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined && (!fields || fields.includes(k))) out[k] = v;
  return out;
}

// ---------------------------------------------------------------- visitor records
// A record a visitor creates (lead, commercial quote and its proposal chain, enquiry) is a
// capability: it keeps the SHA-256 of the visitor key that created it, and only that key or the
// owner's token reaches it. Anything else reads exactly as a record that does not exist.

/** Request and response header of the visitor key. */
export const VISITOR_HEADER = 'X-Visitor-Key';

/** Who asks: the signed-in user (if any) and the hash of a visitor key the server issued (if any). */
export interface Access {
  user: { uuid: string } | null;
  visitor: string | null;
}

export const hashVisitorKey = (key: string) => createHash('sha256').update(key).digest('hex');
/** 256 random bits, base64url (43 characters). */
export const newVisitorKey = () => randomBytes(32).toString('base64url');

/** The hash of the request's visitor key when the server issued it (a record or an account carries it); else null. */
export async function visitorOf(db: Db, headers: Headers): Promise<string | null> {
  const key = headers.get(VISITOR_HEADER);
  if (!key || !/^[A-Za-z0-9_-]{43}$/.test(key)) return null;
  const hash = hashVisitorKey(key);
  const rows = await db.query<{ n: number }>(
    'SELECT 1 AS n FROM records WHERE visitor_key_hash = $1 UNION ALL SELECT 1 FROM users WHERE visitor_key_hash = $1 LIMIT 1',
    [hash],
  );
  return rows[0] ? hash : null;
}

/** Binds a record to a visitor key (its hash). */
export async function bindVisitor(db: Db, uuid: string, visitorHash: string | null): Promise<void> {
  if (visitorHash) await db.query('UPDATE records SET visitor_key_hash = $2 WHERE uuid = $1', [uuid, visitorHash]);
}

/** The record when the caller holds its visitor key or is its signed-in owner; otherwise null. */
export async function getAccessible(
  db: Db,
  kind: Kind,
  uuid: string,
  access: Access,
): Promise<{ owner: string | null; doc: Doc; visitor: string | null } | null> {
  const rows = await db.query<{ owner_uuid: string | null; data: Doc; visitor_key_hash: string | null }>(
    'SELECT owner_uuid, data, visitor_key_hash FROM records WHERE kind = $1 AND uuid = $2',
    [kind, uuid],
  );
  const r = rows[0];
  if (!r || !canAccess(r, access)) return null;
  return { owner: r.owner_uuid, doc: r.data, visitor: r.visitor_key_hash };
}

/** Records of `kind` owned by `owner` and bound to the caller's visitor key, oldest first. */
export async function listOwnedByVisitor(
  db: Db,
  kind: Kind,
  owner: string,
  visitorHash: string | null,
): Promise<Doc[]> {
  if (!visitorHash) return [];
  const rows = await db.query<{ data: Doc }>(
    'SELECT data FROM records WHERE kind = $1 AND owner_uuid = $2 AND visitor_key_hash = $3 ORDER BY created_at, uuid',
    [kind, owner, visitorHash],
  );
  return rows.map((r) => r.data);
}

function canAccess(r: { owner_uuid: string | null; visitor_key_hash: string | null }, access: Access): boolean {
  if (access.user && r.owner_uuid === access.user.uuid) return true;
  return access.visitor !== null && r.visitor_key_hash === access.visitor;
}

/** Marks an account as made by this visitor: only that key may claim it. */
export async function setAccountCreator(db: Db, userUuid: string, visitorHash: string | null): Promise<void> {
  if (visitorHash) await db.query('UPDATE users SET visitor_key_hash = $2 WHERE uuid = $1', [userUuid, visitorHash]);
}

/** Whether the visitor key made this account (a lead's, or an order's account not yet claimed). */
export async function isAccountCreator(db: Db, userUuid: string, visitorHash: string | null): Promise<boolean> {
  if (!visitorHash) return false;
  const rows = await db.query<{ n: number }>('SELECT 1 AS n FROM users WHERE uuid = $1 AND visitor_key_hash = $2', [
    userUuid,
    visitorHash,
  ]);
  return rows.length > 0;
}
