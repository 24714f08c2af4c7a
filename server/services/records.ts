// Generic record store over the `records` table. Every read of an account record goes through an
// owner filter: that is the whole object-level authorization rule (another user's id → not found).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { notFound } from '../http';

export type Doc = Record<string, unknown> & { uuid: string };

export type Kind =
  | 'lead' | 'nse' | 'commercial_quote' | 'commercial_proposal' | 'inner_proposal' | 'line_item'
  | 'service_order' | 'enquiry' | 'pet' | 'visit' | 'pause' | 'billing' | 'invoice' | 'credit_memo' | 'payment'
  | 'message' | 'reply' | 'notification_pref' | 'community' | 'proposal' | 'bag_order' | 'card_token';

export async function insert<T extends Record<string, unknown>>(db: Db, kind: Kind, owner: string | null, data: T, createdAt?: Date): Promise<T & { uuid: string }> {
  const uuid = typeof data.uuid === 'string' ? data.uuid : randomUUID();
  const doc = { ...data, uuid };
  await db.query('INSERT INTO records (uuid, kind, owner_uuid, data, created_at) VALUES ($1,$2,$3,$4,$5)',
    [uuid, kind, owner, JSON.stringify(doc), (createdAt ?? new Date()).toISOString()]);
  return doc;
}

export async function get(db: Db, kind: Kind, uuid: string): Promise<{ owner: string | null; doc: Doc } | null> {
  const rows = await db.query<{ owner_uuid: string | null; data: Doc }>('SELECT owner_uuid, data FROM records WHERE kind = $1 AND uuid = $2', [kind, uuid]);
  const r = rows[0];
  return r ? { owner: r.owner_uuid, doc: r.data } : null;
}

/** The record when `owner` owns it; otherwise 404 (never reveal that another user's id exists). */
export async function getOwned(db: Db, kind: Kind, uuid: string, owner: string): Promise<Doc> {
  const rows = await db.query<{ data: Doc }>('SELECT data FROM records WHERE kind = $1 AND uuid = $2 AND owner_uuid = $3', [kind, uuid, owner]);
  if (!rows[0]) throw notFound();
  return rows[0].data;
}

export async function listOwned(db: Db, kind: Kind, owner: string): Promise<Doc[]> {
  const rows = await db.query<{ data: Doc }>('SELECT data FROM records WHERE kind = $1 AND owner_uuid = $2 ORDER BY created_at, uuid', [kind, owner]);
  return rows.map((r) => r.data);
}

export async function listWhere(db: Db, kind: Kind, field: string, value: string): Promise<Doc[]> {
  const rows = await db.query<{ data: Doc }>('SELECT data FROM records WHERE kind = $1 AND data->>$2 = $3 ORDER BY created_at, uuid', [kind, field, value]);
  return rows.map((r) => r.data);
}

export async function save(db: Db, doc: Doc): Promise<Doc> {
  await db.query('UPDATE records SET data = $2 WHERE uuid = $1', [doc.uuid, JSON.stringify(doc)]);
  return doc;
}

export async function setOwner(db: Db, uuid: string, owner: string): Promise<void> {
  await db.query('UPDATE records SET owner_uuid = $2 WHERE uuid = $1', [uuid, owner]);
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
