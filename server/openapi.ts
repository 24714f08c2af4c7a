// One generic validator built from openapi/openapi.yaml: every operation's path params, query and
// body are checked by the schemas of the document (no per-route checks duplicating it), and ajv
// errors become DRF-shaped bodies. The same document drives the routing table (app.ts) and the
// response checks of the tests (responseValidator).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface ParameterDoc {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Json;
}
export interface OperationDoc {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  parameters: ParameterDoc[];
  bodySchema: Json | null;
  bodyRequired: boolean;
  /**
   * 413 above this: 1 MB, or 7 MB for each data-URL photo or PDF (a string field over 1 MB) the body may
   * carry side by side (the commercial enquiry's four 5 MB maps: 28 MB).
   */
  maxBodyBytes: number;
  responses: Record<string, Json>;
  /**
   * `x-read-only: true` on a POST: it writes nothing, so it runs outside a write transaction (app.ts),
   * on a handle that refuses writes.
   */
  readOnly: boolean;
}

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 7 * 1024 * 1024;

/**
 * How many data-URL photo or PDF fields (strings admitting over 1 MB) a body may carry side by side: the
 * fields of an object add up (the enquiry's four maps), alternatives and array items count as their
 * largest (an order's dogs: one photo each, as one upload), following $refs.
 */
function uploadFields(doc: OpenApiDoc, node: unknown, seen = new Set<unknown>()): number {
  if (!node || typeof node !== 'object' || seen.has(node)) return 0;
  seen.add(node);
  const s = deref<Json>(doc, node);
  const own = typeof s.maxLength === 'number' && s.maxLength > MAX_BODY_BYTES ? 1 : 0;
  let fields = 0;
  let largest = 0;
  for (const [k, v] of Object.entries(s)) {
    if (k === 'properties' && v && typeof v === 'object')
      for (const p of Object.values(v)) fields += uploadFields(doc, p, seen);
    else if (['items', 'additionalProperties', 'then', 'else', 'not'].includes(k))
      largest = Math.max(largest, uploadFields(doc, v, seen));
    else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(k) && Array.isArray(v))
      for (const p of v) largest = Math.max(largest, uploadFields(doc, p, seen));
  }
  return Math.max(own, fields, largest);
}

/** The body cap of an operation: 1 MB, or 7 MB for each upload field the body may carry (maxBodyBytes). */
export function bodyLimit(uploads: number): number {
  return uploads === 0 ? MAX_BODY_BYTES : uploads * MAX_UPLOAD_BODY_BYTES;
}

export const OPENAPI_PATH = path.join(import.meta.dirname, '..', 'openapi', 'openapi.yaml');
const DOC_ID = 'openapi-doc';

export interface OpenApiDoc {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Json; parameters?: Record<string, ParameterDoc>; responses?: Record<string, Json> };
}

let cachedDoc: OpenApiDoc | null = null;
export function loadDocument(): OpenApiDoc {
  cachedDoc ??= parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDoc;
  return cachedDoc;
}

function deref<T>(doc: OpenApiDoc, node: unknown): T {
  if (node && typeof node === 'object' && '$ref' in node && typeof (node as { $ref: unknown }).$ref === 'string') {
    const parts = (node as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    let cur: unknown = doc;
    for (const p of parts) cur = (cur as Json)[p];
    return deref<T>(doc, cur);
  }
  return node as T;
}

/** Rewrites local `#/...` refs of an inline schema so they resolve against the registered document. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(schema))
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : rebase(v);
    return out;
  }
  return schema;
}

export function listOperations(doc = loadDocument()): OperationDoc[] {
  const ops: OperationDoc[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as unknown as unknown[] | undefined) ?? []).map((x) =>
      deref<ParameterDoc>(doc, x),
    );
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as Json;
      const params = [...shared, ...((op.parameters as unknown[]) ?? []).map((x) => deref<ParameterDoc>(doc, x))];
      const body = deref<Json | undefined>(doc, op.requestBody);
      const content = body?.content as Record<string, { schema: Json }> | undefined;
      const responses: Record<string, Json> = {};
      for (const [code, r] of Object.entries((op.responses as Json) ?? {})) responses[code] = deref<Json>(doc, r);
      ops.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path: p,
        secured: Array.isArray(op.security) ? (op.security as Json[]).some((s) => 'token' in s) : false,
        parameters: params,
        bodySchema: content?.['application/json']?.schema ?? null,
        bodyRequired: Boolean(body?.required),
        maxBodyBytes: bodyLimit(uploadFields(doc, content?.['application/json']?.schema)),
        responses,
        readOnly: op['x-read-only'] === true,
      });
    }
  }
  return ops;
}

function newAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce, validateFormats: true });
  // ajv-formats is CommonJS: its plugin is the module itself or its `default`, depending on the loader.
  const plugin =
    (addFormats as unknown as { default?: (a: Ajv2020) => void }).default ??
    (addFormats as unknown as (a: Ajv2020) => void);
  plugin(ajv);
  ajv.addSchema({ $id: DOC_ID, components: { schemas: loadDocument().components.schemas } });
  return ajv;
}

export type FieldErrors = Record<string, unknown>;
export interface RequestValidator {
  /** path params: a failure means "no such record" (404), as DRF answers for an unknown id */
  params(input: Record<string, string>): boolean;
  query(input: Record<string, string>): { ok: true; value: Json } | { ok: false; errors: FieldErrors };
  /** documented header params (e.g. Idempotency-Key), read case-insensitively */
  headers(input: Headers): { ok: true } | { ok: false; errors: FieldErrors };
  body(input: unknown): { ok: true; value: unknown } | { ok: false; errors: FieldErrors };
}

