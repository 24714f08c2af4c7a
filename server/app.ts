// The reference API as a Hono app. Routes come from openapi/openapi.yaml: every operation is
// mounted under /api/v1 at its documented path, validated by the one generic validator, and
// answered by the handler registered under its operationId (server/routes/*.ts).
// Invariant: bad input never reaches a handler unvalidated, and nothing answers 500 to bad input
// (handler failures are caught; an HttpError becomes its status and DRF-shaped body).
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import type { Result as RouterResult, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { compress } from 'hono/compress';
import { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { readOnlyDb, type Db } from './db/db';
import {
  buildRequestValidator,
  listOperations,
  MAX_UPLOAD_BODY_BYTES,
  nestsDeeperThan,
  TOO_DEEP_MESSAGE,
  type OperationDoc,
  type RequestValidator,
} from './openapi';
import { ENQUIRY_MAPS } from './services/pdf-uploads';
import { HttpError, type AppEnv, type Ctx, type Handler, type Handlers, type Result } from './http';
import { authenticate, newSecret, noMailer, outboxMailer, sha256, smtpMailer } from './services/auth';
import { handlers as authHandlers } from './routes/auth';
import { handlers as acquisitionHandlers } from './routes/acquisition';
import { handlers as accountHandlers } from './routes/account';
import { handlers as billingHandlers } from './routes/billing';
import { handlers as messageHandlers } from './routes/messages';
import { handlers as resumeHandlers } from './routes/resume';
import { demoDatesKeeper } from './db/demo-dates';

export const API_BASE = '/api/v1';

export interface CreateAppOptions {
  db: Db;
  clock?: () => Date;
  env?: Partial<AppEnv> & EnvSources;
  /**
   * Keep the demo accounts' story on the office's date (db/demo-dates.ts demoDatesKeeper): the first request
   * after an office's midnight moves their dates before it is answered. The servers people start (npm start,
   * npm run server) set it; a test with its own clock and data leaves it off.
   */
  demoDates?: boolean;
}

/** Where appEnv reads its settings when they are not given (defaults: process.env). */
export interface EnvSources {
  /** SMTP_URL: mail goes out through nodemailer; there is no outbox. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of that mail. */
  mailFrom?: string;
}

/**
 * The app's settings (design.md §8). The demo outbox exists only outside production and without
 * SMTP_URL, behind a secret: `outboxKey` given, else OUTBOX_KEY, else a random one (printed by the
 * start banner). With NODE_ENV=production and no SMTP_URL, mail is dropped with a warning.
 */
export function appEnv(given: Partial<AppEnv> & EnvSources = {}): AppEnv {
  const nodeEnv = given.nodeEnv ?? process.env.NODE_ENV ?? 'development';
  const log = given.log ?? ((line: string) => console.log(line));
  const smtpUrl = given.smtpUrl ?? process.env.SMTP_URL ?? '';
  const production = nodeEnv === 'production';
  const mailer =
    given.mailer ??
    (smtpUrl
      ? smtpMailer(smtpUrl, given.mailFrom ?? process.env.MAIL_FROM ?? 'Yardwise <no-reply@localhost>', log)
      : production
        ? noMailer(log)
        : outboxMailer);
  const outbox = !production && !smtpUrl && mailer === outboxMailer;
  return {
    nodeEnv,
    publicUrl: given.publicUrl ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080',
    log,
    mailer,
    outboxKey: outbox
      ? given.outboxKey !== undefined
        ? given.outboxKey
        : process.env.OUTBOX_KEY || newSecret()
      : null,
    trustProxy: given.trustProxy ?? process.env.TRUST_PROXY === '1',
  };
}

export const allHandlers: Handlers = {
  ...authHandlers,
  ...acquisitionHandlers,
  ...accountHandlers,
  ...billingHandlers,
  ...messageHandlers,
  ...resumeHandlers,
};

/**
 * Headers of every API answer (JSON, CSV, errors, 404s): no sniffing, no caching of account data, no
 * referrer, never framed, nothing run or loaded from an answer opened as a page.
 */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** API answers of at least this many bytes are compressed when the client accepts gzip or deflate. */
const COMPRESS_THRESHOLD = 1024;

/** Buffers an answer without Content-Length and sets it, so compress() can apply its threshold (API bodies are small). */
async function withContentLength(c: Context): Promise<void> {
  if (!c.res.body || c.res.headers.has('content-length') || c.res.headers.has('content-encoding')) return;
  const body = await c.res.arrayBuffer();
  const res = new Response(body, c.res);
  res.headers.set('content-length', String(body.byteLength));
  c.res = res;
}

/**
 * Answers send() made whole: API_HEADERS, Content-Length and Vary set, and nothing to compress (under
 * 1 KB, or a client that accepts no encoding). The finishing middleware leaves them as they are.
 * RESPONSE_ALREADY_SENT: send() wrote such an answer to the socket itself (writeFinished).
 */
const finished = new WeakSet<Response>([RESPONSE_ALREADY_SENT]);

/**
 * What every answer gets after its handler, innermost first: a Content-Length (withContentLength), gzip
 * or deflate from 1 KB when the client accepts it (with Vary: Accept-Encoding; compress() only measures a
 * Content-Length, which Hono never sets), then API_HEADERS over whatever the handler set.
 */
function finishAnswers(): MiddlewareHandler {
  const compressLarge = compress({ threshold: COMPRESS_THRESHOLD });
  const nothing = async () => undefined;
  return async (c, next) => {
    await next();
    if (finished.has(c.res)) return;
    await withContentLength(c);
    await compressLarge(c, nothing);
    for (const [k, v] of Object.entries(API_HEADERS)) c.res.headers.set(k, v);
  };
}

/** The idempotent POSTs: a first answer is replayed for 24 h; the same key with another body → 409. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How many method-and-path matches RememberingRouter keeps (all of them dropped when it is full). */
const ROUTES_REMEMBERED = 1000;

/**
 * Hono's TrieRouter, remembering its last matches by method and path. The contract's routes are more
 * than Hono's fast RegExpRouter handles (a static segment beside a parameter, `/field-office/
 * initial_cleanning_days/` and `/field-office/{id}/frequency-pricing-range/`), so every request would
 * walk the trie: a busy path (pricing, the ZIP lookup) is looked up once instead. Matches are read, never changed.
 */
class RememberingRouter<T> implements Router<T> {
  name = 'RememberingRouter(TrieRouter)';
  #trie = new TrieRouter<T>();
  #seen = new Map<string, RouterResult<T>>();
  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
    this.#seen.clear();
  }
  match(method: string, path: string): RouterResult<T> {
    const key = `${method} ${path}`;
    let found = this.#seen.get(key);
    if (!found) {
      found = this.#trie.match(method, path);
      if (this.#seen.size >= ROUTES_REMEMBERED) this.#seen.clear();
      this.#seen.set(key, found);
    }
    return found;
  }
}

export function createApp(opts: CreateAppOptions): Hono {
  const clock = opts.clock ?? (() => new Date());
  const env = appEnv(opts.env);
  const app = new Hono({ router: new RememberingRouter() });
  const keepDemoDates = opts.demoDates ? demoDatesKeeper(opts.db, env.log) : null;
  app.use('*', finishAnswers());
  if (!env.trustProxy) app.use('*', warnOnceAboutProxy(env));
  // Static segments before parameters, so `/service/past_and_upcoming_services/` never reads as an id.
  const ops = listOperations().sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
  const methods = new Map<string, string[]>();
  for (const op of ops) {
    const handler = allHandlers[op.operationId];
    const route = API_BASE + op.path.replace(/\{(\w+)\}/g, ':$1');
    const h = wrap(op, handler, opts.db, clock, env, keepDemoDates);
    // DRF paths end with '/'; the spec also writes some calls without it: both reach the operation.
    app.on(op.method, route, h);
    app.on(op.method, route.replace(/\/$/, ''), h);
    methods.set(route, [...(methods.get(route) ?? []), op.method]);
  }
  // A documented path with another method → 405 with Allow, as DRF answers (after every operation,
  // so a path's own methods always win).
  for (const [route, list] of methods) {
    const allow = [...list, ...(list.includes('GET') ? ['HEAD'] : [])].join(', ');
    const h = (c: Context) => c.json({ detail: `Method "${c.req.method}" not allowed.` }, 405, { allow });
    app.all(route, h);
    app.all(route.replace(/\/$/, ''), h);
  }
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  app.onError((err, c) => {
    env.log(`[error] ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.stack : String(err)}`);
    return c.json({ detail: 'Internal server error.' }, 500);
  });
  return app;
}

/**
 * Behind a proxy without TRUST_PROXY=1 every client has the proxy's address, so one attacker's failed
 * logins hold everyone's (the per-address back-off): said once, at the first request that shows a proxy.
 */
export const PROXY_WARNING =
  '[warn] A request carries X-Forwarded-For but TRUST_PROXY is not set: every client behind that proxy counts as one address for login throttling. Set TRUST_PROXY=1 when this server runs behind your own proxy.';
function warnOnceAboutProxy(env: AppEnv): MiddlewareHandler {
  let warned = false;
  return async (c, next) => {
    if (!warned && c.req.header('x-forwarded-for') !== undefined) {
      warned = true;
      env.log(PROXY_WARNING);
    }
    await next();
  };
}

/** The app's words for an upload longer than the contract's maxLength (openapi.ts buildRequestValidator). */
const TOO_LARGE_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  commercialQuotePartialUpdate: ENQUIRY_MAPS,
};

/**
 * Each operation's request validator, compiled on the operation's first request and then kept for the
 * process, shared by every app in it. Compiling all of them (four ajv schemas for each of about a hundred
 * operations) was most of a server's boot and of each server test file's CPU time, in every process that
 * creates an app, for operations most of them never receive.
 */
const validators = new Map<string, RequestValidator>();
function validatorOf(op: OperationDoc): RequestValidator {
  let validator = validators.get(op.operationId);
  if (!validator) {
    validator = buildRequestValidator(op, TOO_LARGE_MESSAGES[op.operationId]);
    validators.set(op.operationId, validator);
  }
  return validator;
}

function wrap(
  op: OperationDoc,
  handler: Handler | undefined,
  db: Db,
  clock: () => Date,
  env: AppEnv,
  keepDemoDates: ReturnType<typeof demoDatesKeeper> | null,
) {
  // Every write operation runs in one transaction (runInTransaction): all of it or nothing. GETs and the
  // POSTs the contract marks x-read-only (pricing, address checks) write nothing: they run outside any
  // transaction, holding none of PGlite's one-at-a-time turn while they compute (the latter on a handle
  // that refuses writes).
  const writes = op.method !== 'GET' && !op.readOnly;
  const handle = op.readOnly ? readOnlyDb(db) : db;
  const usesIdempotency = op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
  return async (c: Context) => {
    try {
      const now = clock();
      const moving = keepDemoDates?.(now);
      if (moving) await moving;
      const validator = validatorOf(op);
      if (!validator.params(c.req.param() as Record<string, string>)) return c.json({ detail: 'Not found.' }, 404);
      let user: Ctx['user'] = null;
      let tokenHash: string | null = null;
      const auth = c.req.header('authorization');
      if (op.secured || auth) {
        const found = await authenticate(db, auth, now);
        if (found) ({ user, tokenHash } = found);
        else if (op.secured)
          return c.json({ detail: auth ? 'Invalid token.' : 'Authentication credentials were not provided.' }, 401);
      }
      const q = validator.query(c.req.query());
      if (!q.ok) return c.json(q.errors, 400);
      const h = validator.headers(c.req.raw.headers);
      if (!h.ok) return c.json(h.errors, 400);
      let body: unknown = undefined;
      let rawBody = '';
      if (op.bodySchema) {
        // 1 MB, or 7 MB where the contract has a data-URL photo or PDF field (openapi.ts maxBodyBytes):
        // a declared or an actual size over it is refused without reading further.
        // Beyond one upload's 7 MB (the enquiry's four maps, 28 MB) only for a request that names a
        // record's owner (a token or a visitor key): a stranger's request is not read that far before
        // its 404.
        const credentialed = Boolean(c.req.header('authorization') || c.req.header('x-visitor-key'));
        const cap = credentialed ? op.maxBodyBytes : Math.min(op.maxBodyBytes, MAX_UPLOAD_BODY_BYTES);
        if (Number(c.req.header('content-length') ?? 0) > cap)
          return c.json({ detail: 'Request body too large.' }, 413);
        // A client cut mid-body (the request timeout, a dropped connection) gets its answer, not a logged 500.
        const text = await readCapped(c.req.raw, cap).catch(() => undefined);
        if (text === undefined) return c.json({ detail: 'The request body did not arrive in full.' }, 400);
        if (text === null) return c.json({ detail: 'Request body too large.' }, 413);
        rawBody = text;
        // Every body of the contract is application/json (none is multipart): anything else → 415, so
        // a cross-site form (text/plain, urlencoded, multipart: no preflight) never reaches a handler.
        const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (mediaType ? mediaType !== 'application/json' : rawBody.trim() !== '')
          return c.json({ detail: `Unsupported media type "${mediaType}" in request.` }, 415);
        // Refused before parsing: nothing recursive downstream (validation, merging, hashing) sees it.
        if (nestsDeeperThan(rawBody)) return c.json({ detail: TOO_DEEP_MESSAGE }, 400);
        try {
          body = rawBody.trim() === '' ? {} : JSON.parse(rawBody);
        } catch (e) {
          return c.json({ detail: `JSON parse error - ${e instanceof Error ? e.message : 'invalid JSON'}` }, 400);
        }
        const b = validator.body(body);
        if (!b.ok) return c.json(b.errors, 400);
      }
      if (!handler) return c.json({ detail: 'Not implemented.' }, 501);
      const ctx: Ctx = {
        db: handle,
        now,
        env,
        user,
        tokenHash,
        clientAddress: clientAddress(c, env),
        params: c.req.param() as Record<string, string>,
        query: q.value,
        body,
        headers: c.req.raw.headers,
      };
      const key = usesIdempotency ? c.req.header('idempotency-key') : undefined;
      const exec = () => (writes ? runInTransaction(db, handler, ctx) : run(handler, ctx));
      // The transaction closes before the idempotency record is settled (PGlite: one at a time).
      const result = key
        ? await idempotent(
            db,
            op.operationId,
            idempotencyScope(ctx),
            key,
            `${user?.uuid ?? ''}:${JSON.stringify(body ?? null)}`,
            now,
            exec,
          )
        : await exec();
      return send(c, result);
    } catch (err) {
      env.log(`[error] ${op.operationId}: ${err instanceof Error ? err.stack : String(err)}`);
      // Still conflicting after every retry (runInTransaction): the client may simply send it again.
      if (isConcurrencyConflict(err)) return c.json({ non_field_errors: [CONFLICT_MESSAGE] }, 400);
      return c.json({ detail: 'Internal server error.' }, 500);
    }
  };
}

const utf8 = new TextDecoder();

/** The body as text, or null once it passes `limit` bytes (the rest is never read). */
async function readCapped(req: Request, limit: number): Promise<string | null> {
  // A declared length (already checked against `limit`) is all Node's parser lets through: the body is
  // read in one call, which @hono/node-server serves straight from the socket, without the web stream
  // (and the full Request behind it) that a reader needs. Only a chunked body is read piece by piece.
  if (req.headers.get('content-length') !== null) {
    const whole = await req.arrayBuffer();
    return whole.byteLength > limit ? null : utf8.decode(whole);
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return utf8.decode(Buffer.concat(chunks));
}

/**
 * The caller's address: behind our own proxy (TRUST_PROXY=1) the last X-Forwarded-For entry, the
 * one that proxy appended (earlier entries are the client's to forge); else the socket's peer.
 */
function clientAddress(c: Context, env: AppEnv): string | null {
  if (env.trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

async function run(handler: Handler, ctx: Ctx): Promise<Result> {
  try {
    return await handler(ctx);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, body: err.body };
    throw err;
  }
}

/**
 * A write operation in one database transaction, the handler seeing only the transaction's handle:
 * a handler that throws (an HttpError refusal or a crash) writes nothing; one that returns commits,
 * whatever its status (a handler that must keep a record of a refusal returns its 4xx instead).
 */
async function runInTransaction(db: Db, handler: Handler, ctx: Ctx): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => handler({ ...ctx, db: tx }));
    } catch (err) {
      if (err instanceof HttpError) return { status: err.status, body: err.body };
      // Another request committed the same row first (two sign-ups with one new email): nothing of this
      // one was written, and run again it sees that row and answers as the handler does for it (the
      // documented 400, an existing account) instead of a 500.
      if (isConcurrencyConflict(err) && attempt < CONFLICT_ATTEMPTS) continue;
      throw err;
    }
  }
}

