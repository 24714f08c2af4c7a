/**
 * The field rules the forms share, each written once with the spec's messages: a required text, a
 * ZIP code, a phone number, an email, the two password rules, a card's expiry year and a required
 * address, and one way to read a schema's verdict (`fieldErrors`: each field's first message). Machine
 * schemas build on these; the reference server checks passwords with the same rules, so both refuse the
 * same input in the same words. Each rule is a function that builds its schema, so a screen's bundle
 * carries only the rules it uses (schemas built at module level stay in every bundle that imports this
 * file: the ZIP screen's grew 6 KB).
 */
import * as v from 'valibot';
import { isZipCode } from './zip-code';
import { messages, MIN_PASSWORD_LENGTH, passwordGuidelines, PHONE_LENGTH } from './domain';

/** A text that must be filled in; spaces alone count as empty. */
export const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export { isZipCode };

/** A ZIP code field: `requiredMessage` when empty, then five digits. */
export const zipCode = (requiredMessage: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage), v.check(isZipCode, messages.zipInvalid));

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** A phone number field: ten digits, required. */
export const phone = () =>
  v.pipe(v.string(), v.nonEmpty(messages.phoneRequired), v.regex(PHONE_PATTERN, messages.numberNotValid));

/** A phone number that may be left empty (then it is not sent), else ten digits. */
export const optionalPhone = () =>
  v.pipe(
    v.string(),
    v.check((text) => text === '' || PHONE_PATTERN.test(text), messages.numberNotValid),
  );

/** An email field: required, then the address's form (`invalidMessage` as the screen words it). */
export const email = (invalidMessage: string = messages.emailInvalid) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(messages.emailRequired), v.email(invalidMessage));

/** The sign-in area's password (set, reset, registration): 8 characters or more, an uppercase letter and a digit. */
export const password = () =>
  v.pipe(
    v.string(),
    v.nonEmpty(messages.passwordRequired),
    v.minLength(MIN_PASSWORD_LENGTH, messages.passwordTooShort),
    v.check((pw) => {
      const g = passwordGuidelines(pw);
      return g.uppercase && g.digit;
    }, messages.passwordNeedsUppercaseAndDigit),
  );

function meetsAccountRule(pw: string): boolean {
  const g = passwordGuidelines(pw);
  return g.length && g.uppercase && g.lowercase && g.digit;
}

/** The account area's new password (spec doc 3 §5): the above and a lowercase letter. */
export const accountPassword = () =>
  v.pipe(v.string(), v.nonEmpty(messages.passwordRequired), v.check(meetsAccountRule, messages.accountPasswordRule));

/** The account edit form's password field: left empty, the password stays as it is. */
export const accountPasswordField = () =>
  v.pipe(
    v.string(),
    v.check((pw) => pw === '' || meetsAccountRule(pw), messages.accountPasswordRule),
  );

/** A card's expiry year: four digits. */
export const cardExpiryYear = () =>
  v.pipe(v.string(), v.nonEmpty(messages.expireYearRequired), v.regex(/^\d{4}$/, messages.expireYearInvalid));

/** The messages of a required address's four parts (each screen words them its own way). */
export interface AddressMessages {
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

/** An address whose four parts are all filled in, with a five-digit ZIP. */
export const requiredAddress = (m: AddressMessages) =>
  v.object({
    address: required(m.address),
    city: required(m.city),
    state: required(m.state),
    zip_code: zipCode(m.zip_code),
  });

/** Field path (`service_address.city`, `phones.0.phone`) → its first message; empty when the value passes. */
export function fieldErrors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

/** The first message a field's rule gives `value`, or null when it passes. */
export function fieldError(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