/**
 * `tooLarge`: field → message for a body field longer than its maxLength, in place of the generic length
 * message (the wizard's words for a map over 5 MB, app.ts); top-level fields only.
 */
export function buildRequestValidator(
  op: OperationDoc,
  tooLarge: Readonly<Record<string, string>> = {},
): RequestValidator {
  const strictAjv = ajvFor(false);
  const coerceAjv = ajvFor(true);
  const objectOf = (where: ParameterDoc['in']) => {
    const ps = op.parameters.filter((p) => p.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(ps.map((p) => [p.name, rebase(p.schema)])),
      required: ps.filter((p) => p.required).map((p) => p.name),
    };
  };
  const pathFn = coerceAjv.compile(objectOf('path'));
  const queryFn = coerceAjv.compile(objectOf('query'));
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const headerFn = coerceAjv.compile(objectOf('header'));
  const bodyFn: ValidateFunction | null = op.bodySchema ? strictAjv.compile(rebase(op.bodySchema) as Json) : null;
  const worded = (errors: ErrorObject[]) =>
    errors.map((e) => {
      const field = /^\/([^/]+)$/.exec(e.instancePath)?.[1];
      const message =
        e.keyword === 'maxLength' && field && Object.hasOwn(tooLarge, field) ? tooLarge[field] : undefined;
      return message ? { ...e, keyword: 'tooLarge', message } : e;
    });
  return {
    params: (input) => pathFn({ ...input }),
    query(input) {
      const value: Json = { ...input };
      const bad = unstorableText(value);
      const valid = queryFn(value);
      return valid && bad.length === 0
        ? { ok: true, value }
        : { ok: false, errors: toDrf([...(queryFn.errors ?? []), ...bad]) };
    },
    headers(input) {
      const value: Json = {};
      for (const p of headerParams) {
        const v = input.get(p.name);
        if (v !== null) value[p.name] = v;
      }
      return headerFn(value) ? { ok: true } : { ok: false, errors: toDrf(headerFn.errors ?? []) };
    },
    body(input) {
      if (!bodyFn) return { ok: true, value: input };
      const bad = unstorableText(input);
      const valid = bodyFn(input);
      return valid && bad.length === 0
        ? { ok: true, value: input }
        : { ok: false, errors: toDrf([...(valid ? [] : worded(bodyFn.errors ?? [])), ...bad], input) };
    },
  };
}

/** A NUL byte, or a UTF-16 surrogate without its pair: PostgreSQL (text and jsonb) cannot store either. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const NUL_MESSAGE = 'Null characters are not allowed.';
export const SURROGATE_MESSAGE = 'Invalid Unicode: unpaired surrogate.';

/**
 * Every string of a query or body (values and object keys, at any depth) that PostgreSQL could not
 * store, as field errors: refused here with a 400 instead of failing in the database with a 500.
 * Walks with its own stack, never the call stack, so no depth of nesting can overflow it.
 */
