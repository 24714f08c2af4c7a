// Two servers on one database, for the tests of what several servers must agree on.
//   - With DATABASE_URL (CI's PostgreSQL pass): two real server processes, `node --import tsx
//     server/main.ts` on two ports, on one fresh schema of that database.
//   - Without it: PGlite is an embedded database that one process opens at a time, so the two
//     servers are two apps (createApp) in this process on one PGlite database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDb } from '../../server/db/db';
import { seed } from '../../server/db/seed';
import { createApp } from '../../server/app';
import { createPostgresSchema } from './support';
import { seededMemoryDb } from './seeded-db';

export interface Server {
  name: string;
  request(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
  ): Promise<{ status: number; text: string; body: any; headers: Headers }>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

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
async function startProcess(name: string, env: Record<string, string>, children: ChildProcess[]): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', SMTP_URL: '', ...env },
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

/** How the two servers run in this pass, for the describe titles. */
export const twoServersMode = process.env.DATABASE_URL
  ? 'two processes on PostgreSQL'
  : 'two apps on one PGlite, in process';

interface TwoServersOptions {
  schemaPrefix: string;
  outboxKey: string;
  processEnv?: Record<string, string>;
}

/** Servers A and B (startTwoServers) for this file's tests: started before them, stopped after them. */
export function useTwoServers(opts: TwoServersOptions): { readonly a: Server; readonly b: Server } {
  let started: Awaited<ReturnType<typeof startTwoServers>> | undefined;
  beforeAll(async () => {
    started = await startTwoServers(opts);
  }, 180_000);
  afterAll(() => started?.stop());
  const get = () => {
    if (!started) throw new Error('the two servers are not started');
    return started;
  };
  return {
    get a() {
      return get().a;
    },
    get b() {
      return get().b;
    },
  };
}

/**
 * Servers A and B on one freshly seeded database (a new schema `<schemaPrefix>_…` under DATABASE_URL,
 * else an in-memory PGlite), both with the dev outbox behind `outboxKey`; `processEnv` is added to the
 * server processes' environment. `stop` ends the processes and drops the schema or closes the database.
 */
async function startTwoServers(opts: TwoServersOptions): Promise<{ a: Server; b: Server; stop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const children: ChildProcess[] = [];
  const fresh = url ? await createPostgresSchema(url, opts.schemaPrefix) : null;
  // Migrated and seeded once here, so the two processes start on a ready database.
  const db = fresh ? await openDb({ databaseUrl: fresh.url }) : await seededMemoryDb();
  if (fresh) await seed(db);
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((resolve) => c.once('exit', resolve)) : undefined)),
    );
    if (fresh) await db.query(`DROP SCHEMA ${fresh.schema} CASCADE`);
    await db.close();
  };
  if (fresh) {
    const env = { DATABASE_URL: fresh.url, OUTBOX_KEY: opts.outboxKey, ...opts.processEnv };
    const [a, b] = await Promise.all([
      startProcess('server A', env, children),
      startProcess('server B', env, children),
    ]).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
    return { a, b, stop };
  }
  const app = (name: string) => {
    const h = createApp({
      db,
      env: { nodeEnv: 'test', publicUrl: 'http://app.test', log: () => undefined, outboxKey: opts.outboxKey },
    });
    return server(`${name} (in-process app on one PGlite)`, (p, init) => Promise.resolve(h.request(p, init)));
  };
  return { a: app('server A'), b: app('server B'), stop };
}