export const CONFLICT_MESSAGE = 'Another request changed the same record at the same moment. Please try again.';

/** How many times a write operation runs when concurrent requests keep conflicting with it. */
const CONFLICT_ATTEMPTS = 3;

/**
 * PostgreSQL's answers to a race lost to a transaction that committed first: unique violation (23505),
 * serialization failure (40001), deadlock (40P01). The same codes on PGlite and node-postgres.
 */
export function isConcurrencyConflict(err: unknown): boolean {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return code === '23505' || code === '40001' || code === '40P01';
}

/**
 * The answer with its Content-Length, so nothing buffers it again; a JSON answer that nothing will
 * compress (under 1 KB, or no Accept-Encoding) is made final here, as finishAnswers() would leave it.
 */
function send(c: Context, r: Result): Response {
  if (r.status === 204) {
    const res = new Response(null, { status: 204, headers: API_HEADERS });
    finished.add(res);
    return res;
  }
  if (r.raw !== undefined)
    return new Response(r.raw, {
      status: r.status,
      headers: { ...API_HEADERS, ...r.headers, 'content-length': String(Buffer.byteLength(r.raw)) },
    });
  const text = JSON.stringify(r.body ?? {});
  const length = Buffer.byteLength(text);
  const large = length >= COMPRESS_THRESHOLD;
  const final = !large || c.req.header('accept-encoding') === undefined;
  const headers = {
    'content-type': 'application/json; charset=UTF-8',
    ...(final ? r.headers : { ...API_HEADERS, ...r.headers }),
    ...(final ? API_HEADERS : undefined),
    ...(final && large ? { vary: 'Accept-Encoding' } : undefined),
    'content-length': String(length),
  };
  if (final && writeFinished(c, r.status, headers, text)) return RESPONSE_ALREADY_SENT;
  const res = new Response(text, { status: r.status, headers });
  if (final) finished.add(res);
  return res;
}

