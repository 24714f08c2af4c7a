// Inline messages of the sign-in forms, read from the auth machine's own schemas (the machine owns the
// rules; the view only decides *when* to show them: after a field was left or a submit was tried).
import * as v from 'valibot';
import { loginSchema, newPasswordSchema } from '../../../machines/auth/auth.schema';
import { fieldError } from '../../../machines/shared/fields';
import { messages } from '../../domain/messages';

/** The first spec message of a login field, or null. */
export const loginFieldError = (field: 'email' | 'password', value: string): string | null =>
  fieldError(loginSchema.entries[field], value);

/** Messages the set-password table shows inline; the uppercase/digit rule shows as the guideline lines. */
const INLINE_PASSWORD_MESSAGES: ReadonlySet<string> = new Set([messages.passwordRequired, messages.passwordTooShort]);

export function newPasswordErrors(
  password: string,
  confirm: string,
): { password: string | null; confirm: string | null } {
  const result = v.safeParse(newPasswordSchema, { password, confirm });
  if (result.success) return { password: null, confirm: null };
  const nested = v.flatten<typeof newPasswordSchema>(result.issues).nested ?? {};
  const pw = (nested.password ?? []).find((m) => INLINE_PASSWORD_MESSAGES.has(m)) ?? null;
  const cf = (nested.confirm ?? [])[0] ?? null;
  return { password: pw, confirm: cf };
}
