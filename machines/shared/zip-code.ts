/**
 * The ZIP code rule (five digits, not merely five characters), on its own so the ZIP screen's first load
 * carries only this and not the whole shelf of field rules (machines/shared/fields.ts builds on it).
 */
import { ZIP_LENGTH } from './domain';

const ZIP_PATTERN = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

export const isZipCode = (text: string) => ZIP_PATTERN.test(text);
