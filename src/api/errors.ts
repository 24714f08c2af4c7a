/**
 * API errors → the lines of the spec's generic toast (spec 1 §8):
 *   a string body                → ['Something went wrong'] (an HTML error page, a proxy message…)
 *   an array                     → each string in it, or ['Something went wrong'] when it has none
 *   an object (DRF field errors) → 'field: message' per key, a list joined by ', '
 *                                  nested objects and lists of objects become dotted paths:
 *                                  {address: {city: ['x']}} → 'address.city: x',
 *                                  {phone_numbers: [{}, {phone: ['y']}]} → 'phone_numbers[1].phone: y'
 *   a message under `non_field_errors` or `detail` is shown without that key (it names no field):
 *                                  {non_field_errors: ['Your card was declined.']} → 'Your card was declined.',
 *                                  {card: {detail: 'x'}} → 'card: x'
 *   anything else (null, a thrown Error, a timeout, an empty object) → ['Something went wrong']
 * Never throws, never returns an empty list or an empty line.
 */
import { firstVisitMessages as messages } from '../domain/first-visit-messages';

const GENERIC = messages.somethingWentWrong;

type Entry = { path: string; texts: string[] };

/** DRF's keys for messages that belong to no field: a toast shows their text without the key. */
const KEYLESS = new Set(['non_field_errors', 'detail']);

/** A JSON object (not null, not an array): the shape of a DRF body worth reading. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const scalarText = (v: unknown): string | null =>
  typeof v === 'string' ? v.trim() || null : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;

/** Flatten a DRF error object into one entry per field path (first-seen order), texts in order. */
function collect(value: unknown, path: string, out: Entry[], depth = 0, dropKeyless = false): void {
  if (depth > 8) return; // a cyclic or absurdly deep body is cut, not followed
  const text = scalarText(value);
  if (text !== null) {
    push(out, path, text);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (isRecord(item) || Array.isArray(item)) collect(item, `${path}[${i}]`, out, depth + 1, dropKeyless);
      else collect(item, path, out, depth + 1, dropKeyless);
    });
    return;
  }
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = dropKeyless && KEYLESS.has(key) ? path : path ? `${path}.${key}` : key;
      collect(inner, innerPath, out, depth + 1, dropKeyless);
    }
  }
}

function push(out: Entry[], path: string, text: string): void {
  const entry = out.find((e) => e.path === path);
  if (entry) entry.texts.push(text);
  else out.push({ path, texts: [text] });
}

/** Field path → its messages; '' is the path of messages not under any key. For forms' validationErrors. */
export function fieldErrors(body: unknown): Record<string, string[]> {
  if (!isRecord(body)) return {};
  const out: Entry[] = [];
  collect(body, '', out);
  return Object.fromEntries(out.map((e) => [e.path, e.texts]));
}

/** The generic toast's lines for any error body (see the header). */
export function toastLines(body: unknown): string[] {
  if (body instanceof ApiError) return toastLines(body.body);
  if (Array.isArray(body)) {
    const strings = body.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
    return strings.length > 0 ? strings : [GENERIC];
  }
  if (isRecord(body)) {
    const out: Entry[] = [];
    collect(body, '', out, 0, true);
    const lines = out.map((e) => (e.path ? `${e.path}: ${e.texts.join(', ')}` : e.texts.join(', ')));
    return lines.length > 0 ? lines : [GENERIC];
  }
  return [GENERIC];
}

/** The first message of a field (DRF list or string), e.g. firstFieldError(body, 'coupon_code'). */
export function firstFieldError(body: unknown, field: string): string | null {
  return fieldErrors(body)[field]?.[0] ?? null;
}

/** A 4xx answer: the request was refused (the form's to show); a 5xx or no answer is a failure. */
export const isClientError = (status: number) => status >= 400 && status < 500;

/** An API call that answered with an error status, carrying the parsed body for the toast/forms. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`API error ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** An answer the caller needs nothing from but success: an error status throws, with its body for the toast. */
export function throwUnlessOk({ error, response }: { error?: unknown; response: Response }): void {
  if (!response.ok) throw new ApiError(response.status, error);
}

/** The body of an answer the caller reads: no body (an error status) throws, with the error body for the toast. */
export function dataOrThrow<T>({ data, error, response }: { data?: T; error?: unknown; response: Response }): T {
  if (!data) throw new ApiError(response.status, error);
  return data;
}

/** The request ran out of time (HTTP_TIMEOUT_MS) rather than being cancelled by the caller. */
export function isTimeoutError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}

/** The caller cancelled the request (its own signal): no outcome, so no failure toast. A timeout is not this. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
