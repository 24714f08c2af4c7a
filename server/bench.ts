// `npm run bench:api`: autocannon against the pricing calculator and the ZIP lookup on loopback, each
// beside a bare Hono route on @hono/node-server that parses the same input and sends an answer of the
// same bytes: the ceiling this machine allows, so the ratio says what the app costs on top of it.
// One run, alternating rounds (API then bare, then bare then API, …) so a neighbour's load weighs on
// both alike; medians of ROUNDS; on PGlite in memory and, when DATABASE_URL is set, on PostgreSQL too.
// A benchmark, not a test. BENCH_SECONDS per round (default 3), BENCH_ROUNDS (default 3).
// The servers run in a child process (`--serve`), autocannon in this one: two processes, as in use.
// `--json FILE` also writes the figures as JSON (scripts/bench.mjs gathers them into reports/bench.json);
// `runApiBench()` returns them to a caller in-process.
import { spawn } from 'node:child_process';
import { realpathSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { openDb } from './db/db';
import { seed, DEMO } from './db/seed';
import { API_BASE, createApp } from './app';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;

/** One round of one target. */
export interface ApiBenchSample {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}
export interface ApiBenchRow {
  name: string;
  method: string;
  path: string;
  database: string;
  /** Medians over the rounds. */
  reqPerSec: number;
  p99Ms: number;
  bareReqPerSec: number;
  bareP99Ms: number;
  /** reqPerSec / bareReqPerSec (goal ≥ 0.8). */
  ratio: number;
  /** p99Ms / bareP99Ms (goal ≤ 2). */
  p99Ratio: number;
  answerBytes: number;
  errors: number;
  rounds: { api: ApiBenchSample; bare: ApiBenchSample }[];
}
export interface ApiBenchResult {
  seconds: number;
  rounds: number;
  connections: number;
  databases: string[];
  /** 1-, 5- and 15-minute load averages before and after (2 cores: above ~1 a neighbour is busy). */
  loadBefore: number[];
  loadAfter: number[];
  rows: ApiBenchRow[];
}

const CONNECTIONS = 10;

const PRICING_BODY = JSON.stringify({
  field_office_uuid: DEMO.raleigh,
  frequency: 'weekly',
  property_type: 'single_family_small',
  pet_count: 2,
  last_cleaned: '1-2_months',
  areas_to_clean: ['Back Yard', 'Front Yard'],
  is_prepaid: true,
  prepay_months: 12,
  coupon_code: 'WELCOME10',
});
const ZIP_QUERY = '?addressable_zip_codes__contains=27601&close=false';
const JSON_TYPE = 'application/json; charset=UTF-8';

const TARGETS = [
  {
    name: 'POST pricing-calculator',
    method: 'POST',
    path: '/pricing-calculator/',
    bare: '/bare/pricing',
    headers: { 'content-type': 'application/json' },
    body: PRICING_BODY,
  },
  {
    name: 'GET field-office ZIP lookup',
    method: 'GET',
    path: `/field-office/${ZIP_QUERY}`,
    bare: `/bare/zip${ZIP_QUERY}`,
  },
] as const;

/**
 * The child: the API on the chosen database, seeded, and the bare Hono app, each on its own loopback
 * port. The bare routes parse what the API parses (the JSON body, the query) and send the API's own
 * answer bytes, so both write the same bytes. Prints one JSON line with the ports.
 */
async function serveTargets(): Promise<void> {
  const db = await openDb({ dataDir: 'memory://' });
  await seed(db);
  const app = createApp({ db, env: { log: () => undefined } });
  const answers: Record<string, string> = {};
  for (const t of TARGETS) {
    const init: RequestInit = { method: t.method };
    if ('body' in t) Object.assign(init, { headers: t.headers, body: t.body });
    const res = await app.request(`${API_BASE}${t.path}`, init);
    if (res.status !== 200) throw new Error(`${t.name}: ${res.status} ${await res.text()}`);
    answers[t.bare.split('?')[0]!] = await res.text();
  }
  const bare = new Hono();
  bare.post('/bare/pricing', async (c) => {
    await c.req.json();
    return c.body(answers['/bare/pricing']!, 200, { 'content-type': JSON_TYPE });
  });
  bare.get('/bare/zip', (c) => {
    c.req.query();
    return c.body(answers['/bare/zip']!, 200, { 'content-type': JSON_TYPE });
  });
  const listen = (fetch: (r: Request) => Response | Promise<Response>) =>
    new Promise<number>((resolve) => {
      const server = serve({ fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false });
      server.once('listening', () => {
        const a = server.address();
        resolve(typeof a === 'object' && a ? a.port : 0);
      });
    });
  const apiPort = await listen(app.fetch);
  const barePort = await listen(bare.fetch);
  const bytes = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, Buffer.byteLength(v)]));
  console.log(JSON.stringify({ apiPort, barePort, bytes }));
  // Ends with its parent (stdin closes).
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

interface Served {
  apiPort: number;
  barePort: number;
  bytes: Record<string, number>;
  stop: () => void;
}

