// Passwords (scrypt) and session tokens (random, stored as SHA-256, 15 min idle / 12 h absolute).
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import nodemailer from 'nodemailer';
import type { AppEnv, AuthUser, MailMessage, Mailer } from '../http';

export const IDLE_MS = 15 * 60 * 1000;
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000;

function scryptAsync(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { N: 16384, r: 8, p: 1 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32);
  return `scrypt$16384$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash of nothing, verified when the account does not exist so failures take the same time. */
const DUMMY_HASH = `scrypt$16384$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    await verifyPassword(password, DUMMY_HASH);
    return false;
  }
  const [alg, , salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(key, expected);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newSecret = () => randomBytes(20).toString('hex');

/**
 * The dev routes' gate (design.md §8): none in production or without an outbox key (SMTP); otherwise
 * only for the `key` query printed at start, compared in constant time.
 */
export function devKeyAccepted(env: Pick<AppEnv, 'nodeEnv' | 'outboxKey'>, key: unknown): boolean {
  const given = typeof key === 'string' ? key : '';
  return (
    env.nodeEnv !== 'production' &&
    !!env.outboxKey &&
    timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(env.outboxKey)))
  );
}

export async function issueToken(db: Db, userUuid: string, now: Date): Promise<string> {
  const key = newSecret();
  await db.query('INSERT INTO auth_tokens (token_hash, user_uuid, created_at, last_used_at) VALUES ($1, $2, $3, $3)', [
    sha256(key),
    userUuid,
    now.toISOString(),
  ]);
  return key;
}

/** Ends every session of the user except `keepTokenHash` (null: all of them). */
export async function revokeOtherTokens(
  db: Db,
  userUuid: string,
  keepTokenHash: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked_at = $3 WHERE user_uuid = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $2',
    [userUuid, keepTokenHash, now.toISOString()],
  );
}

interface UserRow extends AuthUser {
  password_hash: string | null;
}

/** Resolves `Authorization: token KEY`; touches last_used_at. Null when missing, revoked or expired. */
export async function authenticate(
  db: Db,
  header: string | null | undefined,
  now: Date,
): Promise<{ user: AuthUser; tokenHash: string } | null> {
  const m = /^\s*token\s+(\S+)\s*$/i.exec(header ?? '');
  if (!m?.[1]) return null;
  const tokenHash = sha256(m[1]);
  const rows = await db.query<UserRow & { created_at: Date; last_used_at: Date; revoked_at: Date | null }>(
    `SELECT u.uuid, u.email, u.first_name, u.last_name, u.roles, u.data, t.created_at, t.last_used_at, t.revoked_at
       FROM auth_tokens t JOIN users u ON u.uuid = t.user_uuid WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row || row.revoked_at) return null;
  const t = now.getTime();
  if (t - new Date(row.last_used_at).getTime() > IDLE_MS || t - new Date(row.created_at).getTime() > ABSOLUTE_MS)
    return null;
  await db.query('UPDATE auth_tokens SET last_used_at = $2 WHERE token_hash = $1', [tokenHash, now.toISOString()]);
  return {
    user: {
      uuid: row.uuid,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      roles: row.roles,
      data: row.data,
    },
    tokenHash,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    'SELECT uuid, email, first_name, last_name, roles, data, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}

export async function createUser(
  db: Db,
  u: {
    email: string;
    password?: string | null;
    first_name?: string;
    last_name?: string;
    roles: string[];
    data?: Record<string, unknown>;
    uuid?: string;
  },
): Promise<string> {
  const uuid = u.uuid ?? randomUUID();
  const hash = u.password ? await hashPassword(u.password) : null;
  await db.query(
    'INSERT INTO users (uuid, email, password_hash, first_name, last_name, roles, data) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [uuid, u.email.toLowerCase(), hash, u.first_name ?? '', u.last_name ?? '', u.roles, JSON.stringify(u.data ?? {})],
  );
  return uuid;
}

/** The demo outbox: mail is stored in the `outbox` table, readable only with the outbox key. */
export const outboxMailer: Mailer = async (db, m) => {
  await db.query('INSERT INTO outbox (uuid, to_email, subject, body, link) VALUES ($1,$2,$3,$4,$5)', [
    randomUUID(),
    m.to,
    m.subject,
    m.text,
    m.link,
  ]);
};

/**
 * SMTP_URL (smtp://user:pass@host:587, smtps://…): mail goes out through nodemailer. Sending is not
 * awaited, so a reset request answers in the same time whether or not the address has an account.
 */
export function smtpMailer(url: string, from: string, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport(url);
  return async (_db, m) => {
    transport
      .sendMail({ from, to: m.to, subject: m.subject, text: m.text })
      .catch((e: unknown) => log(`[mail] sending to ${m.to} failed: ${e instanceof Error ? e.message : String(e)}`));
  };
}

/** Production without SMTP_URL: there is nowhere to send mail; it is dropped with a warning. */
export const noMailer =
  (log: (line: string) => void): Mailer =>
  async (_db, m) =>
    log(`[mail] not sent to ${m.to}: SMTP_URL is not set`);

/** Sends through the app's mailer. The log names the recipient and subject, never the body or a link. */
export async function sendMail(db: Db, env: Pick<AppEnv, 'mailer' | 'log'>, message: MailMessage): Promise<void> {
  await env.mailer(db, message);
  env.log(`[mail] to=${message.to} subject=${JSON.stringify(message.subject)}`);
}
