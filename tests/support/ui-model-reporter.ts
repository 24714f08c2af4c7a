/**
 * Playwright reporter of the UI model suite (docs/decisions/006): prints, at the end of the run,
 * one row per machine whose paths were planned (states and transitions covered in the browser /
 * total, every exclusion with its reason, every rewritten or injected answer), and turns the run into a failure
 * when a machine's full set of paths leaves anything uncovered that is not excluded. Silent when
 * the run has no UI model tests (the other e2e specs alone).
 */
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import {
  COVERAGE_ATTACHMENT,
  coverageRow,
  formatUiCoverageTable,
  isComplete,
  isPartial,
  PATH_ANNOTATION,
  PLAN_ANNOTATION,
} from './ui-model-coverage';
import type { PathCoverage, Plan } from './ui-model-coverage';

export default class UiModelReporter implements Reporter {
  private readonly plans = new Map<string, Plan>();
  private readonly planned = new Map<string, number>();
  private readonly passed = new Map<string, PathCoverage[]>();

  onBegin(_config: unknown, suite: Suite): void {
    for (const test of suite.allTests()) {
      for (const a of test.annotations) {
        if (a.type === PLAN_ANNOTATION && a.description) {
          const plan = JSON.parse(a.description) as Plan;
          this.plans.set(plan.machine, plan);
        }
        if (a.type === PATH_ANNOTATION && a.description) {
          this.planned.set(a.description, (this.planned.get(a.description) ?? 0) + 1);
        }
      }
    }
  }

  private ran = 0;

  onTestEnd(_test: TestCase, result: TestResult): void {
    this.ran++;
    if (result.status !== 'passed') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== COVERAGE_ATTACHMENT || !attachment.body) continue;
      const coverage = JSON.parse(attachment.body.toString('utf8')) as PathCoverage;
      this.passed.set(coverage.machine, [...(this.passed.get(coverage.machine) ?? []), coverage]);
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    // Nothing ran (e.g. --list): no table.
    if (this.plans.size === 0 || this.ran === 0) return undefined;
    const rows = [...this.plans.values()].map((plan) =>
      coverageRow(plan, this.planned.get(plan.machine) ?? 0, this.passed.get(plan.machine) ?? []),
    );
    console.log(`\n${formatUiCoverageTable(rows)}\n`);
    const below = rows.some((r) => !isPartial(r) && !isComplete(r));
    return below ? { status: 'failed' } : { status: result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
