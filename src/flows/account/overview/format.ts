// Dates and times as the spec shows them (spec 3 §9: MM/DD/YYYY, hh:mm A) without the date library:
// the overview is what /account loads first, and its own JavaScript has a 60 KB budget (npm run budget);
// Intl does the time-zone arithmetic. tests/unit/flows/account/overview-format.test.ts checks that these
// agree with src/domain/dates.ts (wireToSlashed, formatTimestampSlashed, formatTimestampTime).

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'YYYY-MM-DD' (or a timestamp starting so) → 'MM/DD/YYYY'; '' when the value is not a wire date. */
export function slashedDate(wire: string | null | undefined): string {
  const m = wire ? WIRE_DATE.exec(wire) : null;
  if (!m) return '';
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return check.getUTCMonth() === Number(mo) - 1 && check.getUTCDate() === Number(d) ? `${mo}/${d}/${y}` : '';
}

function parts(iso: string | null | undefined, timeZone: string, options: Intl.DateTimeFormatOptions) {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  try {
    const list = new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(instant);
    return (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
  } catch {
    return null;
  }
}

/** An instant (created_at) as 'MM/DD/YYYY' in the zone; '' when unreadable. */
export function zonedDate(iso: string | null | undefined, timeZone: string): string {
  const part = parts(iso, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return part ? `${part('month')}/${part('day')}/${part('year')}` : '';
}

/** An instant as 'hh:mm AM' in the zone (spec 3 §9), e.g. '09:05 AM'; '' when unreadable. */
export function zonedTime(iso: string | null | undefined, timeZone: string): string {
  const part = parts(iso, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' });
  return part ? `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}` : '';
}
