// The toast lines of My Services' write errors (spec 3 §8), from a DRF error body:
//   pause errors     each error message as a toast;
//   review errors    a toast per entry in the form key::message;
//   ticket creation  toasts of the form field:::message.
// A body that is not a field-error object reads as the generic toast lines (src/api/errors.ts).
import { fieldErrors, isRecord, toastLines } from '../../../api/errors';
import { reviewError, ticketError } from '../../../domain/messages';

/** One line per (field, message) entry, `format`ted; a message under no field stays as it is. */
function entryLines(body: unknown, format: (key: string, message: string) => string): string[] {
  if (!isRecord(body)) return toastLines(body);
  const lines = Object.entries(fieldErrors(body)).flatMap(([key, texts]) =>
    texts.map((text) => (key === '' ? text : format(key, text))),
  );
  return lines.length > 0 ? lines : toastLines(body);
}

export const pauseErrorLines = (body: unknown) => entryLines(body, (_key, message) => message);
export const reviewErrorLines = (body: unknown) => entryLines(body, reviewError);
export const ticketErrorLines = (body: unknown) => entryLines(body, ticketError);
