// `npm run bench`: the figures the issues ask for, as medians of repeated runs (machines here are
// shared and noisy, so a single run says little).
//   1. the model-based suite (tests/model): wall time, median of BENCH_RUNS runs (default 3);
//   2. the reference API under load (server/bench.ts: autocannon on pricing and ZIP lookup).
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const times = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const r = spawnSync('npx', ['vitest', 'run', 'tests/model'], { stdio: 'ignore' });
  if (r.status !== 0) {
    console.error('model suite failed');
    process.exit(1);
  }
  times.push((performance.now() - t0) / 1000);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`model suite: median ${median.toFixed(1)} s over ${runs} runs (${times.map((t) => t.toFixed(1)).join(', ')}); limit 60 s`);

if (!process.argv.includes('--no-api')) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/bench.ts'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
