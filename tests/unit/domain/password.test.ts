import { describe, expect, it } from 'vitest';
import { meetsAccountPasswordRule, meetsPasswordGuidelines, passwordGuidelines } from '../../../src/domain/password';

describe('password guidelines', () => {
  it('tracks length, uppercase, digit and lowercase', () => {
    expect(passwordGuidelines('Abcdefg1')).toEqual({ length: true, uppercase: true, digit: true, lowercase: true });
    expect(passwordGuidelines('abc')).toEqual({ length: false, uppercase: false, digit: false, lowercase: true });
    expect(passwordGuidelines('ABCDEFG1')).toEqual({ length: true, uppercase: true, digit: true, lowercase: false });
  });
  it('sign-in rule: 8+, uppercase, digit; account rule adds lowercase', () => {
    expect(meetsPasswordGuidelines('Abcdefg1')).toBe(true);
    expect(meetsPasswordGuidelines('Abcdef1')).toBe(false);
    expect(meetsPasswordGuidelines('ABCDEFG1')).toBe(true);
    expect(meetsAccountPasswordRule('ABCDEFG1')).toBe(false);
    expect(meetsAccountPasswordRule('Password1')).toBe(true);
  });
});
