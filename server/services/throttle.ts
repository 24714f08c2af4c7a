// Login throttling and rate limits (design.md §8). Every counter lives in
// the database (tables of migration 002_auth_state.sql), so several server processes on one
// database throttle as one. Nothing here ever refuses a correct password for longer than the
// back-off it announced (Retry-After): there is no lockout.
import type { Db } from '../db/db';
import { sha256 } from './auth';

export type ThrottleScope = 'account' | 'address';

/**
 * Failures allowed before a back-off starts, per scope; then 1 s, 2 s, 4 s … doubling per failure,
 * at most 15 minutes. A count starts over after an hour without failures.
 */
export const THROTTLE = {
  free: { account: 5, address: 20 } as Record<ThrottleScope, number>,
  baseMs: 1000,
  maxMs: 15 * 60 * 1000,
  forgetMs: 60 * 60 * 1000,
  /** A successful sign-in makes its address known to the account for this long. */
  knownMs: 30 * 24 * 60 * 60 * 1000,
};

export function backoffMs(scope: ThrottleScope, failures: number): number {
  const over = failures - THROTTLE.free[scope];
  return over < 0 ? 0 : Math.min(THROTTLE.maxMs, THROTTLE.baseMs * 2 ** over);
}

export const emailHash = (email: string) => sha256(email.trim().toLowerCase());

interface Subjects {
  emailHash: string;
  address: string | null;
}

/**
 * Milliseconds until a login for this email from this address may be tried again, 0 when it may
 * now. Neither back-off holds for an address the account signed in from in the last 30 days: a
 * stranger's guesses, at this account or at others from a shared address (a NAT, a proxy without
 * TRUST_PROXY), never keep the owner out. Failures from there still count against both.
 */
export async function loginWaitMs(db: Db, s: Subjects, now: Date): Promise<number> {
  if (s.address) {
    const known = await db.query(
      'SELECT 1 FROM login_known_addresses WHERE email_hash = $1 AND address = $2 AND last_success_at > $3',
      [s.emailHash, s.address, new Date(now.getTime() - THROTTLE.knownMs).toISOString()],
    );
    if (known.length > 0) return 0;
  }
  const rows = await db.query<{ until: Date | null }>(
    `SELECT max(blocked_until) AS until FROM login_throttle
      WHERE blocked_until > $1 AND ((scope = 'account' AND subject = $2) OR (scope = 'address' AND subject = $3))`,
    [now.toISOString(), s.emailHash, s.address ?? ''],
  );
  const until = rows[0]?.until;
  return until ? Math.max(0, new Date(until).getTime() - now.getTime()) : 0;
}

/** Counts one failed login against the account and the address (atomically, on any server). */
export async function recordLoginFailure(db: Db, s: Subjects, now: Date): Promise<void> {
  const subjects: [ThrottleScope, string][] = [['account', s.emailHash]];
  if (s.address) subjects.push(['address', s.address]);
  for (const [scope, subject] of subjects) {
    const rows = await db.query<{ failures: number }>(
      `INSERT INTO login_throttle (scope, subject, failures, last_failure_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (scope, subject) DO UPDATE SET
         failures = CASE WHEN login_throttle.last_failure_at < $4 THEN 1 ELSE login_throttle.failures + 1 END,
         last_failure_at = EXCLUDED.last_failure_at
       RETURNING failures`,
      [scope, subject, now.toISOString(), new Date(now.getTime() - THROTTLE.forgetMs).toISOString()],
    );
    const wait = backoffMs(scope, rows[0]?.failures ?? 1);
    if (wait > 0) {
      await db.query(
        'UPDATE login_throttle SET blocked_until = GREATEST(coalesce(blocked_until, $3), $3) WHERE scope = $1 AND subject = $2',
        [scope, subject, new Date(now.getTime() + wait).toISOString()],
      );
    }
  }
}

/** A correct password: the account's count starts over and the address becomes known to it. */
export async function recordLoginSuccess(db: Db, s: Subjects, now: Date): Promise<void> {
  await db.query("DELETE FROM login_throttle WHERE scope = 'account' AND subject = $1", [s.emailHash]);
  if (s.address) {
    await db.query(
      `INSERT INTO login_known_addresses (email_hash, address, last_success_at) VALUES ($1, $2, $3)
       ON CONFLICT (email_hash, address) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
      [s.emailHash, s.address, now.toISOString()],
    );
  }
}

/**
 * Sliding window: takes one of `limit` hits per `windowMs` from the bucket. Answers 0 when taken,
 * else the milliseconds until the oldest hit leaves the window. One statement, so concurrent
 * requests on any number of servers never take more than `limit`.
 */
export async function takeRateLimit(
  db: Db,
  bucket: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const taken = await db.query(
    `INSERT INTO rate_limits (bucket, hits) VALUES ($1, ARRAY[$2::timestamptz])
     ON CONFLICT (bucket) DO UPDATE SET hits = ARRAY(SELECT h FROM unnest(rate_limits.hits) AS h WHERE h > $3::timestamptz) || $2::timestamptz
       WHERE (SELECT count(*) FROM unnest(rate_limits.hits) AS h WHERE h > $3::timestamptz) < $4
     RETURNING bucket`,
    [bucket, now.toISOString(), since, limit],
  );
  if (taken.length > 0) return 0;
  const rows = await db.query<{ oldest: Date | null }>(
    'SELECT min(h) AS oldest FROM rate_limits, unnest(hits) AS h WHERE bucket = $1 AND h > $2::timestamptz',
    [bucket, since],
  );
  const oldest = rows[0]?.oldest;
  return oldest ? Math.max(1000, new Date(oldest).getTime() + windowMs - now.getTime()) : 1000;
}

/** Retry-After in whole seconds (at least 1). */
export const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));
