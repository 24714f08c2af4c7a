// The overview's lean date and time formats agree with src/domain/dates.ts (the library-based ones).
import { describe, expect, it } from 'vitest';
import { formatTimestampSlashed, formatTimestampTime, wireToSlashed } from '../../../../src/domain/dates';
import { slashedDate, zonedDate, zonedTime } from '../../../../src/flows/account/overview/format';

const instants = [
  '2026-11-24T14:00:00.000Z',
  '2026-11-24T04:59:00Z',
  '2026-03-08T07:30:00Z', // New York's spring-forward morning
  '2026-12-31T23:59:59.999Z',
  '2026-07-04T12:05:00+02:00',
  '2026-01-01T00:00:00Z',
];
const zones = ['America/New_York', 'America/Chicago', 'UTC', 'Asia/Kolkata'];

describe('overview formats', () => {
  it('zonedDate and zonedTime agree with the domain formats in every zone', () => {
    for (const iso of instants)
      for (const zone of zones) {
        expect(zonedDate(iso, zone), `${iso} ${zone}`).toBe(formatTimestampSlashed(iso, zone));
        expect(zonedTime(iso, zone), `${iso} ${zone}`).toBe(formatTimestampTime(iso, zone));
      }
  });
  it('reads 12 AM and 12 PM as the spec writes them (hh:mm A)', () => {
    expect(zonedTime('2026-11-24T00:00:00Z', 'UTC')).toBe('12:00 AM');
    expect(zonedTime('2026-11-24T12:30:00Z', 'UTC')).toBe('12:30 PM');
    expect(zonedTime('2026-11-24T14:00:00Z', 'America/New_York')).toBe('09:00 AM');
  });
  it('slashedDate agrees with wireToSlashed, invalid dates included', () => {
    for (const wire of ['2026-11-26', '2026-02-29', '2024-02-29', '2026-13-01', '2026-11-26T10:00:00Z', '', null, 'x'])
      expect(slashedDate(wire), String(wire)).toBe(wireToSlashed(wire));
  });
  it('unreadable input gives an empty text', () => {
    expect(zonedDate('not a date', 'UTC')).toBe('');
    expect(zonedTime(null, 'UTC')).toBe('');
    expect(zonedTime('2026-11-24T14:00:00Z', 'Not/AZone')).toBe('');
  });
});
