/**
 * Password guidelines. Sign-in area (spec 1 §5, spec 2 §5): at least 8 characters, one uppercase
 * letter, one digit. The account area adds a lowercase letter (spec 3 §5, 'more than 7 characters').
 */
import { MIN_PASSWORD_LENGTH } from './constants';

export interface PasswordGuidelines {
  length: boolean;
  uppercase: boolean;
  digit: boolean;
  lowercase: boolean;
}

export function passwordGuidelines(pw: string): PasswordGuidelines {
  return {
    length: pw.length >= MIN_PASSWORD_LENGTH,
    uppercase: /[A-Z]/.test(pw),
    digit: /\d/.test(pw),
    lowercase: /[a-z]/.test(pw),
  };
}

/** Every guideline line of the set-password, registration and reset screens holds. */
export function meetsPasswordGuidelines(pw: string): boolean {
  const g = passwordGuidelines(pw);
  return g.length && g.uppercase && g.digit;
}

/** The account edit form's rule for a new password: the above plus a lowercase letter. */
export function meetsAccountPasswordRule(pw: string): boolean {
  return meetsPasswordGuidelines(pw) && passwordGuidelines(pw).lowercase;
}

/** The three guideline lines under the set-password fields (spec 1 §2 names them, without text; wording ours). */
export const PASSWORD_GUIDELINE_LINES = {
  length: 'At least 8 characters',
  uppercase: 'At least 1 uppercase letter',
  digit: 'At least 1 number',
} as const;
