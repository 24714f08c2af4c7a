// The UI model suite's reporter: a run fails when a machine's paths leave a state or transition
// uncovered, and a run of every path several times (--repeat-each) counts each path once.
import type { FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UiModelReporter from '../../support/ui-model-reporter';
import { COVERAGE_ATTACHMENT, PATH_ANNOTATION, PLAN_ANNOTATION, type Plan } from '../../support/ui-model-coverage';

const plan: Plan = {
  machine: 'door',
  states: ['closed', 'open'],
  transitions: ['closed→open'],
  excluded: {},
  paths: 2,
};
const paths = [
  { line: 10, title: 'closed', states: ['closed'], transitions: [] },
  { line: 20, title: 'opened', states: ['closed', 'open'], transitions: ['closed→open'] },
];

function testCase(line: number, title: string, repeatEachIndex: number, annotations: TestCase['annotations']) {
  return {
    repeatEachIndex,
    retries: 0,
    annotations,
    location: { file: '/x/tests/e2e/ui-model/door.ui-model.spec.ts', line, column: 1 },
    titlePath: () => ['', 'ui-model', 'door.ui-model.spec.ts', 'door', title],
  } as unknown as TestCase;
}

/** A run of the door's plan and two paths, `repeats` times each, with the paths listed in `passing` passing. */
async function run(repeats: number, passing: readonly string[]) {
  const tests: TestCase[] = [];
  for (let r = 0; r < repeats; r++) {
    tests.push(testCase(5, 'plan', r, [{ type: PLAN_ANNOTATION, description: JSON.stringify(plan) }]));
    for (const p of paths) tests.push(testCase(p.line, p.title, r, [{ type: PATH_ANNOTATION, description: 'door' }]));
  }
  const reporter = new UiModelReporter();
  reporter.onBegin(undefined, { allTests: () => tests } as unknown as Suite);
  for (const t of tests) {
    const p = paths.find((x) => x.line === t.location.line);
    const passed = !p || passing.includes(p.title);
    const coverage = p && { machine: 'door', states: p.states, transitions: p.transitions, answers: [] };
    reporter.onTestEnd(t, {
      status: passed ? 'passed' : 'failed',
      retry: 0,
      errors: passed ? [] : [{ message: 'no' }],
      error: passed ? undefined : { message: 'no' },
      steps: [],
      attachments: coverage
        ? [{ name: COVERAGE_ATTACHMENT, contentType: 'application/json', body: Buffer.from(JSON.stringify(coverage)) }]
        : [],
    } as unknown as TestResult);
  }
  return reporter.onEnd({ status: passing.length === paths.length ? 'passed' : 'failed' } as FullResult);
}

describe('the UI model reporter', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  afterEach(() => log.mockClear());
  const printed = () => log.mock.calls.map((c) => String(c[0])).join('\n');

  it('every path passed once: the machine is ok and the run passes', async () => {
    expect(await run(1, ['closed', 'opened'])).toEqual({ status: 'passed' });
    expect(printed()).toMatch(/door\s+2\/2 .* ok/);
  });

  it('every path passed three times (--repeat-each 3): each path counts once, ok, the run passes', async () => {
    expect(await run(3, ['closed', 'opened'])).toEqual({ status: 'passed' });
    expect(printed()).toMatch(/door\s+2\/2 .* ok/);
    expect(printed()).not.toContain('BELOW');
  });

  it('a path that never passes leaves its transition missing: BELOW, and the run fails', async () => {
    expect(await run(3, ['closed'])).toEqual({ status: 'failed' });
    expect(printed()).toMatch(/door\s+1\/2 .* BELOW/);
    expect(printed()).toContain('MISSING   closed→open');
  });
});
