// The auth edges of the reference server: the demo outbox behind its secret, mail over
// SMTP, the start banner, sessions ended by a password change or reset, login timing, throttling,
// content types and caller-scoped idempotency keys. The multi-process proof of shared state is in
// security-auth-cluster.test.ts.
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { appEnv, createApp } from '../../server/app';
import { banner } from '../../server/main';
import { listOperations } from '../../server/openapi';
import {
  call,
  cardToken,
  drift,
  getWorld,
  login,
  newCustomer,
  orderBody,
  OUTBOX_KEY,
  uniqueEmail,
  useOwnWorld,
  worldNow,
} from './support';

useOwnWorld();

/** A minimal SMTP server (RFC 5321's happy path) that keeps each message's DATA. */
async function fakeSmtp(): Promise<{ url: string; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let data: string | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the start banner', () => {
  it('the banner shows the outbox once under /api/v1, from npm start and from npm run server', () => {
    for (const url of ['http://127.0.0.1:8080/', 'http://127.0.0.1:8787/api/v1/']) {
      const text = banner(url, true, { outboxKey: 'k' });
      const origin = new URL(url).origin;
      expect(text).toContain(`${origin}/api/v1/dev/outbox/?key=k`);
      expect(text).not.toContain('/api/v1/api/v1');
    }
  });
});

describe('outbox and mail', () => {
  it('the dev outbox answers 404 without its key, with a wrong key and in production; its key reads it', async () => {
    const { db } = await getWorld();
    // Like `npm start`: no node env given, no key given → a random key nobody else knows.
    const started = appEnv({ log: () => undefined });
    expect(started.outboxKey).toMatch(/^[0-9a-f]{40}$/);
    const app = createApp({ db, env: started });
    expect((await app.request('/api/v1/dev/outbox/')).status).toBe(404);
    expect((await app.request('/api/v1/dev/outbox/?key=')).status).toBe(404);
    expect((await app.request(`/api/v1/dev/outbox/?key=${OUTBOX_KEY}`)).status).toBe(404);
    const own = await app.request(`/api/v1/dev/outbox/?key=${started.outboxKey}`);
    expect(own.status).toBe(200);
    expect(await own.json()).toHaveProperty('results');
    // Another start gets another key.
    expect(appEnv({ log: () => undefined }).outboxKey).not.toBe(started.outboxKey);
    // OUTBOX_KEY (the e2e run) fixes it.
    expect(appEnv({ outboxKey: 'known', log: () => undefined }).outboxKey).toBe('known');
    // Production: no outbox at all, even with a key.
    const prodEnv = appEnv({ nodeEnv: 'production', outboxKey: 'known', log: () => undefined });
    expect(prodEnv.outboxKey).toBeNull();
    const prod = createApp({ db, env: prodEnv });
    expect((await prod.request('/api/v1/dev/outbox/?key=known')).status).toBe(404);
    // The shared test world uses its own key; the call helper checks the 404 is documented.
    expect((await call('GET', '/dev/outbox/')).status).toBe(404);
    expect((await call('GET', `/dev/outbox/?key=${OUTBOX_KEY}`)).status).toBe(200);
  });

  it('a reset link is stored for the outbox but never written to the log', async () => {
    const { email } = await newCustomer();
    const { logs } = await getWorld();
    expect((await call('POST', '/auth/password/reset-custom/', { body: { email } })).status).toBe(200);
    const mail = (await call('GET', `/dev/outbox/?key=${OUTBOX_KEY}`)).body.results.find(
      (m: { to: string }) => m.to === email,
    );
    const token = new URL(mail.link).pathname.split('/').pop() as string;
    expect(logs.some((l) => l.includes(email))).toBe(true);
    expect(logs.some((l) => l.includes(token))).toBe(false);
  });

  it('with SMTP_URL the reset mail goes out through SMTP (nodemailer) and there is no outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const { db } = await getWorld();
      const logs: string[] = [];
      const env = appEnv({
        smtpUrl: smtp.url,
        mailFrom: 'Yardwise <no-reply@yardwise.test>',
        publicUrl: 'http://app.test',
        log: (l) => logs.push(l),
        outboxKey: 'known',
      });
      expect(env.outboxKey).toBeNull();
      const app = createApp({ db, env });
      const { email } = await newCustomer();
      const r = await app.request('/api/v1/auth/password/reset-custom/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(r.status).toBe(200);
      await until(() => smtp.messages.length > 0);
      const message = smtp.messages.join('\n');
      expect(message).toContain(`To: ${email}`);
      const link = /http:\/\/app\.test\/reset-password\/([0-9a-f]{40})/.exec(message.replace(/=\r\n/g, ''));
      expect(link).not.toBeNull();
      expect(logs.join('\n')).not.toContain(link?.[1]);
      expect((await app.request('/api/v1/dev/outbox/?key=known')).status).toBe(404);
      // Nothing for this address went into the outbox table.
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE to_email = $1', [email]);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('the start banner prints the outbox with its key, and no outbox without one', () => {
    const text = banner('http://127.0.0.1:8080/', false, { outboxKey: 'abc123' });
    expect(text).toContain('/dev/outbox/?key=abc123');
    expect(banner('http://127.0.0.1:8080/', false, { outboxKey: null })).not.toContain('/dev/outbox/');
  });
});

