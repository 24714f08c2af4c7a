/**
 * What the UI model suite tells its reporter (tests/support/ui-model-reporter.ts), and the table.
 *
 * - Each machine's plan test carries a static annotation `ui-model-plan` (JSON `Plan`): the
 *   machine's inventory, its exclusions with their reasons, and how many paths it has. The reporter
 *   reads it at the start of the run, so a machine whose every path fails still has a row.
 * - Each path test carries the annotation `ui-model` (the machine's name) and, once the path has
 *   passed in the browser, an attachment `ui-model-coverage` (JSON `PathCoverage`): the states and
 *   transitions the path takes on the machine, and the calls not answered by the server to the app's
 *   own request (rewritten on the way, or injected by Playwright routing). Only passed paths count.
 */
export const PLAN_ANNOTATION = 'ui-model-plan';
export const PATH_ANNOTATION = 'ui-model';
export const COVERAGE_ATTACHMENT = 'ui-model-coverage';
/** A reload (a test of its own, or at the end of a path that ends in the state); its description is the machine's name. */
export const RELOAD_ANNOTATION = 'ui-model-reload';

export interface Plan {
  machine: string;
  states: string[];
  transitions: string[];
  /** State id or transition key → why no browser path takes it. */
  excluded: Record<string, string>;
  paths: number;
  /** With a reload suite: how many states get a reload test, and the states skipped with their reason. */
  reloads?: number;
  reloadSkipped?: Record<string, string>;
}

export interface PathCoverage {
  machine: string;
  states: string[];
  transitions: string[];
  /** '<actor> <outcome> ← <how>: <why>' for each answer not given by the server to the app's own request. */
  answers: string[];
}

export interface UiCoverageRow {
  machine: string;
  pathsPassed: number;
  pathsPlanned: number;
  pathsTotal: number;
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  /** Not taken and not excluded. */
  missing: string[];
  excluded: Record<string, string>;
  answers: string[];
  /** Reload tests passed / planned in the run (absent without a reload suite). */
  reloads?: { passed: number; planned: number; skipped: Record<string, string> };
}

export function coverageRow(
  plan: Plan,
  planned: number,
  passed: readonly PathCoverage[],
  reloads?: { passed: number; planned: number },
): UiCoverageRow {
  const states = new Set(passed.flatMap((p) => p.states));
  const transitions = new Set(passed.flatMap((p) => p.transitions));
  return {
    machine: plan.machine,
    pathsPassed: passed.length,
    pathsPlanned: planned,
    pathsTotal: plan.paths,
    statesCovered: plan.states.filter((s) => states.has(s)).length,
    statesTotal: plan.states.length,
    transitionsCovered: plan.transitions.filter((t) => transitions.has(t)).length,
    transitionsTotal: plan.transitions.length,
    missing: [
      ...plan.states.filter((s) => !states.has(s) && !(s in plan.excluded)),
      ...plan.transitions.filter((t) => !transitions.has(t) && !(t in plan.excluded)),
    ],
    excluded: plan.excluded,
    answers: [...new Set(passed.flatMap((p) => p.answers))].sort(),
    ...(plan.reloads !== undefined && reloads ? { reloads: { ...reloads, skipped: plan.reloadSkipped ?? {} } } : {}),
  };
}

/** A full run of a machine's paths is held to 100% minus its exclusions; a filtered run is only shown. */
export const isPartial = (row: UiCoverageRow) => row.pathsPlanned < row.pathsTotal;
export const isComplete = (row: UiCoverageRow) => row.missing.length === 0 && row.pathsPassed === row.pathsTotal;

const pct = (a: number, b: number) => (b === 0 ? 100 : Math.floor((a / b) * 1000) / 10);

export function formatUiCoverageTable(rows: readonly UiCoverageRow[]): string {
  const out = ['UI model coverage in Chromium (machine, paths passed, states, transitions)'];
  for (const r of [...rows].sort((a, b) => a.machine.localeCompare(b.machine))) {
    const states = `${r.statesCovered}/${r.statesTotal} (${pct(r.statesCovered, r.statesTotal)}%)`;
    const transitions = `${r.transitionsCovered}/${r.transitionsTotal} (${pct(r.transitionsCovered, r.transitionsTotal)}%)`;
    const verdict = isPartial(r) ? 'partial run (not enforced)' : isComplete(r) ? 'ok' : 'BELOW 100% minus exclusions';
    const paths = `${r.pathsPassed}/${r.pathsTotal}`;
    out.push(`${r.machine.padEnd(20)} ${paths.padStart(7)}  ${states.padEnd(16)} ${transitions.padEnd(18)} ${verdict}`);
    for (const [key, why] of Object.entries(r.excluded)) out.push(`    excluded  ${key}: ${why}`);
    for (const line of r.answers) out.push(`    answered  ${line}`);
    for (const key of r.missing) out.push(`    MISSING   ${key}`);
    if (r.reloads) {
      out.push(`    reloaded  ${r.reloads.passed}/${r.reloads.planned} states keep what was entered`);
      for (const [leaf, why] of Object.entries(r.reloads.skipped)) out.push(`    no reload ${leaf}: ${why}`);
    }
  }
  return out.join('\n');
}
