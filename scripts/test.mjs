// `npm test`: every check, in order, stopping at the first that fails, with the time of each phase
// (CI's log ends with the table, so a slow phase is seen at once). The app is built once, into dist/,
// and the Playwright suite, the cross-engine suite and the byte budget all serve that build; beside it,
// the build phase makes the rebuilt copy the Playwright suite deploys under an open page (dist-rebuilt/).
//   node scripts/test.mjs --from e2e     starts at a phase (after a fix, without redoing the ones before)
//   node scripts/test.mjs --only checks  runs one phase
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { rebuiltAppBuild, rebuiltDistDir } from './lib/rebuilt-app.mjs';

// The static checks run side by side (each is one process on one core: typecheck and lint alone were
// a minute one after the other); their output is printed whole, one after another, when all are done.
const CHECKS = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['knip', ['npm', 'run', 'knip']],
  ['lint:api', ['npm', 'run', 'lint:api']],
];
// The Playwright suite's deploy under an open page (scripts/lib/rebuilt-app.mjs), built beside the app.
const REBUILT_DIST_DIR = rebuiltDistDir(process.env.DIST_DIR ?? 'dist');
const rebuilt = rebuiltAppBuild(REBUILT_DIST_DIR);
const PHASES = [
  ['checks', CHECKS],
  ['unit', ['npm', 'run', 'test:unit']],
  [
    'build',
    [
      ['build', ['npm', 'run', 'build']],
      ['rebuilt app', [process.execPath, ...rebuilt.args], rebuilt.env],
    ],
  ],
  ['e2e', ['npm', 'run', 'test:e2e'], { SKIP_BUILD: '1', REBUILT_DIST_DIR }],
  // The cross-engine suite and the byte budget side by side: each is one browser at a time beside one
  // server, waiting on the browser most of its time, so together they take little more than the longer.
  // The budget gates the bytes each route downloads. Lighthouse is left to `npm run budget` by hand (its
  // performance medians want a quiet machine): its accessibility score is axe-core's rules on each
  // route's first screen, and the e2e phase has run axe, with every rule, at every state of every flow
  // (1280 px) and on each of those six routes at 390 px (the phone journey: /, /getquote, /login,
  // /account; pay.spec; commercial.spec). Its one run per route was 47 s on a phase where every process
  // competes for the same two cores.
  [
    'browsers',
    [
      // Firefox and WebKit: the engines the Playwright suite does not run. Chromium's copy of the four
      // journeys (`npm run test:engines` runs it by default) is left out here: the same engine, Debian's
      // Chromium build, has run them in the Playwright suite just before (journey.spec.ts: ZIP to
      // /account; account-shell.spec.ts: every tab by keyboard; pay.spec.ts; the 390 px specs), and its
      // 45 s competed with the PostgreSQL suite for this phase's two cores.
      ['engines', ['npm', 'run', 'test:engines', '--', '--no-build', '--engine', 'firefox,webkit']],
      ['budget', ['npm', 'run', 'budget', '--', '--no-build', '--no-lighthouse']],
      // With SERVER_SUITE_DATABASE_URL (CI starts Debian's PostgreSQL and sets it: .ci/run), the server
      // suite once more on that real PostgreSQL: the same migrations and queries must hold on both stores.
      // It waits on the database most of its time, so it runs beside the two above.
      ...(process.env.SERVER_SUITE_DATABASE_URL
        ? [
            [
              'server suite on PostgreSQL',
              ['npx', 'vitest', 'run', 'tests/server'],
              { DATABASE_URL: process.env.SERVER_SUITE_DATABASE_URL },
            ],
          ]
        : []),
    ],
  ],
];

const flag = ['--from', '--only'].find((f) => process.argv.includes(f));
const from = flag ? process.argv[process.argv.indexOf(flag) + 1] : PHASES[0][0];
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
/** Runs commands side by side, each with its output held back; resolves to their exit codes and times. */
function runSideBySide(commands) {
  return Promise.all(
    commands.map(
      ([name, [cmd, ...args], env]) =>
        new Promise((resolve) => {
          const t = performance.now();
          const child = spawn(cmd, args, { env: { ...process.env, ...env } });
          const out = [];
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('close', (code) =>
            resolve({ name, cmd: [cmd, ...args], code, out, time: (performance.now() - t) / 1000 }),
          );
        }),
    ),
  );
}

const only = process.argv.includes('--only');
for (const [name, command, env] of PHASES.slice(start, only ? start + 1 : undefined)) {
  const t = performance.now();
  let status;
  if (Array.isArray(command[0])) {
    console.log(`\n── ${name}: ${command.map(([n]) => n).join(', ')} side by side`);
    const results = await runSideBySide(command);
    for (const r of results) {
      console.log(`\n── ${r.name}: ${r.cmd.join(' ')} (${fmt(r.time)}${r.code === 0 ? '' : ', FAILED'})`);
      process.stdout.write(Buffer.concat(r.out));
    }
    status = results.find((r) => r.code !== 0)?.code ?? 0;
  } else {
    const [cmd, ...args] = command;
    console.log(`\n── ${name}: ${[cmd, ...args].join(' ')}`);
    status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
  }
  const ok = status === 0;
  times.push([name, (performance.now() - t) / 1000, ok]);
  if (!ok) {
    table();
    process.exit(status ?? 1);
  }
}
table();
