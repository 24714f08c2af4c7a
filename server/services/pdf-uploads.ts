// PDF uploads sent as base64 in JSON (the community boundary map and the wizard's station, common-area and
// trash-can maps): a PDF is judged by its content, the `%PDF-` signature, never by a name or a MIME type,
// and by its decoded size (at most 5 MB, spec 2 §5). The same rule as machines/shared/upload.ts on the client.
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';

/** 5 MB (5242880 bytes), spec 2 §5 and §9: the app's upload limit, one constant for both sides. */
const MAX_PDF_BYTES = MAX_UPLOAD_BYTES;

/** Any data-URL header (a PDF the browser could not type arrives as application/octet-stream): the bytes decide. */
const DATA_URL_HEADER = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

export type PdfProblem = 'format' | 'size';

/** What is wrong with a base64 (or data-URL) PDF, or null when it is a PDF of at most 5 MB. */
export function pdfProblem(text: string): PdfProblem | null {
  const b64 = text.replace(DATA_URL_HEADER, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(b64)) return 'format';
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return 'format';
  return bytes.length > MAX_PDF_BYTES ? 'size' : null;
}

/**
 * A PDF that passed pdfProblem as it is stored and served: a data URL always says
 * `data:application/pdf;base64,`, whatever type the sender's header named (`text/html` too: the bytes
 * are a PDF), so a stored map never goes back out as a page a browser would render. Bare base64 (no
 * type to misname) is kept as sent.
 */
export function normalisedPdf(text: string): string {
  return DATA_URL_HEADER.test(text) ? text.replace(DATA_URL_HEADER, 'data:application/pdf;base64,') : text;
}

/** The body with each of its enquiry maps (a string: it passed enquiryMapErrors) in its stored form. */
export function withNormalisedMaps<T extends Record<string, unknown>>(body: T): T {
  const out: Record<string, unknown> = { ...body };
  for (const field of Object.keys(ENQUIRY_MAPS))
    if (typeof out[field] === 'string') out[field] = normalisedPdf(out[field] as string);
  return out as T;
}

/**
 * The commercial enquiry's map fields with the message the wizard shows for a file over 5 MB: the boundary
 * map of step 1 says 'File too large', the maps of step 2 'Image size should be less than 5MB' (spec 2 §5).
 * A file that is not a PDF is 'Unsupported Format' everywhere.
 */
export const ENQUIRY_MAPS: Readonly<Record<string, string>> = {
  community_boundary_map: messages.fileTooLarge,
  pet_waste_station_map: messages.imageSizeTooLarge,
  common_area_cleaning_map: messages.imageSizeTooLarge,
  trash_can_location_map: messages.imageSizeTooLarge,
};

/** Every map of the body checked at once (null clears a map): each refused map's message, by field. */
export function enquiryMapErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, tooLarge] of Object.entries(ENQUIRY_MAPS)) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    const problem = pdfProblem(value);
    if (problem) errors[field] = [problem === 'size' ? tooLarge : messages.unsupportedFormat];
  }
  return errors;
}
