// Who may set a password (design.md §8): a signed-in change needs the current password; only a mailed
// link (password reset, resume) sets one without it, and the first password of an account an order
// made is set with that order's key (spec 2's registration step). A wrong current password counts as
// a failed sign-in of the account, so a stolen session cannot guess it faster than the login form.
import type { Ctx, Result } from '../http';
import { messages } from '../../src/domain/messages';
import { verifyPassword } from './auth';
import { emailHash, loginWaitMs, recordLoginFailure, retryAfterSeconds } from './throttle';

/**
 * Null when `user` may set a new password with what the request sent as `given` (under `field`);
 * otherwise the answer to return (400 with the field's message, or 429 during a sign-in back-off).
 * Returned, not thrown: the failure must be counted, and a thrown refusal rolls the write back.
 */
export async function currentPasswordRefusal(
  ctx: Ctx,
  user: { uuid: string; email: string },
  given: unknown,
  field: string,
): Promise<Result | null> {
  const rows = await ctx.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE uuid = $1', [
    user.uuid,
  ]);
  const stored = rows[0]?.password_hash ?? null;
  // No password yet: the account an order made, signed in with that order's key.
  if (!stored) return null;
  if (typeof given !== 'string' || given === '')
    return { status: 400, body: { [field]: [messages.currentPasswordRequired] } };
  const subjects = { emailHash: emailHash(user.email), address: ctx.clientAddress };
  const wait = await loginWaitMs(ctx.db, subjects, ctx.now);
  if (wait > 0)
    return {
      status: 429,
      body: { detail: messages.loginThrottled },
      headers: { 'retry-after': retryAfterSeconds(wait) },
    };
  if (await verifyPassword(given, stored)) return null;
  await recordLoginFailure(ctx.db, subjects, ctx.now);
  return { status: 400, body: { [field]: [messages.currentPasswordWrong] } };
}