/** The reset link mailed last to `email`: { token, uid }. */
async function lastResetLink(email: string): Promise<{ token: string; uid: string }> {
  const outbox = await call('GET', `/dev/outbox/?key=${OUTBOX_KEY}`);
  const mail = outbox.body.results.find((m: { to: string }) => m.to === email);
  const url = new URL(mail.link);
  return { token: url.pathname.split('/').pop() as string, uid: url.searchParams.get('uid') as string };
}

const signedIn = async (token: string) => (await call('GET', '/auth/user/', { token })).status === 200;

describe('a new password ends the other sessions', () => {
  it("auth/password/change/ revokes every other token of the user and keeps the caller's", async () => {
    const { email, token: other } = await newCustomer();
    const mine = await login(email);
    const r = await call('POST', '/auth/password/change/', {
      token: mine,
      body: { new_password1: 'Changed123', new_password2: 'Changed123', old_password: 'Password1' },
    });
    expect(r.status).toBe(200);
    expect(await signedIn(mine)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    await login(email, 'Changed123');
  });

  it('a password set through PATCH user/me revokes every other token of the user', async () => {
    const { email, token: other } = await newCustomer();
    const mine = await login(email);
    expect(
      (await call('PATCH', '/user/me/', { token: mine, body: { password: 'Patched123', old_password: 'Password1' } }))
        .status,
    ).toBe(200);
    expect(await signedIn(mine)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    // A PATCH without a password ends nothing.
    const third = await login(email, 'Patched123');
    expect((await call('PATCH', '/user/me/', { token: mine, body: { first_name: 'Still' } })).status).toBe(200);
    expect(await signedIn(third)).toBe(true);
  });

  it('a successful reset revokes all tokens and every other outstanding reset link', async () => {
    const { email, token: first } = await newCustomer();
    const second = await login(email);
    await call('POST', '/auth/password/reset-custom/', { body: { email } });
    const older = await lastResetLink(email);
    await call('POST', '/auth/password/reset-custom/', { body: { email } });
    const newer = await lastResetLink(email);
    expect(newer.token).not.toBe(older.token);
    const confirm = (link: { token: string; uid: string }, pw: string) =>
      call('POST', '/auth/password/reset/confirm/', { body: { new_password1: pw, new_password2: pw, ...link } });
    expect((await confirm(newer, 'Reset1234')).status).toBe(200);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    // The older link died with the reset: it cannot set the password again.
    expect((await confirm(older, 'Hijack1234')).body).toEqual({ token: ['Invalid value'] });
    await login(email, 'Reset1234');
  });
});

describe('login timing', () => {
  it('a login for an unknown email takes as long as a wrong password for a known one', async () => {
    const { email } = await newCustomer();
    const timed = async (address: string) => {
      const t = performance.now();
      const r = await call('POST', '/auth/login/', { body: { email: address, password: 'Wrong1234' } });
      expect(r.status).toBe(400);
      return performance.now() - t;
    };
    await timed(uniqueEmail('warm'));
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so load on the machine hits both sides alike; 5 failures stay within the throttle's free ones.
    for (let i = 0; i < 5; i++) {
      known.push(await timed(email));
      unknown.push(await timed(uniqueEmail('ghost')));
    }
    // The least time of each side: load (another process on the cores, a garbage collection in this one)
    // only ever adds time, so the least is closest to the work itself. Medians were compared before, and
    // once, with the PostgreSQL suite beside two browsers, came out 3.4 apart though the work is the same.
    const ratio = Math.min(...unknown) / Math.min(...known);
    const times = `unknown ${unknown.map(Math.round)} ms, known ${known.map(Math.round)} ms`;
    // Measured: about 1 with the dummy scrypt; 0.07 without it (unknown 2–12 ms against 34–160 ms).
    // The bounds leave room for a busy machine.
    expect(ratio, times).toBeGreaterThan(0.35);
    expect(ratio, times).toBeLessThan(3);
  });
});

const wrongLogin = (email: string) => call('POST', '/auth/login/', { body: { email, password: 'Wrong1234' } });
const rightLogin = (email: string, password = 'Password1') =>
  call('POST', '/auth/login/', { body: { email, password } });

/** A second app on the test world's database and clock that trusts X-Forwarded-For, to speak from several addresses. */
async function proxiedApp() {
  const { db } = await getWorld();
  const app = createApp({
    db,
    clock: worldNow,
    env: {
      nodeEnv: 'test',
      publicUrl: 'http://app.test',
      log: () => undefined,
      outboxKey: OUTBOX_KEY,
      trustProxy: true,
    },
  });
  return async (from: string, email: string, password: string) => {
    const r = await app.request('/api/v1/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.99, ${from}` },
      body: JSON.stringify({ email, password }),
    });
    return {
      status: r.status,
      retryAfter: r.headers.get('retry-after'),
      body: (await r.json()) as Record<string, unknown>,
    };
  };
}

describe('throttling, no lockout', () => {
  it('repeated failures for one account answer 429 with Retry-After, doubling; after the back-off the right password signs in', async () => {
    const { email } = await newCustomer();
    // The clock stands still but for the moves below: each Retry-After is read back whole. On the real
    // clock a loaded machine's second between a failure and the next request shortened a 2 s back-off
    // to '1' (a CI run on PostgreSQL beside two browsers).
    drift.frozenAt = Date.now();
    try {
      for (let i = 0; i < 5; i++) expect((await wrongLogin(email)).status).toBe(400);
      // During the back-off even the right password waits, and is told for how long.
      const held = await rightLogin(email);
      expect(held.status).toBe(429);
      expect(held.headers.get('retry-after')).toBe('1');
      expect(held.body.detail).toContain('Too many failed attempts');
      drift.ms += 1100;
      // Never longer than announced: the right password works as soon as it ends.
      expect((await rightLogin(email)).status).toBe(200);
      // A success starts the count over; failures after the free ones double the wait: 1 s, 2 s, 4 s.
      for (let i = 0; i < 5; i++) expect((await wrongLogin(email)).status).toBe(400);
      const waits: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await wrongLogin(email);
        expect(r.status).toBe(429);
        waits.push(r.headers.get('retry-after') as string);
        drift.ms += Number(r.headers.get('retry-after')) * 1000 + 100;
        expect((await wrongLogin(email)).status).toBe(400);
      }
      expect(waits).toEqual(['1', '2', '4']);
      drift.ms += 9000;
      expect((await rightLogin(email)).status).toBe(200);
    } finally {
      drift.ms = 0;
      drift.frozenAt = undefined;
    }
  });

  it('a stranger cannot lock the owner out: the account back-off never holds for an address the owner signed in from', async () => {
    const { email } = await newCustomer();
    const from = await proxiedApp();
    expect((await from('198.51.100.1', email, 'Password1')).status).toBe(200);
    for (let i = 0; i < 8; i++) await from('198.51.100.66', email, `Guess${i}xyz`);
    const stranger = await from('198.51.100.66', email, 'Password1');
    expect(stranger.status).toBe(429);
    // A new address of the owner's waits for the announced back-off only…
    const elsewhere = await from('198.51.100.2', email, 'Password1');
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.retryAfter)).toBeGreaterThan(0);
    // …and the owner's known address is not held at all.
    expect((await from('198.51.100.1', email, 'Password1')).status).toBe(200);
  });

  it('per client address: 20 failures over many emails hold that address, not others', async () => {
    const from = await proxiedApp();
    const { email } = await newCustomer();
    for (let i = 0; i < 20; i++) expect((await from('192.0.2.7', uniqueEmail('spray'), 'Wrong1234')).status).toBe(400);
    const held = await from('192.0.2.7', email, 'Password1');
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBe('1');
    // Every request also carries the same forged first X-Forwarded-For entry: only the last one, our proxy's, counts.
    expect((await from('192.0.2.8', email, 'Password1')).status).toBe(200);
  }, 60_000);

  it('at most 5 reset mails per email per hour, the same answers for an unknown email', async () => {
    const { email } = await newCustomer();
    const ghost = uniqueEmail('ghost');
    try {
      for (const address of [email, ghost]) {
        const answers = [];
        for (let i = 0; i < 6; i++)
          answers.push(await call('POST', '/auth/password/reset-custom/', { body: { email: address } }));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
        expect(Number(answers[5]?.headers.get('retry-after'))).toBeGreaterThan(3500);
        expect(Number(answers[5]?.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
      }
      const mails = (await call('GET', `/dev/outbox/?key=${OUTBOX_KEY}`)).body.results.filter(
        (m: { to: string }) => m.to === email,
      );
      expect(mails).toHaveLength(5);
      drift.ms = 61 * 60 * 1000;
      expect((await call('POST', '/auth/password/reset-custom/', { body: { email } })).status).toBe(200);
    } finally {
      drift.ms = 0;
    }
  });
});

