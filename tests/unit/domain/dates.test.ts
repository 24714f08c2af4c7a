import { describe, expect, it } from 'vitest';
import {
  allowedStartDays,
  CalendarDate,
  birthdayError,
  birthdayToWire,
  dashedToWire,
  formatDashed,
  formatSlashed,
  formatTimestampSlashed,
  formatTimestampTime,
  fromWireDate,
  isAfterToday,
  makeDate,
  maskBirthday,
  parseDashed,
  parseSlashed,
  toWireDate,
  tomorrow,
  wireToSlashed,
} from '../../../src/domain/dates';

const today = new CalendarDate(2026, 3, 15);

describe('wire and display formats', () => {
  it('round-trips YYYY-MM-DD', () => {
    const d = fromWireDate('2026-03-05');
    expect(d?.toString()).toBe('2026-03-05');
    expect(toWireDate(new CalendarDate(2026, 1, 2))).toBe('2026-01-02');
  });
  it('shows MM-DD-YYYY and MM/DD/YYYY', () => {
    const d = new CalendarDate(2026, 7, 4);
    expect(formatDashed(d)).toBe('07-04-2026');
    expect(formatSlashed(d)).toBe('07/04/2026');
  });
  it('parses the display forms and refuses impossible dates', () => {
    expect(parseDashed('12-31-2026')?.toString()).toBe('2026-12-31');
    expect(parseSlashed('02/29/2024')?.toString()).toBe('2024-02-29');
    expect(parseSlashed('02/29/2023')).toBeNull();
    expect(parseDashed('13-01-2026')).toBeNull();
    expect(parseDashed('00-10-2026')).toBeNull();
    expect(fromWireDate('2026-04-31')).toBeNull();
    expect(fromWireDate('2026-4-1')).toBeNull();
    expect(makeDate(2026, 2, 29)).toBeNull();
  });
  it('converts the preferred-days list (MM-DD-YYYY) to the wire', () => {
    expect(dashedToWire('03-18-2026')).toBe('2026-03-18');
    expect(dashedToWire('2026-03-18')).toBeNull();
    expect(wireToSlashed('2026-03-18')).toBe('03/18/2026');
    expect(wireToSlashed('2026-03-18T10:00:00Z')).toBe('03/18/2026');
    expect(wireToSlashed(null)).toBe('');
  });
  it('formats timestamps in a given zone', () => {
    expect(formatTimestampSlashed('2026-03-15T03:30:00Z', 'America/New_York')).toBe('03/14/2026');
    expect(formatTimestampTime('2026-03-15T13:05:00Z', 'America/New_York')).toBe('09:05 AM');
    expect(formatTimestampTime('2026-03-15T17:00:00Z', 'UTC')).toBe('05:00 PM');
    expect(formatTimestampTime('2026-03-15T00:10:00Z', 'UTC')).toBe('12:10 AM');
    expect(formatTimestampTime('nope', 'UTC')).toBe('');
  });
  it('compares with today', () => {
    expect(isAfterToday(new CalendarDate(2026, 3, 16), today)).toBe(true);
    expect(isAfterToday(today, today)).toBe(false);
    expect(tomorrow(new CalendarDate(2026, 2, 28)).toString()).toBe('2026-03-01');
  });
});

describe('birthday mask (slashes after 2 and 5 characters)', () => {
  it.each([
    ['1', '1'],
    ['12', '12/'],
    ['123', '12/3'],
    ['12/25', '12/25/'],
    ['1225', '12/25/'],
    ['122520', '12/25/20'],
    ['12252020', '12/25/2020'],
  ])('inserts slashes while typing forward: %s shows %s', (typed, shown) => {
    expect(maskBirthday(typed)).toBe(shown);
  });
  it('keeps digits only, at most 8', () => {
    expect(maskBirthday('ab1c2/2x5/2020')).toBe('12/25/2020');
    expect(maskBirthday('12/25/20201')).toBe('12/25/2020');
    expect(maskBirthday('')).toBe('');
  });
  it('does not re-add a slash the user just deleted', () => {
    expect(maskBirthday('12', '12/')).toBe('12');
    expect(maskBirthday('12/25', '12/25/')).toBe('12/25');
    expect(maskBirthday('12/2', '12/25')).toBe('12/2');
  });
});

describe('birthdayError', () => {
  it('accepts real past dates and today', () => {
    expect(birthdayError('02/29/2024', today)).toBeNull();
    expect(birthdayError('03/15/2026', today)).toBeNull();
    expect(birthdayToWire('01/31/2020', today)).toBe('2020-01-31');
  });
  it('refuses impossible dates', () => {
    for (const s of ['02/30/2024', '13/01/2020', '00/10/2020', '04/31/2020', '02/29/2023', '1/2/2020', '', '12/25/20'])
      expect(birthdayError(s, today)).toBe('Invalid date');
  });
  it('refuses future dates', () => {
    expect(birthdayError('03/16/2026', today)).toBe('Invalid date');
    expect(birthdayError('01/01/2030', today)).toBe('Invalid date');
    expect(birthdayToWire('03/16/2026', today)).toBeNull();
  });
});

describe('allowedStartDays', () => {
  it('skips the first three of the area’s days and drops unreadable ones', () => {
    const days = ['12-01-2026', '12-02-2026', '12-03-2026', '12-04-2026', 'not a date', '12-07-2026'];
    expect(allowedStartDays(days).map((d) => d.toString())).toEqual(['2026-12-04', '2026-12-07']);
    expect(allowedStartDays(days.slice(0, 3))).toEqual([]);
  });
});