function startTargets(databaseUrl: string | undefined): Promise<Served> {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve'], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const info = JSON.parse(line) as Omit<Served, 'stop'>;
      resolve({ ...info, stop: () => child.stdin!.end() });
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Serves the API and the bare app in a child and loads each target for `seconds`, `rounds` times, alternating. */
export async function runApiBench({
  seconds = Number(process.env.BENCH_SECONDS ?? 3),
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  databaseUrl = process.env.DATABASE_URL || undefined,
  print = true,
} = {}): Promise<ApiBenchResult> {
  // autocannon ships no types; the few fields read here are typed above.
  const autocannonModule: string = 'autocannon';
  const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;
  const load = async (url: string, t: (typeof TARGETS)[number], duration: number): Promise<ApiBenchSample> => {
    const res = await autocannon({
      url,
      method: t.method,
      headers: 'headers' in t ? t.headers : undefined,
      body: 'body' in t ? t.body : undefined,
      connections: CONNECTIONS,
      duration,
    });
    return {
      reqPerSec: Math.round(res.requests.average),
      p50Ms: res.latency.p50,
      p99Ms: res.latency.p99,
      errors: res.errors + res.non2xx + res.timeouts,
    };
  };
  const loadBefore = loadavg().map((x) => Math.round(x * 100) / 100);
  const databases = databaseUrl ? ['PGlite in memory', 'PostgreSQL (DATABASE_URL)'] : ['PGlite in memory'];
  if (print) {
    console.log(
      `\nAPI vs bare Hono: ${rounds} alternating rounds of ${seconds} s per target, ${CONNECTIONS} connections, loopback; load average ${loadBefore.join(' ')}`,
    );
  }
  const rows: ApiBenchRow[] = [];
  for (const database of databases) {
    const served = await startTargets(database.startsWith('PostgreSQL') ? databaseUrl : undefined);
    try {
      const api = (t: (typeof TARGETS)[number]) => `http://127.0.0.1:${served.apiPort}${API_BASE}${t.path}`;
      const bare = (t: (typeof TARGETS)[number]) => `http://127.0.0.1:${served.barePort}${t.bare}`;
      // Warm-up: JIT, the catalog cache, the connections.
      for (const t of TARGETS) {
        await load(api(t), t, 1);
        await load(bare(t), t, 1);
      }
      const samples = TARGETS.map(() => [] as { api: ApiBenchSample; bare: ApiBenchSample }[]);
      for (let r = 0; r < rounds; r++) {
        for (const [i, t] of TARGETS.entries()) {
          const first = r % 2 === 0 ? 'api' : 'bare';
          const a = first === 'api' ? await load(api(t), t, seconds) : undefined;
          const b = await load(bare(t), t, seconds);
          samples[i]!.push({ api: a ?? (await load(api(t), t, seconds)), bare: b });
        }
      }
      for (const [i, t] of TARGETS.entries()) {
        const s = samples[i]!;
        const reqPerSec = median(s.map((x) => x.api.reqPerSec));
        const bareReqPerSec = median(s.map((x) => x.bare.reqPerSec));
        const p99Ms = median(s.map((x) => x.api.p99Ms));
        const bareP99Ms = median(s.map((x) => x.bare.p99Ms));
        rows.push({
          name: t.name,
          method: t.method,
          path: t.path,
          database,
          reqPerSec,
          p99Ms,
          bareReqPerSec,
          bareP99Ms,
          ratio: Math.round((reqPerSec / bareReqPerSec) * 100) / 100,
          p99Ratio: Math.round((p99Ms / Math.max(bareP99Ms, 1)) * 100) / 100,
          answerBytes: served.bytes[t.bare.split('?')[0]!] ?? 0,
          errors: s.reduce((n, x) => n + x.api.errors + x.bare.errors, 0),
          rounds: s,
        });
      }
    } finally {
      served.stop();
    }
  }
  const loadAfter = loadavg().map((x) => Math.round(x * 100) / 100);
  if (print) {
    console.log(
      '\n' +
        [
          'operation'.padEnd(28),
          'database'.padEnd(10),
          'req/s'.padStart(7),
          'bare'.padStart(7),
          'ratio'.padStart(6),
          'p99 ms'.padStart(7),
          'bare'.padStart(5),
          'ratio'.padStart(6),
          'bytes'.padStart(6),
          'errors'.padStart(7),
        ].join(' '),
    );
    for (const r of rows)
      console.log(
        [
          r.name.padEnd(28),
          (r.database.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL').padEnd(10),
          String(r.reqPerSec).padStart(7),
          String(r.bareReqPerSec).padStart(7),
          r.ratio.toFixed(2).padStart(6),
          String(r.p99Ms).padStart(7),
          String(r.bareP99Ms).padStart(5),
          r.p99Ratio.toFixed(2).padStart(6),
          String(r.answerBytes).padStart(6),
          String(r.errors).padStart(7),
        ].join(' '),
      );
    console.log(
      `medians of ${rounds} rounds; goal: ratio ≥ 0.80 and p99 ≤ 2× bare. Rounds (req/s api/bare): ${rows
        .map(
          (r) =>
            `${r.name.split(' ')[1]}@${r.database.split(' ')[0]} ${r.rounds.map((x) => `${x.api.reqPerSec}/${x.bare.reqPerSec}`).join(', ')}`,
        )
        .join('; ')}`,
    );
    console.log(`load average after: ${loadAfter.join(' ')}`);
  }
  return { seconds, rounds, connections: CONNECTIONS, databases, loadBefore, loadAfter, rows };
}

const isMain = !!process.argv[1] && import.meta.filename === realpathSync(process.argv[1]);
if (isMain && process.argv.includes('--serve')) await serveTargets();
else if (isMain) {
  const result = await runApiBench();
  const i = process.argv.indexOf('--json');
  const file = i > 0 ? process.argv[i + 1] : undefined;
  if (file) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}
