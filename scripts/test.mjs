// `npm test`: every check, in order, stopping at the first that fails, with the time of each phase
// (CI's log ends with the table, so a slow phase is seen at once). The app is built once, into dist/,
// and the Playwright suite, the cross-engine suite and the byte budget all serve that build.
//   node scripts/test.mjs --from e2e     starts at a phase (after a fix, without redoing the ones before)
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const PHASES = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['knip', ['npm', 'run', 'knip']],
  ['lint:api', ['npm', 'run', 'lint:api']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['build', ['npm', 'run', 'build']],
  ['e2e', ['npm', 'run', 'test:e2e'], { SKIP_BUILD: '1' }],
  ['engines', ['npm', 'run', 'test:engines', '--', '--no-build']],
  // One Lighthouse run per route: in `npm test` it gates accessibility (100), which one run shows; the
  // performance medians are a benchmark, for `npm run budget` by hand on a quiet machine.
  ['budget', ['npm', 'run', 'budget', '--', '--no-build'], { LIGHTHOUSE_RUNS: '1' }],
];

const from = process.argv.includes('--from') ? process.argv[process.argv.indexOf('--from') + 1] : PHASES[0][0];
const start = PHASES.findIndex(([name]) => name === from);
if (start < 0) {
  console.error(`test: no phase "${from}" (one of ${PHASES.map(([n]) => n).join(', ')})`);
  process.exit(2);
}
const times = [];
const table = () => {
  const total = times.reduce((s, [, t]) => s + t, 0);
  console.log('\nphase       time');
  for (const [name, t, ok] of times) console.log(`${name.padEnd(11)} ${fmt(t)}${ok ? '' : '  FAILED'}`);
  console.log(`${'total'.padEnd(11)} ${fmt(total)}`);
};
const fmt = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`;
for (const [name, [cmd, ...args], env] of PHASES.slice(start)) {
  console.log(`\n── ${name}: ${[cmd, ...args].join(' ')}`);
  const t = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  times.push([name, (performance.now() - t) / 1000, ok]);
  if (!ok) {
    table();
    process.exit(r.status ?? 1);
  }
}
table();