export function unstorableText(input: unknown, at = ''): ErrorObject[] {
  const found: ErrorObject[] = [];
  const bad = (instancePath: string, text: string) =>
    found.push({
      keyword: 'unstorable',
      instancePath,
      schemaPath: '',
      params: {},
      message: text.includes('\u0000') ? NUL_MESSAGE : SURROGATE_MESSAGE,
    });
  const pending: [unknown, string][] = [[input, at]];
  while (pending.length > 0) {
    const [v, path] = pending.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) bad(path, v);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push([v[i], `${path}/${i}`]);
    } else if (v && typeof v === 'object') {
      const children: [unknown, string][] = [];
      for (const [k, x] of Object.entries(v)) {
        const key = `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (UNSTORABLE.test(k)) bad(key, k);
        else children.push([x, key]);
      }
      for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] as [unknown, string]);
    }
  }
  return found;
}

/**
 * The deepest nesting of arrays and objects a request body may have, free-form fields included. The
 * contract's deepest typed body is a few levels (`tests/server/security-fuzz.test.ts` checks every
 * typed schema stays far below this); a deeper body is refused before it is parsed, so nothing
 * recursive (validation, merging, JSON.stringify) ever sees it.
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels.`;

/** Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, strings skipped. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

const ajvCache = new Map<boolean, Ajv2020>();
function ajvFor(coerce: boolean): Ajv2020 {
  let a = ajvCache.get(coerce);
  if (!a) ajvCache.set(coerce, (a = newAjv(coerce)));
  return a;
}

/** Turns ajv errors into DRF's shape: {"field": ["message"]}, nested for nested fields. */
export function toDrf(errors: ErrorObject[], input?: unknown): FieldErrors {
  if (input !== undefined && (input === null || typeof input !== 'object' || Array.isArray(input))) {
    const rootIsArrayOk = errors.every((e) => e.instancePath !== '' || e.keyword !== 'type');
    if (!rootIsArrayOk)
      return {
        non_field_errors: [
          `Invalid data. Expected a dictionary, but got ${Array.isArray(input) ? 'list' : input === null ? 'null' : typeof input}.`,
        ],
      };
  }
  const out: FieldErrors = {};
  for (const e of errors) {
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    // int32/int64 repeat what the field's minimum/maximum already say, in a less useful way.
    if (e.keyword === 'format' && /^int(32|64)$/.test(String((e.params as { format?: string }).format))) continue;
    const segs = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let message: string;
    if (e.keyword === 'required' || e.keyword === 'dependentRequired' || e.keyword === 'dependencies') {
      segs.push(String((e.params as { missingProperty: string }).missingProperty));
      message = 'This field is required.';
    } else if (e.keyword === 'additionalProperties') {
      segs.push(String((e.params as { additionalProperty: string }).additionalProperty));
      message = 'Unknown field.';
    } else message = messageOf(e);
    if (segs.length === 0) segs.push('non_field_errors');
    let cur = out;
    for (const s of segs.slice(0, -1)) {
      const next = cur[s];
      if (next && typeof next === 'object' && !Array.isArray(next)) cur = next as FieldErrors;
      else cur = cur[s] = {};
    }
    const last = segs[segs.length - 1] as string;
    const list = cur[last];
    if (Array.isArray(list)) {
      if (!list.includes(message)) list.push(message);
    } else if (list === undefined) cur[last] = [message];
  }
  return Object.keys(out).length > 0 ? out : { non_field_errors: ['Invalid input.'] };
}

function messageOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      return `Expected ${String(p.type).replace(',', ' or ')}.`;
    case 'enum':
      return `Not a valid choice.`;
    case 'const':
      return `Must be ${JSON.stringify(p.allowedValue)}.`;
    case 'format':
      return p.format === 'email'
        ? 'Enter a valid email address.'
        : p.format === 'uuid'
          ? 'Must be a valid UUID.'
          : `Enter a valid ${String(p.format)}.`;
    case 'pattern':
      return 'Invalid format.';
    case 'minLength':
      return p.limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(p.limit)} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(p.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(p.limit)}.`;
    case 'unstorable':
    case 'tooLarge':
      return e.message ?? 'Invalid value.';
    default:
      return e.message ? `${e.message[0]?.toUpperCase() ?? ''}${e.message.slice(1)}.` : 'Invalid value.';
  }
}

/** For tests: validates a response body against the operation's declared response schema. */
export function responseValidator(): (operationId: string, status: number, body: unknown) => string | null {
  const ops = new Map(listOperations().map((o) => [o.operationId, o]));
  const ajv = ajvFor(false);
  const fns = new Map<string, ValidateFunction | null>();
  return (operationId, status, body) => {
    const op = ops.get(operationId);
    if (!op) return `unknown operation ${operationId}`;
    const key = `${operationId} ${status}`;
    if (!fns.has(key)) {
      const r = op.responses[String(status)];
      if (!r) {
        fns.set(key, null);
        return `status ${status} is not documented for ${operationId}`;
      }
      const schema = (r.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
      fns.set(key, schema ? ajv.compile(rebase(schema) as Json) : null);
    }
    if (!op.responses[String(status)]) return `status ${status} is not documented for ${operationId}`;
    const fn = fns.get(key);
    if (!fn) return body === null || body === undefined || body === '' ? null : null;
    return fn(body) ? null : ajv.errorsText(fn.errors);
  };
}
