// No free email lookups (design.md §8): accounts/check-email/ and accounts/user-email-lead/ answer
// whether an address is known, so each is counted per client address and per email in the database's
// rate_limits (one sliding window per bucket, shared by every server process, like the reset mails).
// The email step asks once per Continue and the dog page once per order: a person never comes near.
import type { Ctx, Result } from '../http';
import { messages } from '../../src/domain/messages';
import { emailHash, retryAfterSeconds, takeRateLimit } from './throttle';

export const LOOKUP_LIMITS = {
  /** Lookups of any emails from one client address per window. */
  perAddress: 25,
  /** Lookups of one email, from anywhere, per window. */
  perEmail: 10,
  windowMs: 60 * 1000,
};

/** Null when the lookup may run; else the 429 with Retry-After. Both buckets are taken every time. */
export async function lookupRefusal(ctx: Ctx, email: string): Promise<Result | null> {
  const buckets = [`lookup:email:${emailHash(email)}`];
  if (ctx.clientAddress) buckets.push(`lookup:address:${ctx.clientAddress}`);
  let wait = 0;
  for (const bucket of buckets) {
    const limit = bucket.startsWith('lookup:email:') ? LOOKUP_LIMITS.perEmail : LOOKUP_LIMITS.perAddress;
    wait = Math.max(wait, await takeRateLimit(ctx.db, bucket, limit, LOOKUP_LIMITS.windowMs, ctx.now));
  }
  if (wait === 0) return null;
  return {
    status: 429,
    body: { detail: messages.lookupThrottled },
    headers: { 'retry-after': retryAfterSeconds(wait) },
  };
}
