// `npm run soak`: the reference API (server/main.ts, as `npm run server` runs it) under a bounded mixed load on
// loopback for N minutes, sampling the server's memory; not part of `npm test`. Once on PGlite (a fresh data
// directory on disk, as `npm start` keeps it), and on PostgreSQL when DATABASE_URL is set (a fresh schema,
// dropped after). The mix (`operations()`): public reads and pricing, a signed-in customer's reads (each
// worker its own account, renewed every 400 requests), tickets, dogs added and deleted, new enquiries, leads
// and community enquiries, and now and then a 5 MB boundary map. Prints every error (a network failure, a
// timeout, a 5xx, an unexpected status, an `[error]` line of the server) and the samples: RSS, the JavaScript
// heap, `external` (PGlite's WebAssembly memory and buffers live there) and the database's size on disk.
//   --minutes N        how long each database is loaded (default 2; the issue's run: --minutes 30)
//   --db pglite|postgres|both   default: both when DATABASE_URL is set, else pglite
//   --workers N        concurrent clients (default 4)        --rps N   at most N requests a second in all (default 40)
//   --sample-seconds N (default 10)                          --json FILE   also writes the figures as JSON
// Exit status 1 when any request failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { argValue, bannerUrl, freePort, ROOT, stopper } from './lib/serve.mjs';
import { percentile } from './lib/stats.mjs';

const MINUTES = Number(argValue('--minutes') ?? 2);
const WORKERS = Number(argValue('--workers') ?? 4);
const RPS = Number(argValue('--rps') ?? 40);
const SAMPLE_S = Number(argValue('--sample-seconds') ?? 10);
const JSON_FILE = argValue('--json');
const DB_CHOICE = argValue('--db') ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
const REQUEST_TIMEOUT_MS = 30_000;
const OFFICE = '11111111-1111-4111-8111-111111111111';
const MB = 1024 * 1024;

if (!(MINUTES > 0) || !(WORKERS > 0) || !(SAMPLE_S > 0)) {
  console.error('usage: npm run soak -- [--minutes N] [--db pglite|postgres|both] [--workers N] [--rps N]');
  process.exit(2);
}
if (DB_CHOICE !== 'pglite' && !process.env.DATABASE_URL) {
  console.error('--db postgres needs DATABASE_URL (scripts/ci-postgres.sh prints one)');
  process.exit(2);
}

/** A small seeded PRNG (mulberry32): the same mix of operations on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every `SAMPLE_S` seconds the server process writes its process.memoryUsage() to stderr (a data: URL preload). */
const MEMORY_PROBE = `data:text/javascript,setInterval(()=>process.stderr.write('SOAK_MEM '+JSON.stringify(process.memoryUsage())+'\\n'),${SAMPLE_S * 1000}).unref()`;

/** Starts `node server/main.ts` on a free port with `env`; resolves once its banner shows the URL. */
async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', MEMORY_PROBE, 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', OUTBOX_KEY: 'soak', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = [];
  const serverErrors = [];
  let err = '';
  /** Calls `onLine` with each whole line of a stream's chunks. */
  const lines = (onLine) => {
    let rest = '';
    return (d) => {
      rest += d;
      const parts = rest.split('\n');
      rest = parts.pop() ?? '';
      for (const l of parts) onLine(l);
    };
  };
  child.stderr.on('data', (d) => {
    err = (err + d).slice(-20_000);
  });
  child.stderr.on(
    'data',
    lines((l) => {
      if (l.startsWith('SOAK_MEM ')) memory.push({ at: performance.now(), ...JSON.parse(l.slice(9)) });
      else if (l.trim()) serverErrors.push(`stderr: ${l}`);
    }),
  );
  child.stdout.on(
    'data',
    lines((l) => {
      if (l.includes('[error]')) serverErrors.push(l);
    }),
  );
  const base = await bannerUrl(child, { what: 'the API', timeoutMs: 180_000, stderr: () => err });
  const stop = stopper(child, 15_000);
  return { base, pid: child.pid, memory, serverErrors, stop };
}

/** The server's resident set from /proc (Linux), in bytes; null elsewhere. */
function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function dirBytes(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += dirBytes(p);
    else if (e.isFile()) total += statSync(p).size;
  }
  return total;
}