describe('content types', () => {
  it('every JSON operation answers 415 to text/plain, form and multipart bodies; a cross-site form cannot log in', async () => {
    const { app } = await getWorld();
    const withBody = listOperations().filter((o) => o.bodySchema);
    expect(withBody.length).toBeGreaterThan(30);
    const credentials = JSON.stringify({ email: 'customer@example.com', password: 'Password1' });
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const r = await app.request('/api/v1/auth/login/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: credentials,
      });
      expect(r.status, type).toBe(415);
      expect(await r.json()).not.toHaveProperty('key');
    }
    // A body without any content type is refused too.
    expect(
      (await app.request('/api/v1/auth/login/', { method: 'POST', body: new TextEncoder().encode(credentials) }))
        .status,
    ).toBe(415);
    const token = await login('customer@example.com');
    for (const op of withBody) {
      const path = op.path.replace(/\{\w+\}/g, '3f6c2d1e-5b4a-4c3d-8e2f-1a0b9c8d7e6f');
      const r = await app.request(`/api/v1${path}`, {
        method: op.method,
        headers: { 'content-type': 'text/plain', authorization: `token ${token}` },
        body: '{}',
      });
      expect(r.status, `${op.method} ${op.path}`).toBe(415);
    }
    // application/json (with a charset) still works.
    const ok = await app.request('/api/v1/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: credentials,
    });
    expect(ok.status).toBe(200);
  });
});

