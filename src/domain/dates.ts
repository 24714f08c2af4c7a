/**
 * Dates of the spec, on @internationalized/date's CalendarDate (a date without time zone, so a
 * birthday or a pause day never shifts by a day across zones):
 *   wire           YYYY-MM-DD   (preferred_start_date, birthday, pause_from/pause_to, visit_date)
 *   dashed display MM-DD-YYYY   (preferred start date; initial_cleanning_days answers in this form)
 *   slashed display MM/DD/YYYY  (account area, birthday input)
 * Parsers return null for anything that is not a real calendar date; nothing here throws.
 */
import { CalendarDate, getLocalTimeZone, parseAbsolute, today as todayIn } from '@internationalized/date';
import type { DateValue } from '@internationalized/date';
import { PREFERRED_DAYS_SKIP } from './constants';

export { CalendarDate };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A CalendarDate when year/month/day form a real date (no rollover: 02/30 is null). */
export function makeDate(year: number, month: number, day: number): CalendarDate | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const first = new CalendarDate(year, month, 1);
  if (day > first.calendar.getDaysInMonth(first)) return null;
  return new CalendarDate(year, month, day);
}

function parseWith(pattern: RegExp, order: 'ymd' | 'mdy', text: string): CalendarDate | null {
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return order === 'ymd' ? makeDate(a, b, c) : makeDate(c, a, b);
}

/** 'YYYY-MM-DD' → date, else null. */
export function fromWireDate(text: string): CalendarDate | null {
  return parseWith(/^(\d{4})-(\d{2})-(\d{2})$/, 'ymd', text);
}

/** date → 'YYYY-MM-DD'. */
export function toWireDate(date: DateValue): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** date → 'MM-DD-YYYY'. */
export function formatDashed(date: DateValue): string {
  return `${pad(date.month)}-${pad(date.day)}-${pad(date.year, 4)}`;
}

/** date → 'MM/DD/YYYY'. */
export function formatSlashed(date: DateValue): string {
  return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

/** 'MM-DD-YYYY' → date, else null. */
export function parseDashed(text: string): CalendarDate | null {
  return parseWith(/^(\d{2})-(\d{2})-(\d{4})$/, 'mdy', text);
}

/** 'MM/DD/YYYY' → date, else null. */
export function parseSlashed(text: string): CalendarDate | null {
  return parseWith(/^(\d{2})\/(\d{2})\/(\d{4})$/, 'mdy', text);
}

/** 'MM-DD-YYYY' (as the preferred-days list gives it) → 'YYYY-MM-DD' for the wire, else null. */
export function dashedToWire(text: string): string | null {
  const date = parseDashed(text);
  return date ? toWireDate(date) : null;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', or '' when the value is not a wire date (null from the API). */
export function wireToSlashed(text: string | null | undefined): string {
  const date = text ? fromWireDate(text.slice(0, 10)) : null;
  return date ? formatSlashed(date) : '';
}

/** 'YYYY-MM-DD' → 'MM-DD-YYYY', or ''. */
export function wireToDashed(text: string | null | undefined): string {
  const date = text ? fromWireDate(text.slice(0, 10)) : null;
  return date ? formatDashed(date) : '';
}

/**
 * An ISO timestamp (created_at) as MM/DD/YYYY in the given zone, or '' when unparsable.
 * The zone is a parameter so this stays pure; views pass localTimeZone().
 */
export function formatTimestampSlashed(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  try {
    return formatSlashed(parseAbsolute(iso, timeZone));
  } catch {
    return '';
  }
}

/** 'hh:mm A' (spec 3 §9) of an ISO timestamp in a zone, e.g. '09:05 AM'; '' when unparsable. */
export function formatTimestampTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  try {
    const t = parseAbsolute(iso, timeZone);
    const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
    return `${pad(hour12)}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
  } catch {
    return '';
  }
}

/** The browser's zone; the one impure helper, kept apart so the rest take `today` as input. */
export function localTimeZone(): string {
  return getLocalTimeZone();
}

/** Today in a zone (default: the browser's). */
export function todayDate(timeZone: string = getLocalTimeZone()): CalendarDate {
  return todayIn(timeZone);
}

/** date is strictly after today (pause From, proposal due: 'must be after today/now'). */
export function isAfterToday(date: DateValue, today: DateValue): boolean {
  return date.compare(today) > 0;
}

/** date is after today (future birthdays and ticket visit dates are refused). */
export function isFuture(date: DateValue, today: DateValue): boolean {
  return isAfterToday(date, today);
}

/** The next day (the cancel-my-services ticket's follow_up_date is tomorrow, spec 3 §4). */
export function tomorrow(today: CalendarDate): CalendarDate {
  return today.add({ days: 1 });
}

/**
 * The birthday input mask (spec 2 §5, spec 3 §5): digits only, at most 8, shown as MM/DD/YYYY with
 * '/' inserted after 2 and 5 characters. A slash is appended as soon as the month (or day) is
 * complete while typing forward; when `previous` is given and the text got shorter (backspace),
 * no trailing slash is re-added, so deleting a slash is not undone.
 *   '1' → '1', '12' → '12/', '1225' → '12/25/', '12252020' → '12/25/2020', '12/25/20201' → '12/25/2020'
 */
export function maskBirthday(raw: string, previous?: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const deleting = previous !== undefined && raw.length < previous.length;
  const month = digits.slice(0, 2);
  const day = digits.slice(2, 4);
  const year = digits.slice(4);
  let out = month;
  if (digits.length > 2 || (digits.length === 2 && !deleting)) out += '/';
  out += day;
  if (digits.length > 4 || (digits.length === 4 && !deleting)) out += '/';
  out += year;
  return out;
}

/** A typed MM/DD/YYYY birthday must be a real date and not in the future, else 'Invalid date'. */
export function birthdayError(text: string, today: CalendarDate): 'Invalid date' | null {
  const date = parseSlashed(text);
  if (!date) return 'Invalid date';
  return isFuture(date, today) ? 'Invalid date' : null;
}

/** The birthday for the wire ('YYYY-MM-DD'), or null when the text is not a valid past date. */
export function birthdayToWire(text: string, today: CalendarDate): string | null {
  const date = parseSlashed(text);
  return date && !isFuture(date, today) ? toWireDate(date) : null;
}

/**
 * The days a checkout may start on (spec 2 §2): the area's initial cleaning days ('MM-DD-YYYY', as the
 * API sends them) without the first PREFERRED_DAYS_SKIP entries; unreadable entries are dropped.
 */
export function allowedStartDays(days: readonly string[]): CalendarDate[] {
  return days
    .slice(PREFERRED_DAYS_SKIP)
    .map(parseDashed)
    .filter((d): d is CalendarDate => d !== null);
}
