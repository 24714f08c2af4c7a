import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { birthdayError, channelFromFragment } from '../../machines/shared/domain';

describe('machines/shared/domain (re-exports of src/domain)', () => {
  const today = new CalendarDate(2026, 11, 22);
  it('birthday: a real MM/DD/YYYY date not after today', () => {
    expect(birthdayError('02/29/2024', today)).toBeNull();
    expect(birthdayError('11/22/2026', today)).toBeNull();
    expect(birthdayError('11/23/2026', today)).toBe('Invalid date');
    expect(birthdayError('02/29/2023', today)).toBe('Invalid date');
    expect(birthdayError('13/01/2020', today)).toBe('Invalid date');
    expect(birthdayError('1/2/2020', today)).toBe('Invalid date');
  });
  it('channel: 1..8 as given, else 9', () => {
    expect(channelFromFragment('#&s=1')).toBe(1);
    expect(channelFromFragment('&s=8')).toBe(8);
    expect(channelFromFragment('&s=0')).toBe(9);
    expect(channelFromFragment('&s=x')).toBe(9);
    expect(channelFromFragment('')).toBe(9);
  });
});
