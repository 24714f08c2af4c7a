// State that several servers must agree on lives in the database (throttle
// counters, reset links, idempotency records, sessions), so two server processes on one database
// behave as one.
//   - With DATABASE_URL (CI's PostgreSQL pass): two real server processes, `node --import tsx
//     server/main.ts` on two ports, on one fresh schema of that database.
//   - Without it: PGlite is an embedded database that one process opens at a time, so the two
//     servers are two apps (createApp) in this process on one PGlite database. That shows nothing
//     is kept per app; the process pass shows nothing is kept per process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db';
import { seed } from '../../server/db/seed';
import { createApp } from '../../server/app';
import { orderBody } from './support';

const OUTBOX_KEY = 'cluster-outbox-key';
const root = path.resolve(import.meta.dirname, '..', '..');

interface Server {
  name: string;
  request(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
  ): Promise<{ status: number; text: string; body: any; headers: Headers }>;
}

function server(name: string, fetchImpl: (path: string, init: RequestInit) => Promise<Response>): Server {
  return {
    name,
    async request(p, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `token ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetchImpl(`/api/v1${p}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await res.text();
      return {
        status: res.status,
        text,
        body: (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text,
        headers: res.headers,
      };
    },
  };
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** Starts `node --import tsx server/main.ts` on a free port and waits for its banner. */
async function startProcess(name: string, databaseUrl: string, children: ChildProcess[]): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      OUTBOX_KEY,
      NODE_ENV: 'development',
      SMTP_URL: '',
      TRUST_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dev outbox:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return server(`${name} (process on :${port})`, (p, init) => fetch(`http://127.0.0.1:${port}${p}`, init));
}

const children: ChildProcess[] = [];
let db: Db;
let schema: string | null = null;
let a: Server;
let b: Server;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    schema = `cluster_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openDb({ databaseUrl: url, migrate: false });
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    // Migrated and seeded once here, so the two processes start on a ready database.
    db = await openDb({ databaseUrl: u.toString() });
    await seed(db);
    [a, b] = await Promise.all([
      startProcess('server A', u.toString(), children),
      startProcess('server B', u.toString(), children),
    ]);
  } else {
    db = await openDb({ dataDir: 'memory://' });
    await seed(db);
    const app = (name: string) => {
      const h = createApp({
        db,
        env: { nodeEnv: 'test', publicUrl: 'http://app.test', log: () => undefined, outboxKey: OUTBOX_KEY },
      });
      return server(`${name} (in-process app on one PGlite)`, (p, init) => Promise.resolve(h.request(p, init)));
    };
    [a, b] = [app('server A'), app('server B')];
  }
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((resolve) => c.once('exit', resolve)) : undefined)),
  );
  if (schema) await db.query(`DROP SCHEMA ${schema} CASCADE`);
  await db?.close();
});

async function register(on: Server): Promise<string> {
  const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
  const r = await on.request('/auth/registration/', {
    method: 'POST',
    body: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
  });
  expect(r.status, r.text).toBe(201);
  return email;
}

async function login(on: Server, email: string, password = 'Password1') {
  return on.request('/auth/login/', { method: 'POST', body: { email, password } });
}

describe(`two servers on one database (${process.env.DATABASE_URL ? 'two processes on PostgreSQL' : 'two apps on one PGlite, in process'})`, () => {
  it('a login throttle tripped through one server holds on the other; a session from one works on the other', async () => {
    const email = await register(a);
    for (let i = 0; i < 5; i++) expect((await login(a, email, `Wrong${i}abc`)).status).toBe(400);
    const held = await login(b, email);
    expect(held.status, `${b.name}: ${held.text}`).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, Number(held.headers.get('retry-after')) * 1000 + 100));
    const signedIn = await login(b, email);
    expect(signedIn.status).toBe(200);
    expect((await a.request('/auth/user/', { token: signedIn.body.key })).body.email).toBe(email);
    expect((await a.request('/auth/logout/', { method: 'POST', token: signedIn.body.key })).status).toBe(200);
    expect((await b.request('/auth/user/', { token: signedIn.body.key })).status).toBe(401);
  }, 60_000);

  it('an idempotent order sent to both servers at once creates one record and one answer', async () => {
    const email = await register(a);
    const token = (await login(a, email)).body.key as string;
    const card = await a.request('/sandbox/tokenize/', {
      method: 'POST',
      body: {
        card_number: '4111111111111111',
        card_cvv: '123',
        card_exp_month: '12',
        card_exp_year: '2035',
        method: 'card',
      },
    });
    const body = orderBody(email, {}, card.body.id);
    const key = `cluster-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? b : a).request('/service-order/', {
          method: 'POST',
          token,
          body,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    for (const r of answers) {
      expect(r.status, r.text).toBe(201);
      expect(r.text).toBe(answers[0]?.text);
    }
    const list = await b.request('/service-order/', { token });
    expect(list.body.count).toBe(1);
    // The other server refuses the key with another body, as the first would.
    expect(
      (
        await b.request('/service-order/', {
          method: 'POST',
          token,
          body: { ...body, frequency: 'monthly' },
          headers: { 'Idempotency-Key': key },
        })
      ).status,
    ).toBe(409);
  }, 60_000);

  it('a reset link requested on one server is used once across both; the reset mail limit counts on both', async () => {
    const email = await register(a);
    expect((await a.request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status).toBe(200);
    const outbox = await b.request(`/dev/outbox/?key=${OUTBOX_KEY}`);
    const link = new URL(outbox.body.results.find((m: { to: string }) => m.to === email).link as string);
    const confirm = {
      new_password1: 'Cluster123',
      new_password2: 'Cluster123',
      token: link.pathname.split('/').pop(),
      uid: link.searchParams.get('uid'),
    };
    const both = await Promise.all(
      [a, b].map((s) => s.request('/auth/password/reset/confirm/', { method: 'POST', body: confirm })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    for (let i = 0; i < 4; i++)
      expect(
        (await (i % 2 ? a : b).request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status,
      ).toBe(200);
    expect((await a.request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status).toBe(429);
    expect((await b.request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status).toBe(429);
  }, 60_000);
});
