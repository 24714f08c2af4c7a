// The mailbox is the proof of an address (design.md §8). Whoever holds it can always get in: for any
// address in the database (a lead, an enquiry's account, a customer with or without a password) Forgot
// Password, the registration page and the email step mail a link; a password set through such a link
// ends every session of the account and voids every visitor key of its records, so whoever made them
// with that address first (a squatter) is out. Opening a mailed link is what proves the address.
import type { Db } from '../db/db';
import type { Ctx } from '../http';
import { newSecret, sendMail, sha256 } from './auth';

/** The business name every mail carries. */
export const BUSINESS_NAME = 'Yardwise';
/** A set-password link works once, for one hour. */
export const PASSWORD_LINK_TTL_MS = 60 * 60 * 1000;

const encodeUid = (uuid: string) => Buffer.from(uuid).toString('base64url');

export interface MailboxUser {
  uuid: string;
  email: string;
  first_name: string;
  password_hash?: string | null;
}

/**
 * Mails the account's address a set-password link (the app's /reset-password/{token}?uid=…). For an
 * account with a password it reads as a reset; without one (a lead, an account an order made) as the way
 * to choose one. The link is stored hashed.
 */
export async function mailPasswordLink(
  ctx: Pick<Ctx, 'db' | 'env' | 'now'>,
  user: MailboxUser,
  reason: 'reset' | 'existingAccount' = 'reset',
): Promise<void> {
  const token = newSecret();
  await ctx.db.query('INSERT INTO password_resets (token_hash, user_uuid, expires_at) VALUES ($1,$2,$3)', [
    sha256(token),
    user.uuid,
    new Date(ctx.now.getTime() + PASSWORD_LINK_TTL_MS).toISOString(),
  ]);
  const link = `${ctx.env.publicUrl}/reset-password/${token}?uid=${encodeUid(user.uuid)}`;
  const hasPassword = Boolean(user.password_hash);
  // The email step or the registration page met an address that already has an account.
  const intro =
    reason === 'existingAccount'
      ? [
          `Someone (we hope you) started with ${BUSINESS_NAME} using this address, which already has an account.`,
          hasPassword ? `Sign in at ${ctx.env.publicUrl}/login, or choose a new password here: ${link}` : null,
        ]
      : [];
  await sendMail(ctx.db, ctx.env, {
    to: user.email,
    subject: hasPassword ? `Reset your ${BUSINESS_NAME} password` : `Set your ${BUSINESS_NAME} password`,
    text: [
      `Hello ${user.first_name || 'there'},`,
      '',
      ...intro.filter((l): l is string => l !== null),
      ...(reason === 'existingAccount' && hasPassword
        ? []
        : [
            hasPassword
              ? `Choose a new password here: ${link}`
              : `Choose a password for your ${BUSINESS_NAME} account here, then sign in: ${link}`,
          ]),
      '',
      'The link works once, for one hour. If you did not ask for it, you can ignore this email.',
      '',
      BUSINESS_NAME,
    ].join('\n'),
    link,
  });
}

/**
 * A password was set through a mailed link: the address is proven, and every visitor key of the person's
 * records (and the account's own, which could claim it) stops working. Sessions are ended by the caller.
 */
export async function proveMailboxAndVoidKeys(db: Db, userUuid: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET email_proven_at = $2, visitor_key_hash = NULL WHERE uuid = $1', [
    userUuid,
    now.toISOString(),
  ]);
  await db.query('UPDATE records SET visitor_key_hash = NULL WHERE owner_uuid = $1 AND visitor_key_hash IS NOT NULL', [
    userUuid,
  ]);
  // Resume links already opened belong to the device that opened them: that device's key is void now too.
  await db.query("UPDATE mail_links SET device_key_hash = NULL WHERE user_uuid = $1 AND purpose = 'resume'", [
    userUuid,
  ]);
}
