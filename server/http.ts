// Types shared by the app and the route modules: one handler per OpenAPI operationId.
import type { Db } from './db/db';

export interface AuthUser {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  data: Record<string, unknown>;
}

export interface AppEnv {
  /** 'production' hides the dev routes (GET /dev/outbox/). */
  nodeEnv: string;
  /** Public origin used in email links, e.g. http://127.0.0.1:8080 */
  publicUrl: string;
  log: (line: string) => void;
  /** The demo outbox's secret (`GET /dev/outbox/?key=…`); null: there is no outbox (production, SMTP). */
  outboxKey: string | null;
  /** Where mail goes: the outbox table, an SMTP transport (SMTP_URL), or nowhere (production without SMTP). */
  mailer: Mailer;
  /** TRUST_PROXY=1: the client address is the last X-Forwarded-For entry (set by our proxy), not the socket's. */
  trustProxy: boolean;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}
export type Mailer = (db: Db, message: MailMessage) => Promise<void>;

export interface Ctx {
  db: Db;
  now: Date;
  env: AppEnv;
  user: AuthUser | null;
  tokenHash: string | null;
  /** The caller's network address (throttling); null when unknown (in-process requests). */
  clientAddress: string | null;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Headers;
}

/** A JSON answer, or a raw one (CSV) when `raw` is set. */
export interface Result {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Ctx) => Promise<Result>;
export type Handlers = Record<string, Handler>;

/** Thrown by handlers for expected outcomes (400/403/404/409); the app turns it into its body. */
export class HttpError extends Error {
  constructor(
    public status: number,
    public body: unknown,
  ) {
    super(typeof body === 'object' ? JSON.stringify(body) : String(body));
  }
}

export const notFound = () => new HttpError(404, { detail: 'Not found.' });
export const forbidden = () => new HttpError(403, { detail: 'You do not have permission to perform this action.' });
export const badRequest = (errors: Record<string, unknown>) => new HttpError(400, errors);
export const ok = (body: unknown, status = 200): Result => ({ status, body });

export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.user) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  return ctx.user;
}

/** DRF list answers: {count, next, previous, results} from limit/offset. */
export function paginate<T>(
  ctx: Ctx,
  rows: T[],
  defaultLimit = 100,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const limit = typeof ctx.query.limit === 'number' ? ctx.query.limit : defaultLimit;
  const offset = typeof ctx.query.offset === 'number' ? ctx.query.offset : 0;
  const results = rows.slice(offset, offset + limit);
  const next = offset + limit < rows.length ? `?limit=${limit}&offset=${offset + limit}` : null;
  const previous = offset > 0 ? `?limit=${limit}&offset=${Math.max(0, offset - limit)}` : null;
  return { count: rows.length, next, previous, results };
}

/** Object-level rule for list filters: `user__uuid` may only name the caller. */
export function ownUserFilter(ctx: Ctx): AuthUser {
  const user = requireUser(ctx);
  const asked = ctx.query.user__uuid;
  if (typeof asked === 'string' && asked !== user.uuid) throw forbidden();
  return user;
}