/**
 * A final answer written straight to Node's response when the request came through @hono/node-server
 * (c.env.outgoing): what the server would write for the Response, without building one and reading
 * its body back as a stream (serve() keeps Node's global Response: design.md §0). HEAD goes the usual
 * way (Hono drops the body). false: not on node-server, or the socket is gone; the caller builds a Response.
 */
function writeFinished(c: Context, status: number, headers: Record<string, string>, text: string): boolean {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!(outgoing instanceof ServerResponse) || c.req.method === 'HEAD') return false;
  if (outgoing.headersSent || outgoing.destroyed || outgoing.writableEnded) return false;
  outgoing.writeHead(status, headers);
  outgoing.end(text);
  return true;
}

/**
 * Whose Idempotency-Key it is: the signed-in user (not the token, so a retry
 * after signing in again still replays), else the visitor key (X-Visitor-Key), else the client
 * address. Another caller's equal key is another record.
 */
export function idempotencyScope(ctx: Pick<Ctx, 'user' | 'headers' | 'clientAddress'>): string {
  if (ctx.user) return `user:${ctx.user.uuid}`;
  const visitor = ctx.headers.get('x-visitor-key');
  if (visitor) return `visitor:${sha256(visitor)}`;
  return ctx.clientAddress ? `address:${ctx.clientAddress}` : 'anonymous';
}

