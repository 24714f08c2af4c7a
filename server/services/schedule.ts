// The account area's date rules: "today" is the date in the field office's time zone,
// never UTC. Visits are stored with a UTC scheduled_time; their day is the office's date of that instant.
// Everything derived from visits (history split, today's tracker, a service's next date, paused visits)
// is computed here when it is answered, so it can never drift from the visits themselves.
import type { Db } from '../db/db';
import { DEFAULT_TIME_ZONE, getOffice, officeToday } from './catalog';
import { listOwned, type Doc } from './records';

/**
 * The zone of a user's "today": their field office's (users.data.field_office_uuid); else the office of
 * their first service; else DEFAULT_TIME_ZONE.
 */
export async function userTimeZone(db: Db, user: { uuid: string; data: Record<string, unknown> }): Promise<string> {
  const own = typeof user.data.field_office_uuid === 'string' ? await getOffice(db, user.data.field_office_uuid) : null;
  if (own) return own.time_zone;
  for (const order of await listOwned(db, 'service_order', user.uuid)) {
    const office = typeof order.field_office_uuid === 'string' ? await getOffice(db, order.field_office_uuid) : null;
    if (office) return office.time_zone;
  }
  return DEFAULT_TIME_ZONE;
}

/** The date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(iso: string, timeZone: string): string {
  return officeToday(new Date(iso), timeZone);
}

/** Whether a pause covers a day: From through To (both included), or From onwards while suspended until resumed. */
export function pauseCovers(p: Doc, day: string): boolean {
  const from = String(p.pause_from);
  if (day < from) return false;
  if (p.pause_to === null || p.pause_to === undefined) return p.suspend_until_manual === true;
  return day <= String(p.pause_to);
}

/** Visit statuses a pause turns into 'paused' (a visit already on its way or done stays what it is). */
const PAUSABLE = new Set(['forecast', 'tentative', 'scheduled', 'technician_assigned']);
/** Visit statuses that are a service still to come (the next service date). */
const COMING = new Set(['scheduled', 'technician_assigned', 'technician_en_route']);
/** Visit statuses that are over whatever their date. */
const DONE = new Set(['complete', 'cancelled']);

/** A visit as answered: a pause of its service that covers its day shows it as 'paused' (not stored). */
export function presentVisit(v: Doc, pauses: Doc[], timeZone: string): Doc {
  if (!PAUSABLE.has(String(v.status))) return v;
  const day = dateIn(String(v.scheduled_time), timeZone);
  const paused = pauses.some((p) => p.service_order_uuid === v.service_order_uuid && pauseCovers(p, day));
  return paused ? { ...v, status: 'paused' } : v;
}

/** History (is_history=true, `past`): a visit of a day before today, or one that is over (complete or cancelled). */
export function isHistory(v: Doc, today: string, timeZone: string): boolean {
  return DONE.has(String(v.status)) || dateIn(String(v.scheduled_time), timeZone) < today;
}

const byTime = (a: Doc, b: Doc) => String(a.scheduled_time).localeCompare(String(b.scheduled_time));

/**
 * Today's visit of the tracker: among the visits of today (office date) that are neither cancelled nor paused,
 * the first one not complete yet, else the last one completed; null when there is none.
 */
export function visitOfToday(visits: Doc[], today: string, timeZone: string): Doc | null {
  const todays = visits
    .filter((v) => !['cancelled', 'paused'].includes(String(v.status)))
    .filter((v) => dateIn(String(v.scheduled_time), timeZone) === today)
    .sort(byTime);
  return todays.find((v) => v.status !== 'complete') ?? todays[todays.length - 1] ?? null;
}

/**
 * A service's next_service_date: the office date of its first visit from today on that is still to come
 * (scheduled, technician assigned or en route, and not covered by a pause); null when there is none. A service
 * without any visit yet (a new order: the office has not scheduled it) answers its preferred start date when
 * that is today or later and not paused.
 */
export function nextServiceDate(
  order: Doc,
  visits: Doc[],
  pauses: Doc[],
  today: string,
  timeZone: string,
): string | null {
  const own = visits.filter((v) => v.service_order_uuid === order.uuid);
  const ownPauses = pauses.filter((p) => p.service_order_uuid === order.uuid);
  if (own.length === 0) {
    const start = typeof order.preferred_start_date === 'string' ? order.preferred_start_date : null;
    return start && start >= today && !ownPauses.some((p) => pauseCovers(p, start)) ? start : null;
  }
  const next = own
    .map((v) => presentVisit(v, ownPauses, timeZone))
    .filter((v) => COMING.has(String(v.status)))
    .map((v) => dateIn(String(v.scheduled_time), timeZone))
    .filter((day) => day >= today)
    .sort()[0];
  return next ?? null;
}

/** Service orders as the account area answers them: next_service_date computed from their visits and pauses. */
export async function withNextServiceDates(
  db: Db,
  user: { uuid: string; data: Record<string, unknown> },
  orders: Doc[],
  now: Date,
): Promise<Doc[]> {
  if (orders.length === 0) return orders;
  const timeZone = await userTimeZone(db, user);
  const today = officeToday(now, timeZone);
  const visits = await listOwned(db, 'visit', user.uuid);
  const pauses = await listOwned(db, 'pause', user.uuid);
  return orders.map((o) => ({ ...o, next_service_date: nextServiceDate(o, visits, pauses, today, timeZone) }));
}
