// `npm run bench:api`: autocannon against the pricing calculator and the ZIP lookup on loopback,
// 10 s each (BENCH_SECONDS to change), printing req/s, p50, p99 and errors. A benchmark, not a test.
// `--json FILE` also writes the figures as JSON (scripts/bench.mjs gathers them into reports/bench.json);
// `runApiBench()` returns them to a caller in-process.
import { realpathSync, writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { openDb } from './db/db';
import { seed, DEMO } from './db/seed';
import { createApp } from './app';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;

export interface ApiBenchRow {
  name: string;
  method: string;
  path: string;
  reqPerSec: number;
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  errors: number;
}
export interface ApiBenchResult {
  seconds: number;
  connections: number;
  database: string;
  rows: ApiBenchRow[];
}

const CONNECTIONS = 10;

/** Seeds an in-memory database, serves the API on a free loopback port and loads each operation for `seconds`. */
export async function runApiBench({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  print = true,
} = {}): Promise<ApiBenchResult> {
  const db = await openDb({ dataDir: process.env.DATA_DIR ?? 'memory://' });
  await seed(db);
  const app = createApp({ db, env: { log: () => undefined } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false });
  try {
    await new Promise((r) => server.once('listening', r));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}/api/v1`;
    // autocannon ships no types; the few fields read here are typed above.
    const autocannonModule: string = 'autocannon';
    const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;

    const runs = [
      {
        name: 'POST pricing-calculator',
        path: '/pricing-calculator/',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          field_office_uuid: DEMO.raleigh,
          frequency: 'weekly',
          property_type: 'single_family_small',
          pet_count: 2,
          last_cleaned: '1-2_months',
          areas_to_clean: ['Back Yard', 'Front Yard'],
          is_prepaid: true,
          prepay_months: 12,
          coupon_code: 'WELCOME10',
        }),
      },
      {
        name: 'GET field-office ZIP lookup',
        path: '/field-office/?addressable_zip_codes__contains=27601&close=false',
        method: 'GET',
      },
    ];

    if (print) {
      console.log(`\nBenchmark: ${seconds} s each, ${CONNECTIONS} connections, loopback, PGlite in memory\n`);
      console.log(
        'operation'.padEnd(30),
        'req/s'.padStart(8),
        'p50 ms'.padStart(8),
        'p99 ms'.padStart(8),
        'errors'.padStart(8),
      );
    }
    const rows: ApiBenchRow[] = [];
    for (const r of runs) {
      const res = await autocannon({
        url: `${base}${r.path}`,
        method: r.method,
        headers: r.headers,
        body: r.body,
        connections: CONNECTIONS,
        duration: seconds,
      });
      const row: ApiBenchRow = {
        name: r.name,
        method: r.method,
        path: r.path,
        reqPerSec: Math.round(res.requests.average),
        requests: res.requests.total,
        p50Ms: res.latency.p50,
        p90Ms: res.latency.p90,
        p99Ms: res.latency.p99,
        errors: res.errors + res.non2xx + res.timeouts,
      };
      rows.push(row);
      if (print)
        console.log(
          row.name.padEnd(30),
          String(row.reqPerSec).padStart(8),
          String(row.p50Ms).padStart(8),
          String(row.p99Ms).padStart(8),
          String(row.errors).padStart(8),
        );
    }
    return { seconds, connections: CONNECTIONS, database: 'PGlite in memory', rows };
  } finally {
    server.close();
    await db.close();
  }
}

const isMain = !!process.argv[1] && import.meta.filename === realpathSync(process.argv[1]);
if (isMain) {
  const result = await runApiBench();
  const i = process.argv.indexOf('--json');
  const file = i > 0 ? process.argv[i + 1] : undefined;
  if (file) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}
