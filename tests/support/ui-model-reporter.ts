/**
 * Playwright reporter of the UI model suite (docs/decisions/006): prints, at the end of the run,
 * one row per machine whose paths were planned (states and transitions covered in the browser /
 * total, every exclusion with its reason, every rewritten or injected answer), and turns the run into a failure
 * when a machine's full set of paths leaves anything uncovered that is not excluded. Silent when
 * the run has no UI model tests (the other e2e specs alone).
 *
 * Last of all it repeats every failed test, with the first lines of its error, so that the tail of a
 * CI log (often all that is kept) names what failed, not only the coverage table.
 */
import type { FullResult, Reporter, Suite, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import {
  COVERAGE_ATTACHMENT,
  coverageRow,
  formatUiCoverageTable,
  isComplete,
  isPartial,
  PATH_ANNOTATION,
  PLAN_ANNOTATION,
  RELOAD_ANNOTATION,
} from './ui-model-coverage';
import type { PathCoverage, Plan } from './ui-model-coverage';
import { FAULT_ANNOTATION } from './faults';

export default class UiModelReporter implements Reporter {
  private readonly plans = new Map<string, Plan>();
  private readonly planned = new Map<string, number>();
  private readonly passed = new Map<string, PathCoverage[]>();
  private readonly reloads = new Map<string, { passed: number; planned: number }>();
  /** flow|call|kind|writes → passed */
  private readonly faults = new Map<string, boolean>();

  onBegin(_config: unknown, suite: Suite): void {
    for (const test of suite.allTests()) {
      // Under --repeat-each a path runs several times: coverage counts each path once.
      if (test.repeatEachIndex > 0) continue;
      for (const a of test.annotations) {
        if (a.type === PLAN_ANNOTATION && a.description) {
          const plan = JSON.parse(a.description) as Plan;
          this.plans.set(plan.machine, plan);
        }
        if (a.type === PATH_ANNOTATION && a.description) {
          this.planned.set(a.description, (this.planned.get(a.description) ?? 0) + 1);
        }
        if (a.type === RELOAD_ANNOTATION && a.description) this.reload(a.description).planned++;
        if (a.type === FAULT_ANNOTATION && a.description) this.faults.set(a.description, false);
      }
    }
  }

  private ran = 0;
  /** The paths whose coverage is counted (one pass of each, whatever --repeat-each says). */
  private readonly counted = new Set<string>();
  /** Tests whose last attempt failed: title path and the first lines of the error. */
  private readonly failures = new Map<string, string>();

  private reload(machine: string) {
    const known = this.reloads.get(machine) ?? { passed: 0, planned: 0 };
    this.reloads.set(machine, known);
    return known;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.ran++;
    const title = `${test.location.file.split('/').slice(-2).join('/')}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
    if (result.status === 'passed' || result.status === 'skipped') this.failures.delete(title);
    else if (result.retry >= test.retries) this.failures.set(title, firstLines(result));
    if (result.status !== 'passed') return;
    // A path passed in an earlier repeat (--repeat-each) has been counted already.
    if (this.counted.has(title)) return;
    this.counted.add(title);
    for (const a of test.annotations)
      if (a.type === RELOAD_ANNOTATION && a.description) this.reload(a.description).passed++;
    for (const a of test.annotations)
      if (a.type === FAULT_ANNOTATION && a.description) this.faults.set(a.description, true);
    for (const attachment of result.attachments) {
      if (attachment.name !== COVERAGE_ATTACHMENT || !attachment.body) continue;
      const coverage = JSON.parse(attachment.body.toString('utf8')) as PathCoverage;
      this.passed.set(coverage.machine, [...(this.passed.get(coverage.machine) ?? []), coverage]);
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    // Nothing ran (e.g. --list): no table.
    if (this.ran === 0) return undefined;
    if (this.faults.size > 0) console.log(`\n${this.faultSummary()}`);
    if (this.plans.size === 0) {
      this.printFailures();
      return undefined;
    }
    const rows = [...this.plans.values()].map((plan) =>
      coverageRow(
        plan,
        this.planned.get(plan.machine) ?? 0,
        this.passed.get(plan.machine) ?? [],
        this.reloads.get(plan.machine) ?? { passed: 0, planned: 0 },
      ),
    );
    console.log(`\n${formatUiCoverageTable(rows)}\n`);
    this.printFailures();
    const below = rows.some((r) => !isPartial(r) && !isComplete(r));
    return below ? { status: 'failed' } : { status: result.status };
  }

  /** Per flow: calls faulted, injections passed, and write calls whose retry left exactly one record. */
  private faultSummary(): string {
    const flows = new Map<string, { calls: Set<string>; passed: number; total: number; writes: Set<string> }>();
    for (const [key, passed] of this.faults) {
      const [flow = '', call = '', , writes] = key.split('|');
      const f = flows.get(flow) ?? { calls: new Set(), passed: 0, total: 0, writes: new Set() };
      flows.set(flow, f);
      f.calls.add(call);
      f.total++;
      if (passed) f.passed++;
      if (writes === 'writes') f.writes.add(call);
    }
    const out = ['Faults at every call (abort, 500, 10 s answer; then a retry)'];
    for (const [flow, f] of [...flows].sort(([a], [b]) => a.localeCompare(b)))
      out.push(
        `${flow.padEnd(20)} ${String(f.calls.size).padStart(2)} calls, ${f.passed}/${f.total} injections passed; ` +
          `${f.writes.size} writing calls hold exactly one record after the retry` +
          (f.passed < f.total ? ' — FAILURES (a duplicate or a lost retry fails its test)' : ''),
      );
    return out.join('\n');
  }

  private printFailures(): void {
    if (this.failures.size === 0) return;
    const out = [`${this.failures.size} e2e test(s) failed (repeated here so a log's tail names them):`];
    for (const [title, error] of this.failures) out.push(`  ✘ ${title}`, ...error.split('\n').map((l) => `      ${l}`));
    console.log(`${out.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** The first lines of a failed attempt's error, without colour codes. */
function firstLines(result: TestResult): string {
  const step = failedStep(result.steps);
  const message = `${step ? `in step: ${step}\n` : ''}${result.error?.message ?? `status ${result.status}`}`;
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 7)
    .join('\n');
}

/** The innermost test.step that failed (e.g. which state of a UI model path), if any. */
function failedStep(steps: readonly TestStep[]): string | undefined {
  for (const step of steps) {
    if (step.category !== 'test.step' || !step.error) continue;
    return failedStep(step.steps) ?? step.title;
  }
  return undefined;
}
