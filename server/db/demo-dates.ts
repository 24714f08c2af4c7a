// Demo data that never goes stale. The seed writes the demo accounts' dates relative to the
// day it runs (each account's office date) and records that day (`demo_dates.as_of`) and which records are its
// own (`records.demo`). At every start, `refreshDemoDates` moves those records' dates forward by the days since,
// so a newcomer who starts again tomorrow still sees a visit today, upcoming visits and a past-due invoice;
// a server left running moves them before the first request it answers after an office's midnight
// (`demoDatesKeeper`), so the story survives midnight without a stale answer in between.
// Records people make on the demo accounts (a pause, a ticket, a card) are never moved, and neither is a date
// that is not part of the story (a dog's birthday, a card's expiry). Moving twice on one day does nothing.
import { parseDate, toZoned } from '@internationalized/date';
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

/** The demo accounts: the office date their records were last moved to, and their office's zone. */
async function demoAccounts(db: Db): Promise<{ userUuid: string; asOf: string; timeZone: string }[]> {
  const rows = await db.query<{ user_uuid: string; as_of: string; data: Record<string, unknown> }>(
    "SELECT d.user_uuid, to_char(d.as_of, 'YYYY-MM-DD') AS as_of, u.data FROM demo_dates d JOIN users u ON u.uuid = d.user_uuid",
  );
  const out = [];
  for (const r of rows)
    out.push({
      userUuid: r.user_uuid,
      asOf: r.as_of,
      timeZone: await userTimeZone(db, { uuid: r.user_uuid, data: r.data }),
    });
  return out;
}

/**
 * Moves every demo account's demo records forward to `now`'s date in the account's office zone. Answers what
 * moved (nothing on a second call the same day, nor when the clock is behind the data). Each account moves in
 * one transaction claimed by a conditional update, so two servers starting together move it once.
 */
export async function refreshDemoDates(db: Db, now = new Date()): Promise<{ userUuid: string; days: number }[]> {
  const moved: { userUuid: string; days: number }[] = [];
  for (const a of await demoAccounts(db)) {
    const today = officeToday(now, a.timeZone);
    const days = daysBetween(a.asOf, today);
    if (days <= 0) continue;
    const did = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'UPDATE demo_dates SET as_of = $2 WHERE user_uuid = $1 AND as_of = $3 RETURNING user_uuid',
        [a.userUuid, today, a.asOf],
      );
      if (claimed.length === 0) return false;
      const rows = await tx.query<{ uuid: string; kind: Kind; data: Record<string, unknown> }>(
        'SELECT uuid, kind, data FROM records WHERE owner_uuid = $1 AND demo',
        [a.userUuid],
      );
      for (const r of rows)
        await tx.query(
          "UPDATE records SET data = $2, created_at = created_at + $3 * interval '1 day' WHERE uuid = $1",
          [r.uuid, JSON.stringify(shiftDoc(r.kind, r.data, days)), days],
        );
      return true;
    });
    if (did) moved.push({ userUuid: a.userUuid, days });
  }
  return moved;
}

/**
 * The instant (ms) of the next midnight after `now` in a zone; where that midnight does not exist (clocks
 * moved forward at midnight), the first instant of that date.
 */
export function nextMidnight(now: Date, timeZone: string): number {
  return toZoned(parseDate(officeToday(now, timeZone)).add({ days: 1 }), timeZone)
    .toDate()
    .getTime();
}

/** How long a failed move waits before the next request tries again. */
const RETRY_MS = 60_000;

/**
 * Keeps the demo story on the office's date while a server runs: the app calls the answer with each
 * request's `now` before handling it (createApp's `demoDates`). Until the next midnight in a demo account's
 * office zone it answers undefined at once (one comparison); the first request at or after it moves the dates
 * (refreshDemoDates) and every request arriving meanwhile waits for that one move, so no answer after midnight
 * shows yesterday's story. Across processes on one database the move is claimed once; the others find it
 * done. A failed move is logged, the request is answered from the data as it is, and the next request
 * after a minute tries again.
 */
export function demoDatesKeeper(db: Db, log: (line: string) => void) {
  let nextAt = 0;
  let moving: Promise<void> | null = null;
  return (now: Date): Promise<void> | undefined => {
    if (now.getTime() < nextAt) return undefined;
    moving ??= (async () => {
      try {
        await refreshDemoDates(db, now);
        const zones = new Set((await demoAccounts(db)).map((a) => a.timeZone));
        nextAt = Math.min(Infinity, ...[...zones].map((zone) => nextMidnight(now, zone)));
      } catch (error) {
        log(`[error] Could not move the demo dates forward: ${error instanceof Error ? error.stack : String(error)}`);
        nextAt = now.getTime() + RETRY_MS;
      } finally {
        moving = null;
      }
    })();
    return moving;
  };
}