describe('idempotency keys belong to their caller', () => {
  it('two users with one Idempotency-Key each get their own order, and each replays only their own', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const key = `shared-${a.email}`;
    const bodyA = orderBody(a.email, { frequency: 'monthly' }, await cardToken());
    const bodyB = orderBody(b.email, { frequency: 'monthly' }, await cardToken());
    const first = await call('POST', '/service-order/', {
      token: a.token,
      body: bodyA,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(201);
    const other = await call('POST', '/service-order/', {
      token: b.token,
      body: bodyB,
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(201);
    expect(other.text).not.toBe(first.text);
    expect(
      (await call('POST', '/service-order/', { token: a.token, body: bodyA, headers: { 'Idempotency-Key': key } }))
        .text,
    ).toBe(first.text);
    expect(
      (await call('POST', '/service-order/', { token: b.token, body: bodyB, headers: { 'Idempotency-Key': key } }))
        .text,
    ).toBe(other.text);
    // Signed in again (a new token), the same user still gets the replay.
    const again = await login(a.email);
    expect(
      (await call('POST', '/service-order/', { token: again, body: bodyA, headers: { 'Idempotency-Key': key } })).text,
    ).toBe(first.text);
  });

  it('visitors are told apart by their visitor key (X-Visitor-Key), else by their address', async () => {
    const key = `visitor-${uniqueEmail('k')}`;
    const enquiry = async (body: Record<string, unknown>, headers: Record<string, string>) =>
      call('POST', '/service-order-enquiry/', { body, headers: { 'Idempotency-Key': key, ...headers } });
    const one = orderBody(uniqueEmail('v1'), {}, await cardToken());
    const first = await enquiry(one, { 'X-Visitor-Key': 'a'.repeat(32) });
    expect(first.status, first.text).toBe(201);
    const second = await enquiry(orderBody(uniqueEmail('v2'), {}, await cardToken()), {
      'X-Visitor-Key': 'b'.repeat(32),
    });
    expect(second.status, second.text).toBe(201);
    expect(second.body.uuid).not.toBe(first.body.uuid);
    expect((await enquiry(one, { 'X-Visitor-Key': 'a'.repeat(32) })).body.uuid).toBe(first.body.uuid);
    // Without a visitor key: the client address (behind our proxy) tells callers apart.
    const { db } = await getWorld();
    const app = createApp({
      db,
      env: { nodeEnv: 'test', log: () => undefined, outboxKey: OUTBOX_KEY, trustProxy: true },
    });
    const post = async (from: string, email: string) => {
      const r = await app.request('/api/v1/service-order-enquiry/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': from },
        body: JSON.stringify(orderBody(email, {}, await cardToken())),
      });
      return { status: r.status, body: (await r.json()) as { uuid?: string } };
    };
    const here = await post('192.0.2.50', uniqueEmail('a1'));
    const there = await post('192.0.2.51', uniqueEmail('a2'));
    expect([here.status, there.status]).toEqual([201, 201]);
    expect(there.body.uuid).not.toBe(here.body.uuid);
  });
});