/** The load: a fixed mix of the app's reads and writes, each with the statuses it may answer. */
function operations(base) {
  const json = { 'content-type': 'application/json' };
  const call = async (method, p, { body, token, headers = {} } = {}) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: {
        ...(body === undefined ? {} : json),
        ...(token ? { authorization: `token ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, text, headers: res.headers };
  };
  const parse = (r) => {
    try {
      return JSON.parse(r.text);
    } catch {
      return {};
    }
  };
  let counter = 0;
  const email = (tag) => `soak-${tag}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;
  const addr = { address: '12 Oak St, Raleigh, NC 27603', city: 'Raleigh', state: 'NC', zip_code: '27603' };
  let startDate = null;
  const firstDay = async () => {
    if (startDate) return startDate;
    const days = parse(await call('GET', `/field-office/initial_cleanning_days/?zip_code=27601`));
    const [m, d, y] = String(days[3] ?? days[0]).split('-');
    startDate = `${y}-${m}-${d}`;
    return startDate;
  };
  const cardToken = async () =>
    parse(
      await call('POST', '/sandbox/tokenize/', {
        body: { card_number: '4111111111111111', card_cvv: '123', card_exp_month: '12', card_exp_year: '2035' },
      }),
    ).id;
  const orderBody = async (to) => ({
    field_office_uuid: OFFICE,
    service_type: 'residential',
    property_type: 'townhouse',
    frequency: 'weekly',
    pet_count: 2,
    area_to_clean: ['Back Yard'],
    last_cleaned: 'less_than_2_weeks',
    service_address: addr,
    billing_address: addr,
    preferred_start_date: await firstDay(),
    is_billing_address_same: true,
    first_name: 'Soak',
    last_name: 'Load',
    email: to,
    phone_numbers: [{ phone: '9195550123', type: 'mobile', primary: true, can_send_sms: true }],
    preferred_contact_methods: ['email'],
    is_authorize_charge_each_month: true,
    is_ternm_accepted: true,
    stax_card_token: await cardToken(),
  });
  /** A signed-in customer of the worker's own (an order, then a first password, then a sign-in). */
  const newCustomer = async () => {
    const to = email('cust');
    const enquiry = await call('POST', '/service-order-enquiry/', { body: await orderBody(to) });
    const made = parse(enquiry);
    if (enquiry.status !== 201) throw new Error(`customer: enquiry ${enquiry.status} ${enquiry.text.slice(0, 200)}`);
    const set = await call('POST', '/auth/password/change/', {
      token: made.user.key,
      body: { new_password1: 'Password1', new_password2: 'Password1', role: 'customer' },
    });
    if (set.status !== 200) throw new Error(`customer: password ${set.status} ${set.text.slice(0, 200)}`);
    const login = await call('POST', '/auth/login/', { body: { email: to, password: 'Password1', is_crm: false } });
    if (login.status !== 200) throw new Error(`customer: login ${login.status} ${login.text.slice(0, 200)}`);
    return { email: to, token: parse(login).key, order: made.service_order_uuid, user: parse(login).user?.uuid };
  };
  // The largest upload the app sends: a 5 MB boundary map (random bytes behind the PDF signature, so
  // nothing compresses it), made once.
  const bigMap = Buffer.alloc(5 * MB);
  for (let i = 0; i < bigMap.length; i += 4) bigMap.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  bigMap.write('%PDF-1.4\n', 'latin1');
  const bigMapUrl = `data:application/pdf;base64,${bigMap.toString('base64')}`;
  /** A community enquiry of `to` (the wizard's first save), then `details` saved on it as its visitor. */
  const communityQuote = async (to, details) => {
    const q = await call('POST', '/commercial-quote/', {
      body: { outreach: 'website', email_address: to, zip_code: '27601', field_office_uuid: OFFICE, hear_about_us: [] },
    });
    if (q.status !== 201) return q;
    return call('PATCH', `/commercial-quote/${parse(q).uuid}/`, {
      headers: { 'x-visitor-key': q.headers.get('x-visitor-key') ?? '' },
      body: details,
    });
  };
  /** A GET at `p`, as the worker's customer when `signedIn`. */
  const read = (name, p, { signedIn = false } = {}) => ({
    name,
    weight: 6,
    expect: [200],
    run: (c) => call('GET', p, signedIn ? { token: c.token } : undefined),
  });
  return {
    newCustomer,
    ops: [
      read('zip lookup', `/field-office/?addressable_zip_codes__contains=27601&close=false`),
      read('start days', `/field-office/initial_cleanning_days/?zip_code=27601`),
      {
        name: 'pricing',
        weight: 10,
        expect: [200],
        run: () =>
          call('POST', '/pricing-calculator/', {
            body: {
              field_office_uuid: OFFICE,
              frequency: 'weekly',
              property_type: 'single_family_small',
              pet_count: 2,
              last_cleaned: '1-2_months',
              areas_to_clean: ['Back Yard', 'Front Yard'],
              coupon_code: 'WELCOME10',
            },
          }),
      },
      ...[
        ['user/me', '/user/me/'],
        ['services', '/service/'],
        ['past and upcoming', '/service/past_and_upcoming_services/'],
        ['invoices', '/invoice/'],
        ['tickets', '/message/'],
        ['tickets CSV', '/message/?format=csv&time_offset=300'],
        ['unread count', '/message/unread-count/'],
        ['preferences', '/notification-preference/'],
      ].map(([name, p]) => read(name, p, { signedIn: true })),
      {
        name: 'sign in',
        weight: 2,
        expect: [200],
        run: async (c) => {
          const r = await call('POST', '/auth/login/', {
            body: { email: c.email, password: 'Password1', is_crm: false },
          });
          if (r.status === 200) c.token = parse(r).key;
          return r;
        },
      },
      {
        name: 'ticket',
        weight: 3,
        expect: [201],
        run: (c) =>
          call('POST', '/message/', {
            token: c.token,
            body: { reason: 'other', title: `Soak ${counter++}`, message: 'A ticket from the soak.' },
          }),
      },
      {
        name: 'dog add+delete',
        weight: 2,
        expect: [204],
        run: async (c) => {
          const r = await call('POST', '/pet/', {
            token: c.token,
            body: { name: 'Soaky', service_order_uuid: c.order },
          });
          if (r.status !== 201) return r;
          return call('DELETE', `/pet/${parse(r).uuid}/`, { token: c.token });
        },
      },
      {
        name: 'enquiry (new account)',
        weight: 3,
        expect: [201],
        run: async () => call('POST', '/service-order-enquiry/', { body: await orderBody(email('enq')) }),
      },
      {
        name: 'lead',
        weight: 3,
        expect: [201],
        run: () => {
          const to = email('lead');
          return call('POST', '/crm/lead-user/', {
            body: {
              zip_code: '27601',
              emailaddress_set: [{ email: to, primary: true }],
              lead_stage: 'new',
              outreach: 'website',
              hear_about_us: ['Truck'],
              email: to,
              role: ['lead'],
              field_office_uuid: OFFICE,
            },
          });
        },
      },
      {
        name: 'community enquiry',
        weight: 2,
        expect: [200],
        run: async () => {
          const to = email('hoa');
          return communityQuote(to, {
            community_name: 'Soak Commons',
            first_name: 'Soak',
            last_name: 'Load',
            email_address: to,
          });
        },
      },
      {
        name: 'community map 5 MB',
        weight: 1,
        expect: [200],
        run: () => communityQuote(email('map'), { community_boundary_map: bigMapUrl }),
      },
    ],
  };
}

const mb = (bytes) => (bytes === null || bytes === undefined ? '—' : (bytes / MB).toFixed(0));

/** Loads one started API for MINUTES; returns the figures. */
async function soak(label, api, sizeOf) {
  const { ops, newCustomer } = operations(`${api.base}`);
  const random = prng(20_261_127);
  const total = ops.reduce((s, o) => s + o.weight, 0);
  const pick = () => {
    let r = random() * total;
    for (const o of ops) if ((r -= o.weight) < 0) return o;
    return ops[ops.length - 1];
  };
  const errors = [];
  const byOp = new Map(ops.map((o) => [o.name, { count: 0, statuses: {}, ms: [] }]));
  const samples = [];
  const t0 = performance.now();
  const endAt = t0 + MINUTES * 60_000;
  let sent = 0;
  const sample = async () => {
    const mem = api.memory.at(-1);
    samples.push({
      seconds: Math.round((performance.now() - t0) / 1000),
      rss: rssOf(api.pid) ?? mem?.rss ?? null,
      heapUsed: mem?.heapUsed ?? null,
      external: mem?.external ?? null,
      dataBytes: await sizeOf().catch(() => null),
      requests: sent,
      errors: errors.length,
    });
    const s = samples.at(-1);
    console.log(
      `  ${String(s.seconds).padStart(5)}  ${mb(s.rss).padStart(7)}  ${mb(s.heapUsed).padStart(7)}  ${mb(s.external).padStart(11)}  ${mb(s.dataBytes).padStart(7)}  ${String(s.requests).padStart(8)}  ${String(s.errors).padStart(6)}`,
    );
  };
  console.log(`\nsoak on ${label}: ${MINUTES} min, ${WORKERS} workers, at most ${RPS || '∞'} req/s, ${api.base}`);
  console.log(
    `  ${'t (s)'.padStart(5)}  ${'RSS MB'.padStart(7)}  ${'heap MB'.padStart(7)}  ${'external MB'.padStart(11)}  ${'data MB'.padStart(7)}  ${'requests'.padStart(8)}  ${'errors'.padStart(6)}`,
  );
  await sample();
  const sampler = setInterval(() => void sample(), SAMPLE_S * 1000);
  // One shared pace: request i may start at t0 + i / RPS.
  let ticket = 0;
  const pace = async () => {
    if (!RPS) return;
    const at = t0 + (ticket++ * 1000) / RPS;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };
  const worker = async () => {
    let customer = await newCustomer();
    let uses = 0;
    while (performance.now() < endAt) {
      await pace();
      if (performance.now() >= endAt) break;
      // A fresh customer now and then, so no one account's tickets grow without bound.
      if (++uses % 400 === 0) customer = await newCustomer();
      const op = pick();
      const stats = byOp.get(op.name);
      const started = performance.now();
      sent++;
      try {
        const r = await op.run(customer);
        stats.ms.push(performance.now() - started);
        stats.count++;
        stats.statuses[r.status] = (stats.statuses[r.status] ?? 0) + 1;
        if (r.status === 401) customer = await newCustomer();
        if (!op.expect.includes(r.status))
          errors.push(`${op.name}: ${r.status} ${r.text.slice(0, 200).replace(/\s+/g, ' ')}`);
      } catch (e) {
        stats.count++;
        errors.push(`${op.name}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: WORKERS }, worker));
  for (const r of results) if (r.status === 'rejected') errors.push(`worker stopped: ${r.reason}`);
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 200));
  await sample();
  const seconds = (performance.now() - t0) / 1000;
  const allErrors = [...errors, ...api.serverErrors.map((l) => `server: ${l}`)];
  console.log(
    `\n  ${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(1)}/s); errors: ${allErrors.length}`,
  );
  for (const [name, s] of byOp)
    console.log(
      `    ${name.padEnd(24)} ${String(s.count).padStart(6)}  p50 ${percentile(s.ms, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(s.ms, 95).toFixed(0).padStart(5)} ms  ${JSON.stringify(s.statuses)}`,
    );
  for (const e of allErrors.slice(0, 30)) console.log(`  ERROR ${e}`);
  if (allErrors.length > 30) console.log(`  … and ${allErrors.length - 30} more`);
  // RSS after the warm-up (the first 5 minutes, or the first third of a shorter run) against the end.
  const warm = Math.min(300, (MINUTES * 60) / 3);
  const afterWarm = samples.find((s) => s.seconds >= warm) ?? samples[0];
  const last = samples.at(-1);
  const rssGrowth = afterWarm?.rss && last?.rss ? (last.rss / afterWarm.rss - 1) * 100 : null;
  const dataGrowth =
    afterWarm?.dataBytes != null && last?.dataBytes != null ? last.dataBytes - afterWarm.dataBytes : null;
  console.log(
    `  RSS: start ${mb(samples[0]?.rss)} MB, at ${afterWarm?.seconds} s ${mb(afterWarm?.rss)} MB, end ${mb(last?.rss)} MB, max ${mb(Math.max(...samples.map((s) => s.rss ?? 0)))} MB; after the warm-up ${rssGrowth === null ? '—' : `${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(1)}%`}` +
      (dataGrowth === null ? '' : `; data +${mb(dataGrowth)} MB meanwhile`),
  );
  return {
    database: label,
    minutes: MINUTES,
    workers: WORKERS,
    rps: RPS,
    requests: sent,
    seconds,
    errors: allErrors,
    operations: Object.fromEntries(
      [...byOp].map(([k, s]) => [
        k,
        { count: s.count, statuses: s.statuses, p50Ms: percentile(s.ms, 50), p95Ms: percentile(s.ms, 95) },
      ]),
    ),
    samples,
    rssGrowthAfterWarmupPercent: rssGrowth,
  };
}

const report = { date: new Date().toISOString(), runs: [] };
let failed = false;

if (DB_CHOICE === 'pglite' || DB_CHOICE === 'both') {
  const dir = mkdtempSync(path.join(tmpdir(), 'yardwise-soak-pglite-'));
  const api = await startApi({ DATA_DIR: dir, DATABASE_URL: '' });
  try {
    const run = await soak(`PGlite (data directory ${dir})`, api, async () => dirBytes(dir));
    report.runs.push(run);
    failed ||= run.errors.length > 0;
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (DB_CHOICE === 'postgres' || DB_CHOICE === 'both') {
  const { default: pg } = await import('pg');
  const url = process.env.DATABASE_URL;
  const schema = `soak_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const api = await startApi({ DATABASE_URL: u.toString(), DATA_DIR: '' });
  try {
    const size = async () =>
      Number(
        (
          await admin.query(
            `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS bytes FROM pg_class c
               JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind IN ('r', 'm')`,
            [schema],
          )
        ).rows[0].bytes,
      );
    const run = await soak(`PostgreSQL (schema ${schema})`, api, size);
    report.runs.push(run);
    failed ||= run.errors.length > 0;
  } finally {
    await api.stop();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
  }
}

if (JSON_FILE) writeFileSync(path.resolve(ROOT, JSON_FILE), `${JSON.stringify(report, null, 2)}\n`);
process.exit(failed ? 1 : 0);
