import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatAddOnPrice, formatDollars, formatMoney, toCents } from '../../../src/domain/money';

describe('formatMoney (spec 2 §5)', () => {
  it('shows two decimals with en-US grouping', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('8.99')).toBe('8.99');
    expect(formatMoney(999.995)).toBe('1,000.00');
  });
  it('prefixes a minus sign to the absolute value below zero', () => {
    expect(formatMoney(-12)).toBe('-12.00');
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
    expect(formatMoney(-0.001)).toBe('0.00');
  });
  it('turns NaN, null, undefined and garbage into 0.00', () => {
    for (const v of [NaN, null, undefined, 'abc', '12abc', '', ' ', Infinity, -Infinity, '1.2.3'])
      expect(formatMoney(v)).toBe('0.00');
  });
  it('reads grouped strings', () => {
    expect(formatMoney('1,234.5')).toBe('1,234.50');
  });
});

describe('dollar helpers', () => {
  it('formats dollars with the sign before the symbol', () => {
    expect(formatDollars(-12)).toBe('-$12.00');
    expect(formatDollars('47')).toBe('$47.00');
  });
  it('shows a zero add-on as FREE', () => {
    expect(formatAddOnPrice('0.00')).toBe('FREE');
    expect(formatAddOnPrice('10.00')).toBe('$10.00');
  });
  it('converts to and from cents exactly', () => {
    expect(toCents('0.1')! + toCents('0.2')!).toBe(30);
    expect(toCents('garbage')).toBeNull();
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });
});
