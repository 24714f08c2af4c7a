// The CSV export's query (spec 3 §7 Messages; the contract's time_offset sign: JavaScript's
// getTimezoneOffset, minutes to add to local time to get UTC), with Date stubs for both signs.
import { describe, expect, it, vi } from 'vitest';
import { CSV_FILE_NAME, csvExportQuery } from '../../../../src/flows/account/messages/csv-export';

const zone = (offset: number) => ({ getTimezoneOffset: () => offset });
const all = { ordering: null, status: null };

describe('csvExportQuery', () => {
  it('west of UTC (New York in winter, UTC-5): a positive offset, 300', () => {
    expect(csvExportQuery(all, zone(300))).toEqual({ format: 'csv', time_offset: 300 });
  });

  it('east of UTC (UTC+2, Berlin in summer): a negative offset, -120', () => {
    expect(csvExportQuery(all, zone(-120))).toEqual({ format: 'csv', time_offset: -120 });
  });

  it('UTC sends 0, never -0; half-hour zones keep their minutes (India, -330)', () => {
    expect(Object.is(csvExportQuery(all, zone(-0)).time_offset, 0)).toBe(true);
    expect(csvExportQuery(all, zone(-330)).time_offset).toBe(-330);
  });

  it("sends the list's ordering and status as shown; 'All' sends neither", () => {
    expect(csvExportQuery({ ordering: '-created_at', status: 'open' }, zone(300))).toEqual({
      format: 'csv',
      time_offset: 300,
      ordering: '-created_at',
      status: 'open',
    });
    expect(csvExportQuery({ ordering: 'created_at', status: null }, zone(0))).toEqual({
      format: 'csv',
      time_offset: 0,
      ordering: 'created_at',
    });
  });

  it('reads the real clock by default and saves as messages.csv', () => {
    // A clock away from UTC (this machine's is UTC: 0 would pass for a hard-coded 0).
    const spy = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
    expect(csvExportQuery(all).time_offset).toBe(-120);
    spy.mockRestore();
    expect(CSV_FILE_NAME).toBe('messages.csv');
  });
});
