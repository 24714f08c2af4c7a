// The abandoned-flow reminder is a job in the database (server/services/jobs.ts): with two server
// processes on one PostgreSQL (CI's pass, DATABASE_URL), each running its own worker every 100 ms and
// both asked at the same moment to run passes with the clock moved 61 minutes, every abandoned flow gets
// exactly one reminder. Without DATABASE_URL the two servers are two apps on one PGlite in this process
// (PGlite is opened by one process at a time), racing their passes the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db';
import { seed } from '../../server/db/seed';
import { createApp } from '../../server/app';

const OUTBOX_KEY = 'reminders-outbox-key';
const OFFICE = '11111111-1111-4111-8111-111111111111';
const root = path.resolve(import.meta.dirname, '..', '..');

type Send = (
  p: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
  body: any;
  headers: Headers;
}>;

function client(fetchImpl: (p: string, init: RequestInit) => Promise<Response>): Send {
  return async (p, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchImpl(`/api/v1${p}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

async function startProcess(databaseUrl: string, children: ChildProcess[]): Promise<Send> {
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
      JOB_INTERVAL_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
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
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return client((p, init) => fetch(`http://127.0.0.1:${port}${p}`, init));
}

const children: ChildProcess[] = [];
let db: Db;
let schema: string | null = null;
let a: Send;
let b: Send;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    schema = `reminders_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openDb({ databaseUrl: url, migrate: false });
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    db = await openDb({ databaseUrl: u.toString() });
    await seed(db);
    [a, b] = await Promise.all([startProcess(u.toString(), children), startProcess(u.toString(), children)]);
  } else {
    db = await openDb({ dataDir: 'memory://' });
    await seed(db);
    const app = () => {
      const h = createApp({
        db,
        env: { nodeEnv: 'test', publicUrl: 'http://app.test', log: () => undefined, outboxKey: OUTBOX_KEY },
      });
      return client((p, init) => Promise.resolve(h.request(p, init)));
    };
    [a, b] = [app(), app()];
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

describe(`abandoned-flow reminders on two servers (${process.env.DATABASE_URL ? 'two processes on PostgreSQL' : 'two apps on one PGlite'})`, () => {
  it('passes racing on both servers with the clock moved 61 minutes send exactly one reminder per abandoned flow', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `reminded-${i}-${randomUUID().slice(0, 8)}@example.com`);
    for (const [i, email] of emails.entries()) {
      const on = i % 2 ? b : a;
      const created =
        i % 3 === 2
          ? await on('/commercial-quote/', {
              method: 'POST',
              body: {
                outreach: 'website',
                email_address: email,
                zip_code: '27601',
                field_office_uuid: OFFICE,
                hear_about_us: ['Truck'],
              },
            })
          : await on('/crm/lead-user/', {
              method: 'POST',
              body: {
                zip_code: '27601',
                emailaddress_set: [{ email, primary: true }],
                lead_stage: 'new',
                outreach: 'website',
                hear_about_us: ['Truck'],
                email,
                role: ['lead'],
                field_office_uuid: OFFICE,
              },
            });
      expect(created.status).toBe(201);
    }
    const passes = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? b : a)(`/dev/jobs/run/?key=${OUTBOX_KEY}&advance_minutes=${61 + (i % 4)}`),
      ),
    );
    for (const p of passes) expect(p.status).toBe(200);
    const sent = passes.reduce((n, p) => n + (p.body.reminders as number), 0);
    const outbox = await a(`/dev/outbox/?key=${OUTBOX_KEY}&limit=1000`);
    const counts = emails.map((e) => outbox.body.results.filter((m: { to: string }) => m.to === e).length);
    console.log(
      `reminders: ${sent} sent by ${passes.length} racing passes for ${emails.length} abandoned flows; per flow: ${counts.join(', ')}`,
    );
    expect(counts).toEqual(emails.map(() => 1));
    expect(sent).toBe(emails.length);
  }, 60_000);
});
