/**
 * Step schemas of the sign-in screens (spec doc 1 §5), with the spec's messages. Shared by the
 * auth machine's guards and the views' field validation.
 */
import * as v from 'valibot';
import { messages } from '../shared/domain';
import { email, password } from '../shared/fields';

/** Login: a valid email and a password that is filled in. */
export const loginSchema = v.object({
  email: email(),
  password: v.pipe(v.string(), v.nonEmpty(messages.passwordRequired)),
});

/** Forgot password: the button is enabled only when the email matches the pattern (no message). */
export const forgotSchema = v.object({ email: v.pipe(v.string(), v.trim(), v.email()) });

/**
 * Set new password: required, at least 8 characters, one uppercase letter and one digit (the
 * guideline lines), and both entries equal.
 */
export const newPasswordSchema = v.pipe(
  v.object({
    password: password(),
    confirm: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (input) => input.password === input.confirm,
      messages.passwordsMustMatch,
    ),
    ['confirm'],
  ),
);

/** DRF field errors of `auth/password/reset/confirm/`. */
export type FieldErrors = Record<string, readonly string[]>;

/**
 * Set-password failure mapping (spec doc 1 §8): a token error reads 'TOKEN:{message}', a uid
 * error 'UID:{message}', a new_password2 error its message; every other key goes to the
 * generic toast (returned as `rest`).
 */
export function mapResetErrors(errors: FieldErrors): { inline: string[]; rest: FieldErrors } {
  const inline: string[] = [];
  const rest: Record<string, readonly string[]> = {};
  for (const [key, list] of Object.entries(errors)) {
    if (key === 'token') inline.push(...list.map((m) => `TOKEN:${m}`));
    else if (key === 'uid') inline.push(...list.map((m) => `UID:${m}`));
    else if (key === 'new_password2') inline.push(...list);
    else rest[key] = list;
  }
  return { inline, rest };
}
