/** Registration page /registration (spec doc 2 §2, §4, §5 'Registration password', §8). */
import * as v from 'valibot';
import { messages } from '../shared/domain';
import { password } from '../shared/fields';

export interface RegistrationForm {
  password: string;
  confirmation: string;
}

/** At least 8 characters, one uppercase letter, one digit; must match the confirmation. */
export const registrationSchema = v.pipe(
  v.object({
    password: password(),
    confirmation: v.string(),
  }),
  v.forward(
    v.check((f) => f.password === f.confirmation, messages.passwordsNeedToMatch),
    ['confirmation'],
  ),
);

export function isRegistrationValid(form: RegistrationForm): boolean {
  return v.is(registrationSchema, form);
}

/** The confirmation message once both are typed and differ. */
export function confirmationError(form: RegistrationForm): string | null {
  return form.confirmation !== '' && form.password !== form.confirmation ? messages.passwordsNeedToMatch : null;
}

/** 'The first email error, else password1, else password2, else Invalid Request' (spec doc 2 §8). */
export function registrationErrorMessage(errors: Record<string, unknown>): string {
  for (const field of ['email', 'password1', 'password2']) {
    const value = errors[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first !== '') return first;
  }
  return messages.invalidRequest;
}
