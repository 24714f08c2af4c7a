// `npm test`: every check, in order, stopping at the first that fails, with the time of each phase
// (CI's log ends with the table, so a slow phase is seen at once). The app is built once, into dist/,
// and the Playwright suite, the cross-engine suite and the byte budget all serve that build.
//   node scripts/test.mjs --from e2e     starts at a phase (after a fix, without redoing the ones before)
// The static checks (typecheck, lint, knip, lint:api) each run on one core and read only the sources:
// they run side by side, each one's output printed whole when it ends, so two cores finish them in the
// time of the longest (lint) instead of the sum.
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const PHASES = [
  ['typecheck', ['npm', 'run', 'typecheck'], {}, 'static'],
  ['lint', ['npm', 'run', 'lint'], {}, 'static'],
  ['knip', ['npm', 'run', 'knip'], {}, 'static'],
  ['lint:api', ['npm', 'run', 'lint:api'], {}, 'static'],
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
const started = performance.now();
const table = () => {
  console.log('\nphase       time');
  for (const [name, t, ok] of times) console.log(`${name.padEnd(11)} ${fmt(t)}${ok ? '' : '  FAILED'}`);
  console.log(`${'total'.padEnd(11)} ${fmt((performance.now() - started) / 1000)}`);
};
const fmt = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`;
const header = ([name, [cmd, ...args]]) => `\n── ${name}: ${[cmd, ...args].join(' ')}`;
const envOf = (env) => ({ ...process.env, ...env });

/** Runs phases side by side; each one's output is printed whole, in the phases' order, once it is known. */
async function together(phases) {
  const runs = phases.map((phase) => {
    const [, [cmd, ...args], env] = phase;
    const t = performance.now();
    const child = spawn(cmd, args, { env: envOf(env), stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    return new Promise((resolve) =>
      child.on('close', (code) => resolve({ phase, ok: code === 0, code, out, time: (performance.now() - t) / 1000 })),
    );
  });
  const results = [];
  for (const run of runs) {
    const r = await run;
    console.log(header(r.phase));
    process.stdout.write(Buffer.concat(r.out));
    times.push([r.phase[0], r.time, r.ok]);
    results.push(r);
  }
  return results.find((r) => !r.ok);
}

const todo = PHASES.slice(start);
for (let i = 0; i < todo.length;) {
  const group = todo[i][3];
  let end = i + 1;
  while (group && end < todo.length && todo[end][3] === group) end += 1;
  const batch = todo.slice(i, end);
  i = end;
  if (batch.length > 1) {
    const failed = await together(batch);
    if (failed) {
      table();
      process.exit(failed.code ?? 1);
    }
    continue;
  }
  const [name, [cmd, ...args], env] = batch[0];
  console.log(header(batch[0]));
  const t = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: envOf(env) });
  const ok = r.status === 0;
  times.push([name, (performance.now() - t) / 1000, ok]);
  if (!ok) {
    table();
    process.exit(r.status ?? 1);
  }
}
table();
