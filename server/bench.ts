// `npm run bench:api`: autocannon against the pricing calculator and the ZIP lookup on loopback, each
// beside a bare Hono route that parses the same input and sends the API's own answer bytes: the ceiling
// this machine allows, so the ratio says what the app costs on top of it. The bare route runs twice:
// on @hono/node-server with its defaults (its own light Response: the ceiling, "bare"), and served as
// the API is, with Node's global Response (overrideGlobalObjects: false, design.md §0: "bare*").
// One run, alternating rounds (the order rotates each round) so a neighbour's load weighs on all alike;
// medians of ROUNDS; on PGlite in memory and, when DATABASE_URL is set, on PostgreSQL too.
// A benchmark, not a test. BENCH_SECONDS per round (default 3), BENCH_ROUNDS (default 3).
// The servers run in child processes (`--serve`, `--serve-bare`), autocannon in this one.
// `--json FILE` also writes the figures as JSON (scripts/bench.mjs gathers them into reports/bench.json);
// `runApiBench()` returns them to a caller in-process.
// Beside requests per second, each server's own CPU time per request (process.cpuUsage() in the child,
// read around each load), and the share of a core the bare route's server used: autocannon shares the
// machine's cores with the servers, so a bare server under 1 would be waiting for the client and its
// figure would be the client's ceiling; at ~1 (measured 0.94–0.98 here) the throughput ratio is the
// ratio of the two servers' costs, and the CPU time per request says where that cost is.
import { spawn } from 'node:child_process';
import { realpathSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { listen } from './node-server';
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
  /** The serving process's CPU time (user + system) per request answered, in µs. */
  cpuUsPerRequest: number;
  /** The serving process's CPU time over the round's wall time (1 = one core busy throughout). */
  busy: number;
}
export interface ApiBenchRow {
  name: string;
  method: string;
  path: string;
  database: string;
  /** Medians over the rounds. */
  reqPerSec: number;
  p99Ms: number;
  /** The bare route on @hono/node-server's defaults. */
  bareReqPerSec: number;
  bareP99Ms: number;
  /** The bare route served as the API is (Node's global Response). */
  bareGlobalReqPerSec: number;
  /** reqPerSec / bareReqPerSec (goal ≥ 0.8). */
  ratio: number;
  /** p99Ms / bareP99Ms (goal ≤ 2). */
  p99Ratio: number;
  /** Medians of the serving process's CPU time per request, in µs: the API's and the bare route's. */
  cpuUsPerRequest: number;
  bareCpuUsPerRequest: number;
  /** Median share of a core the bare route's server used in its rounds (under 1: it waited for the client). */
  bareBusy: number;
  answerBytes: number;
  errors: number;
  rounds: Round[];
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
type Round = { api: ApiBenchSample; bare: ApiBenchSample; bareGlobal: ApiBenchSample };

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

/** The bare routes: they parse what the API parses (the JSON body, the query) and send the API's answer bytes. */
function bareApp(answers: Record<string, string>): Hono {
  const bare = new Hono();
  bare.post('/bare/pricing', async (c) => {
    await c.req.json();
    return c.body(answers['/bare/pricing']!, 200, { 'content-type': JSON_TYPE });
  });
  bare.get('/bare/zip', (c) => {
    c.req.query();
    return c.body(answers['/bare/zip']!, 200, { 'content-type': JSON_TYPE });
  });
  return bare;
}

function portOf(server: ReturnType<typeof serve>): Promise<number> {
  return new Promise((resolve) =>
    server.once('listening', () => {
      const a = server.address();
      resolve(typeof a === 'object' && a ? a.port : 0);
    }),
  );
}

/** Ends the child with its parent (stdin closes); a line `cpu` on stdin is answered with process.cpuUsage() as JSON. */
function untilParentGoes(): void {
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'cpu') console.log(JSON.stringify(process.cpuUsage()));
  });
  process.stdin.on('end', () => process.exit(0));
}

