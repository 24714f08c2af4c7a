// `npm run mutants`: the UI model suite must be able to fail (issue 17). Each mutant changes one
// line, runs the suite that must catch it, and restores the file whatever happens:
//   1. a view that no longer sends an event (the subscription screen's Try again sends nothing);
//   2. a state without its assertion (the subscription suite's `failed` assertion removed): the
//      compiler refuses it (`satisfies StateAssertions<M>`) and the suite's plan test fails.
// Prints one line per mutant; exits non-zero if any mutant survives (its suite passed).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const SPEC = 'tests/e2e/ui-model/subscription.ui-model.spec.ts';
const port = process.env.E2E_PORT ?? '4890';
// The mutant's build goes elsewhere: dist/ keeps the real app.
const DIST_DIR = 'node_modules/.cache/mutants-dist';

const mutants = [
  {
    name: "the subscription view's Try again sends no 'subscription.retry'",
    file: 'src/flows/subscription/subscription-view.tsx',
    from: "onRetry={() => send({ type: 'subscription.retry' })}",
    to: 'onRetry={() => undefined}',
    // The view changed: the app is built again.
    checks: [['node', 'scripts/e2e.mjs', SPEC]],
    // Built afresh: a caller's SKIP_BUILD would serve the real app instead of the mutant.
    env: { E2E_PORT: port, E2E_WORKERS: '1', DIST_DIR, SKIP_BUILD: '' },
  },
  {
    name: "the subscription suite's assertion of the state 'failed' is removed",
    file: SPEC,
    from: '  failed: async (ui, { context }) => {',
    to: '  notAState: async (ui, { context }) => {',
    checks: [
      ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
      ['node', 'scripts/e2e.mjs', SPEC, '-g', 'every state has an assertion'],
    ],
    env: { E2E_PORT: port, E2E_WORKERS: '1', SKIP_BUILD: '1', DIST_DIR },
  },
];

let survived = 0;
for (const m of mutants) {
  const original = readFileSync(m.file, 'utf8');
  if (!original.includes(m.from)) throw new Error(`mutant '${m.name}': '${m.from}' not found in ${m.file}`);
  // Ctrl-C or a kill must not leave the mutant in the tree.
  const restore = () => writeFileSync(m.file, original);
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  writeFileSync(m.file, original.replace(m.from, m.to));
  try {
    for (const [cmd, ...args] of m.checks) {
      const r = spawnSync(cmd, args, {
        env: { ...process.env, ...m.env },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      // A command that could not run proves nothing: that is an error, not a killed mutant.
      if (r.error || r.status === null) throw r.error ?? new Error(`${cmd} ended by ${r.signal}`);
      const caught = r.status !== 0;
      const out = `${r.stdout}${r.stderr}`;
      const why = out.match(/error TS\d+[^\n]*|Error: [^\n]*|\d+ failed/)?.[0] ?? `exit ${r.status}`;
      console.log(`${caught ? 'killed  ' : 'SURVIVED'} ${m.name} — ${[cmd, ...args].join(' ')}: ${why.trim()}`);
      if (!caught) survived++;
    }
  } finally {
    restore();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
process.exit(survived === 0 ? 0 : 1);
