// `npm run bench:api`: autocannon against the pricing calculator and the ZIP lookup on loopback,
// 10 s each (BENCH_SECONDS to change), printing req/s, p50, p99 and errors. A benchmark, not a test.
import { serve } from '@hono/node-server';
import { openDb } from './db/db';
import { seed, DEMO } from './db/seed';
import { createApp } from './app';

interface AutocannonResult { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number; timeouts: number }
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const db = await openDb({ dataDir: process.env.DATA_DIR ?? 'memory://' });
await seed(db);
const app = createApp({ db, env: { log: () => undefined } });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false });
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
    url: `${base}/pricing-calculator/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ field_office_uuid: DEMO.raleigh, frequency: 'weekly', property_type: 'single_family_small', pet_count: 2, last_cleaned: '1-2_months', areas_to_clean: ['Back Yard', 'Front Yard'], is_prepaid: true, prepay_months: 12, coupon_code: 'WELCOME10' }),
  },
  { name: 'GET field-office ZIP lookup', url: `${base}/field-office/?addressable_zip_codes__contains=27601&close=false`, method: 'GET' },
];

console.log(`\nBenchmark: ${seconds} s each, 10 connections, loopback, PGlite in memory\n`);
console.log('operation'.padEnd(30), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(8));
for (const r of runs) {
  const res = await autocannon({ url: r.url, method: r.method, headers: r.headers, body: r.body, connections: 10, duration: seconds });
  console.log(r.name.padEnd(30), res.requests.average.toFixed(0).padStart(8), String(res.latency.p50).padStart(8), String(res.latency.p99).padStart(8), String(res.errors + res.non2xx + res.timeouts).padStart(8));
}
server.close();
await db.close();