/** `status` of a claimed record whose first request is still running. */
const PENDING = 0;
/** A claim this old was left by a process that died mid-request: another request may take it over. */
const CLAIM_STALE_MS = 2 * 60 * 1000;
/** How long a retry waits for the first request of its key to finish, polling every POLL_MS. */
const WAIT_MS = 60 * 1000;
const POLL_MS = 25;

type IdemRow = { request_hash: string; status: number; body: string; created_at: Date };

/**
 * The first request of a key claims its row with one INSERT … ON CONFLICT DO NOTHING (the database
 * decides, so any number of server processes run the handler once), runs, and stores its answer;
 * concurrent retries wait for that answer and replay it byte for byte. Expired or abandoned claims
 * are taken over by a conditional UPDATE. Nothing about a key is kept in process memory.
 */
async function idempotent(
  db: Db,
  operation: string,
  scope: string,
  key: string,
  request: string,
  now: Date,
  fn: () => Promise<Result>,
): Promise<Result> {
  const hash = sha256(request);
  const where = 'operation = $1 AND scope = $2 AND key = $3';
  const id = [operation, scope, key];
  const waitUntil = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await db.query(
      `INSERT INTO idempotency_keys (operation, scope, key, request_hash, status, body, created_at) VALUES ($1,$2,$3,$4,${PENDING},'',$5)
       ON CONFLICT (operation, scope, key) DO NOTHING RETURNING key`,
      [...id, hash, now.toISOString()],
    );
    if (claimed[0]) return runClaimed(db, where, id, now, fn);
    const prior = (
      await db.query<IdemRow>(`SELECT request_hash, status, body, created_at FROM idempotency_keys WHERE ${where}`, id)
    )[0];
    if (!prior) continue; // released by a failed first request meanwhile: claim again
    const age = now.getTime() - new Date(prior.created_at).getTime();
    if (age >= IDEMPOTENCY_TTL_MS || (prior.status === PENDING && age >= CLAIM_STALE_MS)) {
      const taken = await db.query(
        `UPDATE idempotency_keys SET request_hash = $4, status = ${PENDING}, body = '', created_at = $5 WHERE ${where} AND created_at = $6 AND status = $7 RETURNING key`,
        [...id, hash, now.toISOString(), new Date(prior.created_at).toISOString(), prior.status],
      );
      if (taken[0]) return runClaimed(db, where, id, now, fn);
      continue;
    }
    if (prior.request_hash !== hash)
      return { status: 409, body: { detail: 'Idempotency-Key was already used with a different request.' } };
    if (prior.status !== PENDING)
      return {
        status: prior.status,
        raw: prior.body,
        headers: { 'content-type': 'application/json; charset=UTF-8', 'idempotent-replayed': 'true' },
      };
    if (Date.now() > waitUntil)
      return { status: 409, body: { detail: 'A request with this Idempotency-Key is still in progress.' } };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs the handler for a claimed key and settles the claim: the answer stored, or the claim released. */
async function runClaimed(db: Db, where: string, id: string[], now: Date, fn: () => Promise<Result>): Promise<Result> {
  const mine = `${where} AND status = ${PENDING} AND created_at = $4`;
  const release = () => db.query(`DELETE FROM idempotency_keys WHERE ${mine}`, [...id, now.toISOString()]);
  let result: Result;
  try {
    result = await fn();
  } catch (err) {
    await release().catch(() => undefined);
    throw err;
  }
  // Only settled outcomes are stored: a 5xx may succeed on retry.
  if (result.status >= 500) await release();
  else
    await db.query(`UPDATE idempotency_keys SET status = $5, body = $6 WHERE ${mine}`, [
      ...id,
      now.toISOString(),
      result.status,
      JSON.stringify(result.body ?? null),
    ]);
  return result;
}
