/** Step schemas of the ZIP screen (spec doc 1 §5), with the spec's messages. */
import * as v from 'valibot';
import { firstVisitMessages as messages, ZIP_LENGTH } from '../shared/domain';
import { isZipCode } from '../shared/zip-code';

/** Step 1: exactly 5 digits. */
export const zipSchema = v.pipe(v.string(), v.check(isZipCode, messages.zipInvalid));

/** Step 2: the enquiry email must be valid before 'Keep Me Updated!' is enabled. */
export const enquiryEmailSchema = v.pipe(v.string(), v.trim(), v.email(messages.invalidEmailAddress));

/** Only digits can be typed or pasted, at most 5 of them. */
export function sanitizeZip(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

/**
 * A deep link auto-checks only a valid ZIP (5 digits, as step 1 accepts: 'abcde' is 5 characters but
 * no ZIP) with a scorpion id (spec doc 1 §2); any other goes to / without a request.
 */
export const deepLinkSchema = v.object({
  zipcode: zipSchema,
  scorpionId: v.pipe(v.string(), v.nonEmpty()),
});
