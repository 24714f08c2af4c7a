import { describe, expect, it } from 'vitest';
import { meetsAccountPasswordRule, meetsPasswordGuidelines, passwordGuidelines } from '../../../src/domain/password';

describe('password guidelines', () => {
  it('tracks length, uppercase, digit and lowercase', () => {
    expect(passwordGuidelines('Abcdefg1')).toEqual({ length: true, uppercase: true, digit: true, lowercase: true });
    expect(passwordGuidelines('abc')).toEqual({ length: false, uppercase: false, digit: false, lowercase: true });
    expect(passwordGuidelines('ABCDEFG1')).toEqual({ length: true, uppercase: true, digit: true, lowercase: false });
  });
  // Sign-in rule: 8+, uppercase, digit; the account rule adds a lowercase letter.
  it.each([
    ['Abcdefg1', true, true],
    ['Abcdef1', false, false],
    ['ABCDEFG1', true, false],
    ['Password1', true, true],
  ])('%s: the sign-in rule says %s, the account rule %s', (password, signIn, account) => {
    expect(meetsPasswordGuidelines(password)).toBe(signIn);
    expect(meetsAccountPasswordRule(password)).toBe(account);
  });
});
