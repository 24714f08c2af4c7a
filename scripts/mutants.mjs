// `npm run mutants [machine…]`: Stryker (stryker.config.mjs), one run per machine, mutates
// machines/<flow>/ and runs the machine and model suites that import it against every mutant; then prints the mutation score per machine and the
// run time. With no argument every machine (and machines/shared) is mutated. A benchmark of the
// tests, not part of `npm test`: the whole set takes long on 2 cores (the note of each run says how long).
// Exit code 1 when a machine scores below 90%.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..');
const GOAL = 90;
const all = readdirSync(path.join(ROOT, 'machines'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((m) => !all.includes(m));
if (unknown.length) {
  console.error(`unknown machine(s): ${unknown.join(', ')}; one of: ${all.join(', ')}`);
  process.exit(2);
}
const chosen = asked.length ? asked : all;
const reportDir = path.join(ROOT, 'reports/mutation');

/**
 * The suites that can kill a mutant of machines/<m>/: the machine and model test files that import
 * it or the registry of every machine (every suite for machines/shared, which they all build on). Run against the whole set, each
 * mutant ran about 440 tests, most of them other machines' (8 s a mutant for session).
 */
const SUITES = ['tests/machines', 'tests/model'];
function suitesOf(machine) {
  const files = SUITES.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir))
      .filter((f) => (dir === 'tests/model' ? f.endsWith('.model.test.ts') : f.endsWith('.test.ts')))
      .map((f) => `${dir}/${f}`),
  );
  if (machine === 'shared') return files;
  // A suite over the registry (machines/index.ts) checks every machine, this one included.
  return files.filter((f) => {
    const text = readFileSync(path.join(ROOT, f), 'utf8');
    return text.includes(`machines/${machine}/`) || text.includes(`machines/index'`);
  });
}

const t0 = performance.now();
const rows = new Map();
for (const machine of chosen) {
  const suites = suitesOf(machine);
  const t = performance.now();
  console.log(`\n▶ ${machine}: mutants of machines/${machine}/ against ${suites.length} suite file(s)`);
  const report = path.join(reportDir, `${machine}.json`);
  rmSync(report, { force: true });
  const r = spawnSync('npx', ['stryker', 'run', '--mutate', `machines/${machine}/**/*.ts`], {
    cwd: ROOT,
    stdio: 'inherit',
    // MUTANT_MACHINE names the report and the sandbox (stryker.config.mjs), so runs of two
    // machines side by side do not share either.
    env: { ...process.env, MUTANT_TESTS: suites.join(','), MUTANT_MACHINE: machine },
  });
  if (r.status !== 0 || !existsSync(report)) {
    console.error(`stryker failed on ${machine} (exit ${r.status})`);
    process.exit(1);
  }
  tally(JSON.parse(readFileSync(report, 'utf8')).files);
  console.log(`◀ ${machine}: ${((performance.now() - t) / 60000).toFixed(1)} min`);
}
const seconds = (performance.now() - t0) / 1000;

/** Stryker's score: killed and timed-out mutants over every valid one (a mutant no test runs counts as survived). */
function tally(files) {
  for (const [file, { mutants }] of Object.entries(files)) {
    const machine = file.split('/')[1];
    const row = rows.get(machine) ?? { killed: 0, survived: 0, total: 0, survivors: [] };
    for (const m of mutants) {
      if (['CompileError', 'RuntimeError', 'Ignored'].includes(m.status)) continue;
      row.total++;
      if (m.status === 'Killed' || m.status === 'Timeout') row.killed++;
      else {
        row.survived++;
        row.survivors.push(
          `${file}:${m.location.start.line} ${m.mutatorName}${m.replacement ? ` → ${m.replacement}` : ''}`,
        );
      }
    }
    rows.set(machine, row);
  }
}
let below = 0;
console.log('\nmachine                      score   killed/total');
for (const m of chosen) {
  const row = rows.get(m);
  if (!row || row.total === 0) {
    console.log(`${m.padEnd(28)} —       no mutants`);
    continue;
  }
  const score = (100 * row.killed) / row.total;
  if (score < GOAL) below++;
  console.log(`${m.padEnd(28)} ${score.toFixed(1).padStart(5)}%  ${row.killed}/${row.total}`);
}
console.log(
  `\n${chosen.length} machine(s) in ${(seconds / 60).toFixed(1)} min; goal ≥ ${GOAL}% each; reports: reports/mutation/<machine>.json`,
);
if (process.argv.includes('--survivors'))
  for (const [m, row] of rows) for (const s of row.survivors) console.log(`survived ${m}: ${s}`);
process.exit(below ? 1 : 0);
