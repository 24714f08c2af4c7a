// Demo data that never goes stale. The seed writes the demo accounts' dates relative to the
// day it runs (each account's office date) and records that day (`demo_dates.as_of`) and which records are its
// own (`records.demo`). At every start, `refreshDemoDates` moves those records' dates forward by the days since,
// so a newcomer who starts again tomorrow still sees a visit today, upcoming visits and a past-due invoice;
// a server left running checks again every 15 minutes (`keepDemoDatesFresh`), so the story survives midnight.
// Records people make on the demo accounts (a pause, a ticket, a card) are never moved, and neither is a date
// that is not part of the story (a dog's birthday, a card's expiry). Moving twice on one day does nothing.
import type { Db } from './db';
import { officeToday } from '../services/catalog';
import { addDays } from '../services/documents';
import type { Kind } from '../services/records';
import { userTimeZone } from '../services/schedule';

/**
 * The story's dates of each kind of demo record: calendar dates (YYYY-MM-DD) and instants (ISO 8601) alike;
 * `list[].field` reaches into an array of objects. Kinds not listed (pets, cards, preferences, communities)
 * carry no story dates.
 */
export const DEMO_DATE_FIELDS: Partial<Record<Kind, readonly string[]>> = {
  visit: ['scheduled_time'],
  pause: ['pause_from', 'pause_to'],
  invoice: ['invoice_date', 'due_date', 'date_paid', 'line_items[].date'],
  credit_memo: ['date_creditmemo', 'line_items[].date'],
  payment: ['created_at'],
  message: ['created_at', 'visit_date', 'follow_up_date', 'replies[].created_at'],
  reply: ['created_at'],
  proposal: ['created_at', 'proposal_due'],
  service_order: ['next_service_date', 'preferred_start_date'],
  bag_order: ['created_at'],
};

const DAY_MS = 86_400_000;

/** A date or an instant `days` later (in its own format); anything else unchanged. */
export function shiftValue(value: unknown, days: number): unknown {
  if (typeof value !== 'string') return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return addDays(value, days);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const t = Date.parse(value);
    return Number.isNaN(t) ? value : new Date(t + days * DAY_MS).toISOString();
  }
  return value;
}

/** A demo record of `kind` with its story dates `days` later. */
export function shiftDoc<T extends Record<string, unknown>>(kind: Kind, doc: T, days: number): T {
  const out: Record<string, unknown> = { ...doc };
  for (const field of DEMO_DATE_FIELDS[kind] ?? []) {
    const [list, inner] = field.split('[].');
    if (inner === undefined) {
      if (field in out) out[field] = shiftValue(out[field], days);
    } else if (Array.isArray(out[list as string]))
      out[list as string] = (out[list as string] as unknown[]).map((item) =>
        item && typeof item === 'object' && inner in item
          ? { ...item, [inner]: shiftValue((item as Record<string, unknown>)[inner], days) }
          : item,
      );
  }
  return out as T;
}

/** The seed's last step: its records of these accounts are demo data, relative to `asOf` (office date). */
export async function markDemo(db: Db, accounts: { userUuid: string; asOf: string }[]): Promise<void> {
  for (const { userUuid, asOf } of accounts) {
    await db.query('UPDATE records SET demo = true WHERE owner_uuid = $1', [userUuid]);
    await db.query(
      'INSERT INTO demo_dates (user_uuid, as_of) VALUES ($1, $2) ON CONFLICT (user_uuid) DO UPDATE SET as_of = $2',
      [userUuid, asOf],
    );
  }
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Moves every demo account's demo records forward to `now`'s date in the account's office zone. Answers what
 * moved (nothing on a second call the same day, nor when the clock is behind the data). Each account moves in
 * one transaction claimed by a conditional update, so two servers starting together move it once.
 */
export async function refreshDemoDates(db: Db, now = new Date()): Promise<{ userUuid: string; days: number }[]> {
  const accounts = await db.query<{ user_uuid: string; as_of: string; data: Record<string, unknown> }>(
    "SELECT d.user_uuid, to_char(d.as_of, 'YYYY-MM-DD') AS as_of, u.data FROM demo_dates d JOIN users u ON u.uuid = d.user_uuid",
  );
  const moved: { userUuid: string; days: number }[] = [];
  for (const a of accounts) {
    const today = officeToday(now, await userTimeZone(db, { uuid: a.user_uuid, data: a.data }));
    const days = daysBetween(a.as_of, today);
    if (days <= 0) continue;
    const did = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'UPDATE demo_dates SET as_of = $2 WHERE user_uuid = $1 AND as_of = $3 RETURNING user_uuid',
        [a.user_uuid, today, a.as_of],
      );
      if (claimed.length === 0) return false;
      const rows = await tx.query<{ uuid: string; kind: Kind; data: Record<string, unknown> }>(
        'SELECT uuid, kind, data FROM records WHERE owner_uuid = $1 AND demo',
        [a.user_uuid],
      );
      for (const r of rows)
        await tx.query(
          "UPDATE records SET data = $2, created_at = created_at + $3 * interval '1 day' WHERE uuid = $1",
          [r.uuid, JSON.stringify(shiftDoc(r.kind, r.data, days)), days],
        );
      return true;
    });
    if (did) moved.push({ userUuid: a.user_uuid, days });
  }
  return moved;
}

/**
 * Moves the demo dates forward while the server runs (every `everyMs`, default 15 minutes): a server left
 * running past an office's midnight shows that day's story within the quarter hour. The timer never keeps
 * the process alive; a failed check is logged and tried again at the next tick. Answers the stop function.
 */
export function keepDemoDatesFresh(
  db: Db,
  { everyMs = 15 * 60_000, now = () => new Date(), log = console.error } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshDemoDates(db, now())
      .catch((error: unknown) => log('Could not move the demo dates forward', error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
