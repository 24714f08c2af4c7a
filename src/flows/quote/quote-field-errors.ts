// The quote form's field messages (spec 1 §5): which field has which message, from the step schema.
import { messages } from '../../domain/messages';
import { isOtherAreaFilled, quoteSelectionErrors } from '../../../machines/quote/quote.schema';
import type { QuoteSnapshot } from '../../../machines/quote/quote.selectors';

export type Field = 'frequency' | 'propertyType' | 'petCount' | 'extraPetCount' | 'lastCleaned' | 'otherArea';
export const ALL_FIELDS: Field[] = [
  'frequency',
  'propertyType',
  'petCount',
  'extraPetCount',
  'lastCleaned',
  'otherArea',
];

/** Field → message: the step schema's, with the exact dog number apart from the dog card and 'Other' without its text. */
export function quoteFieldErrors(c: QuoteSnapshot['context']): Partial<Record<Field, string>> {
  const { petCount, ...rest } = quoteSelectionErrors(c);
  return {
    ...rest,
    ...(petCount ? (c.petCount === '4+' ? { extraPetCount: petCount } : { petCount }) : {}),
    ...(isOtherAreaFilled(c) ? {} : { otherArea: messages.otherAreaRequired }),
  };
}

/** What a section of the form gets from the form: a field's message once it may show, and "the user had a chance". */
export interface FieldMessages {
  errorOf: (field: Field) => string | undefined;
  touch: (...fields: Field[]) => void;
}

/** A field's message as the kit's fields take it: invalid while there is one. */
export const messageProps = (message: string | undefined) => ({
  isInvalid: message !== undefined,
  errorMessage: message,
});
