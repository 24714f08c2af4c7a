// Auth operations: login, logout, registration, password reset (outbox email) and change.
import type { Ctx, Handlers, Result } from '../http';
import { badRequest, notFound, ok, paginate, requireUser } from '../http';
import {
  createUser,
  devKeyAccepted,
  findUserByEmail,
  hashPassword,
  issueToken,
  revokeOtherTokens,
  sha256,
  verifyPassword,
} from '../services/auth';
import { sessionUser } from '../services/documents';
import { loginThrottledFor, messages } from '../../src/domain/messages';
import {
  emailHash,
  loginWaitMs,
  recordLoginFailure,
  recordLoginSuccess,
  retryAfterSeconds,
  takeRateLimit,
} from '../services/throttle';
import { isAccountCreator, visitorOf } from '../services/records';
import { currentPasswordRefusal } from '../services/password-proof';
import { mailPasswordLink, proveMailboxAndVoidKeys } from '../services/mailbox';
import { fieldError, password as signInPassword } from '../../machines/shared/fields';

export const LOGIN_FAILED = messages.loginFailed;

/** The sign-in area's password rule, as the set-password and registration screens check it. */
const passwordProblem = (pw: string): string | null => fieldError(signInPassword(), pw);

const decodeUid = (uid: string) => {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[0-9a-f-]{36}$/.test(text) ? text : null;
};

/** A new password ends every session of the user but `keepTokenHash` (the caller's own, for a change). */
async function setPassword(ctx: Ctx, userUuid: string, password: string, keepTokenHash: string | null): Promise<void> {
  await ctx.db.query('UPDATE users SET password_hash = $2 WHERE uuid = $1', [userUuid, await hashPassword(password)]);
  await revokeOtherTokens(ctx.db, userUuid, keepTokenHash, ctx.now);
}

/** Reset mails: at most 5 per email per hour, counted whether or not the email has an account. */
const RESET_MAILS_PER_HOUR = 5;

const throttled = (detail: string, waitMs: number): Result => ({
  status: 429,
  body: { detail },
  headers: { 'retry-after': retryAfterSeconds(waitMs) },
});

/** Takes one of the address's reset mails of the hour: the 429 answer when none is left, else null. */
async function takeResetMail(ctx: Ctx, email: string): Promise<Result | null> {
  const wait = await takeRateLimit(ctx.db, `reset:${emailHash(email)}`, RESET_MAILS_PER_HOUR, 60 * 60 * 1000, ctx.now);
  return wait > 0 ? throttled(messages.resetThrottled, wait) : null;
}