/** The child of the bare route on @hono/node-server's defaults; the API's answers come as JSON in argv. */
async function serveBare(): Promise<void> {
  const answers = JSON.parse(process.argv[process.argv.indexOf('--serve-bare') + 1]!) as Record<string, string>;
  const port = await portOf(serve({ fetch: bareApp(answers).fetch, port: 0, hostname: '127.0.0.1' }));
  console.log(JSON.stringify({ port }));
  untilParentGoes();
}

/**
 * The child: the API on the chosen database, seeded, as `npm start` serves it (node-server.ts listen()),
 * and the bare routes served the same way, each on its own loopback port. Prints one JSON line.
 */
async function serveTargets(): Promise<void> {
  const db = await openDb({ dataDir: 'memory://' });
  await seed(db);
  const app = createApp({ db, env: { log: () => undefined }, demoDates: true });
  const answers: Record<string, string> = {};
  for (const t of TARGETS) {
    const init: RequestInit = { method: t.method };
    if ('body' in t) Object.assign(init, { headers: t.headers, body: t.body });
    const res = await app.request(`${API_BASE}${t.path}`, init);
    if (res.status !== 200) throw new Error(`${t.name}: ${res.status} ${await res.text()}`);
    answers[t.bare.split('?')[0]!] = await res.text();
  }
  const local = { port: 0, hostname: '127.0.0.1' };
  const apiPort = await portOf(listen({ ...local, fetch: app.fetch }));
  const bareGlobalPort = await portOf(listen({ ...local, fetch: bareApp(answers).fetch }));
  console.log(JSON.stringify({ apiPort, bareGlobalPort, answers }));
  untilParentGoes();
}

/** The CPU time (user + system, µs) a child has used so far. */
type CpuOf = () => Promise<number>;
interface Served {
  apiPort: number;
  bareGlobalPort: number;
  barePort: number;
  answers: Record<string, string>;
  /** The API's process (which also serves bare*) and the bare route's. */
  apiCpu: CpuOf;
  bareCpu: CpuOf;
  stop: () => void;
}

/** A child process of this file; resolves with the JSON line it prints once it listens. */
function child<T>(args: string[], env: NodeJS.ProcessEnv): Promise<T & { stop: () => void; cpu: CpuOf }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, ...args], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: proc.stdout! });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const cpu: CpuOf = async () => {
    const answer = nextLine();
    proc.stdin!.write('cpu\n');
    const { user, system } = JSON.parse(await answer) as { user: number; system: number };
    return user + system;
  };
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited (${code})`)));
    void nextLine().then((line) => {
      resolve({ ...(JSON.parse(line) as T), stop: () => proc.stdin!.end(), cpu });
    });
  });
}

async function startTargets(databaseUrl: string | undefined): Promise<Served> {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const api = await child<Omit<Served, 'stop' | 'barePort'>>(['--serve'], env);
  const bare = await child<{ port: number }>(['--serve-bare', JSON.stringify(api.answers)], env).catch((e) => {
    api.stop();
    throw e;
  });
  return {
    ...api,
    barePort: bare.port,
    apiCpu: api.cpu,
    bareCpu: bare.cpu,
    stop: () => {
      api.stop();
      bare.stop();
    },
  };
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
  const load = async (
    url: string,
    t: (typeof TARGETS)[number],
    duration: number,
    cpu: CpuOf,
  ): Promise<ApiBenchSample> => {
    const cpuBefore = await cpu();
    const started = performance.now();
    const res = await autocannon({
      url,
      method: t.method,
      headers: 'headers' in t ? t.headers : undefined,
      body: 'body' in t ? t.body : undefined,
      connections: CONNECTIONS,
      duration,
    });
    const wallUs = (performance.now() - started) * 1000;
    const cpuUs = (await cpu()) - cpuBefore;
    return {
      reqPerSec: Math.round(res.requests.average),
      p50Ms: res.latency.p50,
      p99Ms: res.latency.p99,
      errors: res.errors + res.non2xx + res.timeouts,
      cpuUsPerRequest: Math.round(cpuUs / Math.max(res.requests.total, 1)),
      busy: Math.round((cpuUs / wallUs) * 100) / 100,
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
      const urls = {
        api,
        bare: (t: (typeof TARGETS)[number]) => `http://127.0.0.1:${served.barePort}${t.bare}`,
        bareGlobal: (t: (typeof TARGETS)[number]) => `http://127.0.0.1:${served.bareGlobalPort}${t.bare}`,
      };
      const kinds = ['api', 'bare', 'bareGlobal'] as const;
      const cpus = { api: served.apiCpu, bare: served.bareCpu, bareGlobal: served.apiCpu };
      // Warm-up: JIT, the catalog cache, the connections.
      for (const t of TARGETS) for (const k of kinds) await load(urls[k](t), t, 1, cpus[k]);
      const samples = TARGETS.map(() => [] as Round[]);
      for (let r = 0; r < rounds; r++) {
        for (const [i, t] of TARGETS.entries()) {
          const round: Partial<Round> = {};
          // The order rotates: api, bare, bare* — bare, bare*, api — bare*, api, bare — …
          for (let j = 0; j < kinds.length; j++) {
            const k = kinds[(r + j) % kinds.length]!;
            round[k] = await load(urls[k](t), t, seconds, cpus[k]);
          }
          samples[i]!.push(round as Round);
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
          bareGlobalReqPerSec: median(s.map((x) => x.bareGlobal.reqPerSec)),
          ratio: Math.round((reqPerSec / bareReqPerSec) * 100) / 100,
          p99Ratio: Math.round((p99Ms / Math.max(bareP99Ms, 1)) * 100) / 100,
          cpuUsPerRequest: median(s.map((x) => x.api.cpuUsPerRequest)),
          bareCpuUsPerRequest: median(s.map((x) => x.bare.cpuUsPerRequest)),
          bareBusy: median(s.map((x) => x.bare.busy)),
          answerBytes: Buffer.byteLength(served.answers[t.bare.split('?')[0]!] ?? ''),
          errors: s.reduce((n, x) => n + x.api.errors + x.bare.errors + x.bareGlobal.errors, 0),
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
          'bare*'.padStart(7),
          'ratio'.padStart(6),
          'µs/req'.padStart(7),
          'bare'.padStart(5),
          'ratio'.padStart(6),
          'busy'.padStart(5),
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
          String(r.bareGlobalReqPerSec).padStart(7),
          (r.reqPerSec / r.bareGlobalReqPerSec).toFixed(2).padStart(6),
          String(r.cpuUsPerRequest).padStart(7),
          String(r.bareCpuUsPerRequest).padStart(5),
          (r.bareCpuUsPerRequest / Math.max(r.cpuUsPerRequest, 1)).toFixed(2).padStart(6),
          r.bareBusy.toFixed(2).padStart(5),
          String(r.answerBytes).padStart(6),
          String(r.errors).padStart(7),
        ].join(' '),
      );
    console.log(
      `medians of ${rounds} rounds; goal: ratio ≥ 0.80 and p99 ≤ 2× bare. bare: @hono/node-server's defaults; bare*: served as the API is (Node's Response).\n` +
        `µs/req: the serving process's CPU time per request (API, bare, bare/API); busy: the share of a core the bare route's server used (under 1: it waited for autocannon).\nRounds (req/s api/bare/bare*): ${rows
          .map(
            (r) =>
              `${r.name.split(' ')[1]}@${r.database.split(' ')[0]} ${r.rounds.map((x) => `${x.api.reqPerSec}/${x.bare.reqPerSec}/${x.bareGlobal.reqPerSec}`).join(', ')}`,
          )
          .join('; ')}`,
    );
    console.log(`load average after: ${loadAfter.join(' ')}`);
  }
  return { seconds, rounds, connections: CONNECTIONS, databases, loadBefore, loadAfter, rows };
}

const isMain = !!process.argv[1] && import.meta.filename === realpathSync(process.argv[1]);
if (isMain && process.argv.includes('--serve')) await serveTargets();
else if (isMain && process.argv.includes('--serve-bare')) await serveBare();
else if (isMain) {
  const result = await runApiBench();
  const i = process.argv.indexOf('--json');
  const file = i > 0 ? process.argv[i + 1] : undefined;
  if (file) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}