export const handlers: Handlers = {
  async authLogin(ctx) {
    const b = ctx.body as { email: string; password: string; is_crm?: boolean };
    // Throttled per account and per client address (design.md §8): during a back-off the password
    // is not checked and the answer says when to try again; after it, a correct password works.
    const subjects = { emailHash: emailHash(b.email), address: ctx.clientAddress };
    const wait = await loginWaitMs(ctx.db, subjects, ctx.now);
    if (wait > 0) return throttled(loginThrottledFor(Math.ceil(wait / 1000)), wait);
    const u = await findUserByEmail(ctx.db, b.email);
    // The same scrypt work whether or not the email has an account (or a password): the answer's
    // time must not tell which emails exist.
    const verified = await verifyPassword(b.password, u?.password_hash ?? null);
    if (!u || !verified) {
      await recordLoginFailure(ctx.db, subjects, ctx.now);
      // Returned, not thrown: a thrown refusal rolls the write operation's transaction back, and the
      // failure must be counted (server/README.md, Input limits and transactions).
      return { status: 400, body: { non_field_errors: [LOGIN_FAILED] } };
    }
    await recordLoginSuccess(ctx.db, subjects, ctx.now);
    const key = await issueToken(ctx.db, u.uuid, ctx.now);
    return ok({ key, user: sessionUser(u), email: u.email });
  },

  async authLogout(ctx) {
    requireUser(ctx);
    await ctx.db.query('UPDATE auth_tokens SET revoked_at = $2 WHERE token_hash = $1', [
      ctx.tokenHash,
      ctx.now.toISOString(),
    ]);
    return ok({ detail: 'Successfully logged out.' });
  },

  async authUser(ctx) {
    return ok(sessionUser(requireUser(ctx)));
  },

  async authRegistration(ctx) {
    const b = ctx.body as { email: string; password1: string; password2: string; role: 'commercial_lead' | 'customer' };
    // A weak password is refused first, whoever the address belongs to (the answer tells nothing about it).
    const weak = passwordProblem(b.password1);
    if (weak) throw badRequest({ password1: [weak] });
    const existing = await findUserByEmail(ctx.db, b.email);
    // An account without a password is claimed only by the visitor whose flow made it, or whose device a
    // mailed link gave its key (its X-Visitor-Key). Any other existing address gets a link mailed to it
    // instead (design.md §8: the mailbox always wins), and the same answer, whoever asks.
    if (
      existing &&
      (existing.password_hash || !(await isAccountCreator(ctx.db, existing.uuid, await visitorOf(ctx.db, ctx.headers))))
    ) {
      const refused = await takeResetMail(ctx, b.email);
      if (refused) return refused;
      await mailPasswordLink(ctx, existing, 'existingAccount');
      return ok({ detail: messages.continueLinkSent }, 202);
    }
    if (b.password1 !== b.password2) throw badRequest({ password2: ['Your passwords need to match'] });
    if (existing) {
      await ctx.db.query('UPDATE users SET password_hash = $2, roles = $3 WHERE uuid = $1', [
        existing.uuid,
        await hashPassword(b.password1),
        [b.role],
      ]);
    } else {
      await createUser(ctx.db, { email: b.email, password: b.password1, roles: [b.role] });
    }
    return ok({ detail: 'Registered successfully.' }, 201);
  },

  async authPasswordResetCustom(ctx) {
    const b = ctx.body as { email: string; is_crm?: boolean };
    // Limited per email whether or not it has an account, so the 429 tells nothing either.
    const refused = await takeResetMail(ctx, b.email);
    if (refused) return refused;
    const u = await findUserByEmail(ctx.db, b.email);
    // Same answer whether or not the address has an account (no account enumeration). Any address in the
    // database gets the link, a lead's or an order's account without a password too (design.md §8).
    if (u) await mailPasswordLink(ctx, u);
    return ok({ detail: 'Password reset e-mail has been sent.' });
  },

  async authPasswordResetConfirm(ctx) {
    const b = ctx.body as { new_password1: string; new_password2: string; token: string; uid: string };
    const userUuid = decodeUid(b.uid);
    const users = userUuid
      ? await ctx.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE uuid = $1', [userUuid])
      : [];
    if (!users[0]) throw badRequest({ uid: ['Invalid value'] });
    const rows = await ctx.db.query<{ expires_at: Date; used_at: Date | null }>(
      'SELECT expires_at, used_at FROM password_resets WHERE token_hash = $1 AND user_uuid = $2',
      [sha256(b.token), users[0].uuid],
    );
    const r = rows[0];
    if (!r || r.used_at || new Date(r.expires_at).getTime() < ctx.now.getTime())
      throw badRequest({ token: ['Invalid value'] });
    if (b.new_password1 !== b.new_password2)
      throw badRequest({ new_password2: ["The two password fields didn't match."] });
    const weak = passwordProblem(b.new_password1);
    if (weak) throw badRequest({ new_password2: [weak] });
    // The link is claimed in one statement, so two concurrent confirmations (on any server) use it once.
    const claimed = await ctx.db.query(
      'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
      [sha256(b.token), ctx.now.toISOString()],
    );
    if (!claimed[0]) throw badRequest({ token: ['Invalid value'] });
    // A reset ends every session and every other outstanding reset link of the account.
    await ctx.db.query('UPDATE password_resets SET used_at = $2 WHERE user_uuid = $1 AND used_at IS NULL', [
      users[0].uuid,
      ctx.now.toISOString(),
    ]);
    await setPassword(ctx, users[0].uuid, b.new_password1, null);
    // The mailbox is proven: whatever visitor keys reached this person's records (a squatter's) are void,
    // and a lead that chose its password is a customer, as registering would make it.
    await proveMailboxAndVoidKeys(ctx.db, users[0].uuid, ctx.now);
    await ctx.db.query("UPDATE users SET roles = ARRAY['customer'] WHERE uuid = $1 AND roles = ARRAY['lead']", [
      users[0].uuid,
    ]);
    return ok({ detail: 'Password has been reset with the new password.' });
  },

  async authPasswordChange(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body as {
      new_password1: string;
      new_password2: string;
      old_password?: string;
      role?: 'commercial_lead' | 'customer';
    };
    // The current password, unless the account has none yet (design.md §8; services/password-proof.ts).
    const refused = await currentPasswordRefusal(ctx, user, b.old_password, 'old_password');
    if (refused) return refused;
    if (b.new_password1 !== b.new_password2)
      throw badRequest({ new_password2: ["The two password fields didn't match."] });
    const weak = passwordProblem(b.new_password1);
    if (weak) throw badRequest({ new_password2: [weak] });
    // The caller's session stays; every other session of the account ends.
    await setPassword(ctx, user.uuid, b.new_password1, ctx.tokenHash);
    // The post-order flow sets the first password of an account created by the enquiry; its role follows.
    if (b.role && user.roles.every((r) => r === 'lead' || r === 'customer' || r === 'commercial_lead')) {
      await ctx.db.query('UPDATE users SET roles = $2 WHERE uuid = $1', [user.uuid, [b.role]]);
    }
    return ok({ detail: 'New password has been saved.' });
  },

  async devOutboxList(ctx) {
    // design.md §8: no outbox in production or with SMTP; otherwise only with the key printed at start.
    if (!devKeyAccepted(ctx.env, ctx.query.key)) throw notFound();
    const rows = await ctx.db.query<{
      uuid: string;
      to_email: string;
      subject: string;
      body: string;
      link: string | null;
      created_at: Date;
    }>('SELECT uuid, to_email, subject, body, link, created_at FROM outbox ORDER BY created_at DESC, uuid');
    return ok(
      paginate(
        ctx,
        rows.map((r) => ({
          uuid: r.uuid,
          to: r.to_email,
          subject: r.subject,
          body: r.body,
          link: r.link,
          created_at: new Date(r.created_at).toISOString(),
        })),
      ),
    );
  },
};
