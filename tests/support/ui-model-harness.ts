/**
 * UI model tests (docs/decisions/006): a machine's generated paths run through the REAL
 * view in Chromium, against the built app and the reference server.
 *
 *   defineUiModelSuite(name, machine, { inputs, fixtures, project?, calls, executors, states, excluded?, axeVariant?, reload? })
 *
 * Paths: the harness of docs/decisions/001 (tests/support/model-paths.ts) builds the shortest paths
 * of each input's model from the spec's fixtures (payloads a user can really produce), drops those
 * that take an excluded transition and keeps a covering subset; or, unless the suite names why not
 * (`shortestPaths`), long walks that take every state and transition in fewer tests (ui-model-walks.ts).
 * `UI_MODEL_PLAN=shortest` plans every suite the old way (to compare); `UI_MODEL_PLAN_STATS=1` prints
 * each suite's plan (paths, events, the longest path) as the specs load, e.g. with `--list`.
 * `UI_MODEL_ANSWER_LAG_MS=400` gives every held call's answer that long after its step (ui-model-gate.ts):
 * each state is then asserted before the page has read the answer, a loaded machine's worst case.
 * `UI_MODEL_RELOAD_LAG_MS=5000` serves a reload test's new page that long late: the reload then commits as
 * the harness's 5 s wait for it ends, as on a loaded machine. Both are stress settings: a test
 * that fails under one has a race to trace.
 * One Playwright test per path:
 * the API gate holds the actors' calls, `open` brings the page to the machine's initial state, then
 * at every step the executor of the step's event drives the UI (or answers the held call) and the
 * assertion of every state the machine is now in must pass (Playwright's retrying expect), then
 * axe-core runs (the first time each state, or each variant the spec names, is reached in a
 * worker: a scan takes ~0.6 s and the same state differs again only by the values in its fields). A path that passes reports the states and transitions it
 * takes (replayed on the pure machine); the reporter (ui-model-reporter.ts) prints the table and
 * fails the run below 100% minus the listed exclusions.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { appOwnsPage, test, expect } from '../e2e/support';
import { ApiGate } from './ui-model-gate';
import { COVERAGE_ATTACHMENT, PATH_ANNOTATION, PLAN_ANNOTATION, RELOAD_ANNOTATION } from './ui-model-coverage';
import type { PathCoverage, Plan } from './ui-model-coverage';
import { activeStateIds, machineInventory } from './model-harness-core';
import { coveringSubset, isTransient, leafNodes, leafPaths } from './ui-model-plan';
import { createModel, shortestPaths, staticPathCoverage } from './model-paths';
import { coveringWalks } from './ui-model-walks';
import type { Fixtures, Snap } from './model-paths';
import { uiContext } from './ui-model-types';
import type {
  ActorSrc,
  Answer,
  Call,
  Executors,
  StateAssertion,
  StateAssertions,
  StatePath,
  UiContext,
  UiInput,
} from './ui-model-types';

/** UI_MODEL_RELOAD_LAG_MS (default 0): a reload test's new page is served this long late (see the header). */
const RELOAD_LAG_MS = Number(process.env.UI_MODEL_RELOAD_LAG_MS ?? 0) || 0;

export interface UiModelSpec<M extends AnyStateMachine> {
  inputs: readonly UiInput<M>[];
  /** Event payloads of the paths: what a user can type or choose, and the actors' outcomes. */
  fixtures: Fixtures<M>;
  project?: (snapshot: Snap<M>) => unknown;
  /** The request each actor sends (held by the gate until its done/error step). */
  calls: { [S in ActorSrc<M>]: Call };
  executors: Executors<M>;
  states: StateAssertions<M>;
  /** State id or transition key (as in the table) → why no browser path takes it. */
  excluded?: Record<string, string>;
  /**
   * axe-core runs the first time each state is reached in a worker; a state whose markup differs
   * with its context (an inline error, a locked field) names the variant here to be scanned in each.
   */
  axeVariant?: (snapshot: Snap<M>) => string;
  /**
   * Reload at every state: each leaf state a generated path reaches is reloaded once, at the end of a
   * covering path that ends in it, or else in a test of its own that drives the shortest generated path
   * prefix into it; then `entered` runs: what the customer entered up to there is still on screen (card
   * number and CVV excepted). `skip` names the states
   * not reloaded, each with its reason (a final state the page has already left, a closed modal).
   */
  /**
   * Long walks (ui-model-walks.ts) cover the machine in fewer tests. A suite whose walks would replay on
   * the real server what the model cannot follow (a second save of a record the first save changed, a
   * payment after a payment) names why it keeps one shortest path per target instead.
   */
  shortestPaths?: string;
  reload?: {
    entered: StateAssertion<M>;
    skip?: Partial<Record<StatePath<Snap<M>['value']>, string>>;
  };
}

type Executor = (...args: unknown[]) => unknown;

const axeSeen = new Set<string>();

/**
 * The time a walk of `steps` steps may take: the sign-in or seeding before it, then each step's action,
 * its answer and an axe scan. About 2 s a step on a quiet 2-core machine; the budget allows five times
 * that, so a machine twice as slow (or a loaded one) still finishes well inside it.
 */
const stepBudget = (steps: number) => 60_000 + steps * 10_000;

export function defineUiModelSuite<M extends AnyStateMachine>(name: string, machine: M, spec: UiModelSpec<M>): void {
  const excluded = spec.excluded ?? {};
  const inventory = machineInventory(machine);
  const candidates = spec.inputs.flatMap((entry) => {
    const model = createModel(machine, {
      fixtures: spec.fixtures,
      input: entry.input,
      ...(spec.project ? { project: spec.project } : {}),
    });
    return shortestPaths(model)
      .map((path) => ({ entry, path, run: staticPathCoverage(machine, path, { input: entry.input }) }))
      .filter(({ run }) => ![...run.transitions, ...run.states].some((key) => key in excluded));
  });
  const runs =
    spec.shortestPaths || process.env.UI_MODEL_PLAN === 'shortest'
      ? coveringSubset(candidates)
      : coveringWalks(
          machine,
          spec.inputs,
          { fixtures: spec.fixtures, ...(spec.project ? { project: spec.project } : {}) },
          excluded,
        );
  if (process.env.UI_MODEL_PLAN_STATS)
    console.log(
      `plan ${name}: ${runs.length} paths, ${runs.reduce((n, r) => n + r.path.steps.length - 1, 0)} events, longest ${Math.max(...runs.map((r) => r.path.steps.length - 1))}`,
    );
  const leaves = leafNodes(machine.root);
  const reloadSkip = (spec.reload?.skip ?? {}) as Record<string, string>;
  const reloadPrefixes = new Map<string, { entry: UiInput<M>; steps: (typeof candidates)[number]['path']['steps'] }>();
  if (spec.reload) {
    const waits = new Set(leaves.filter((l) => !isTransient(l.node)).map((l) => l.path));
    for (const { entry, path } of candidates) {
      path.steps.forEach((step, i) => {
        for (const leaf of leafPaths((step.state as { value: unknown }).value)) {
          if (!waits.has(leaf) || leaf in reloadSkip) continue;
          const known = reloadPrefixes.get(leaf);
          // The shortest prefix (the longest ones, tried, made a reload test of the quote 22 steps long
          // and the suite too slow for CI); suites add their own filled-in reload tests where it matters.
          if (!known || known.steps.length > i + 1)
            reloadPrefixes.set(leaf, { entry, steps: path.steps.slice(0, i + 1) });
        }
      });
    }
  }
  // A path that ends in a state to reload reloads there itself, after its last step: the same check as a
  // test of its own on a path at least as long (what was entered by then is on screen again), one
  // page set-up fewer. Only the states no path ends in keep a reload test of their own.
  const reloadAtEnd = new Map<number, string[]>();
  runs.forEach(({ path }, i) => {
    const last = path.steps.at(-1)?.state as { value: unknown } | undefined;
    const ends = last ? leafPaths(last.value).filter((leaf) => reloadPrefixes.has(leaf)) : [];
    if (ends.length === 0) return;
    reloadAtEnd.set(i, ends);
    for (const leaf of ends) reloadPrefixes.delete(leaf);
  });
  const plan: Plan = {
    machine: name,
    ...inventory,
    excluded,
    paths: runs.length,
    ...(spec.reload
      ? { reloads: reloadPrefixes.size + [...reloadAtEnd.values()].flat().length, reloadSkipped: reloadSkip }
      : {}),
  };
  const reloadedAtEnd = new Set([...reloadAtEnd.values()].flat());
  const executors = spec.executors as unknown as Record<string, Executor | undefined>;
  const states = spec.states as Record<string, unknown>;

  test.describe(`${name} (UI model)`, () => {
    test(
      `${name}: every state has an assertion, every exclusion a reason, the paths reach the rest`,
      { annotation: { type: PLAN_ANNOTATION, description: JSON.stringify(plan) } },
      () => {
        expect(
          leaves.filter((l) => !(l.path in states)).map((l) => l.path),
          'states without an assertion',
        ).toEqual([]);
        expect(
          leaves.filter((l) => states[l.path] === 'transient' && !isTransient(l.node)).map((l) => l.path),
          "'transient' on a state that waits",
        ).toEqual([]);
        const known = new Set([...inventory.states, ...inventory.transitions]);
        expect(
          Object.keys(excluded).filter((k) => !known.has(k)),
          'exclusions naming nothing in the machine',
        ).toEqual([]);
        expect(
          Object.entries(excluded)
            .filter(([, why]) => why.trim().length < 10)
            .map(([k]) => k),
          'exclusions without a reason',
        ).toEqual([]);
        const reached = new Set(runs.flatMap((r) => [...r.run.states, ...r.run.transitions]));
        expect(
          [...known].filter((k) => !reached.has(k) && !(k in excluded)),
          'reached by no path (add fixtures, or exclude with a reason)',
        ).toEqual([]);
        if (spec.reload) {
          const waiting = leaves.filter((l) => !isTransient(l.node)).map((l) => l.path);
          expect(
            Object.entries(reloadSkip)
              .filter(([leaf, why]) => !waiting.includes(leaf) || why.trim().length < 10)
              .map(([leaf]) => leaf),
            'reload skips naming no waiting state, or without a reason',
          ).toEqual([]);
          expect(
            waiting.filter(
              (l) =>
                !reloadPrefixes.has(l) &&
                !reloadedAtEnd.has(l) &&
                !(l in reloadSkip) &&
                !(`${machine.id}.${l}` in excluded),
            ),
            'states no reload test reaches (skip with a reason)',
          ).toEqual([]);
        }
      },
    );

    runs.forEach(({ entry, path, run }, i) => {
      const events = path.steps
        .slice(1)
        .map((s) => s.event.type)
        .join(' → ');
      const reloadsIn = reloadAtEnd.get(i);
      test(
        `${entry.name} path ${i}: ${events || '(initial state)'}${reloadsIn ? `, then a reload keeps what was entered` : ''}`,
        {
          annotation: [
            { type: PATH_ANNOTATION, description: name },
            ...(reloadsIn ?? []).map(() => ({ type: RELOAD_ANNOTATION, description: name })),
          ],
        },
        async ({ page, request, seedArea, signInAs, expectNoAxeViolations }, testInfo) => {
          // A path's time grows with its steps (each an action, its answer and an axe scan): the budget
          // grows with them, so a long path on a loaded machine is not cut off at the suite's default.
          testInfo.setTimeout(Math.max(testInfo.timeout, stepBudget(path.steps.length + (reloadsIn ? 2 : 0))));
          const walk = await start({ page, request, seedArea, signInAs, expectNoAxeViolations }, entry);
          await walk.steps(path.steps);
          expect(walk.gate.doubled, 'requests sent again while the first was held (a double submit)').toEqual([]);
          if (reloadsIn) await walk.reloadAndCheck(path.steps, reloadsIn.join(', '));
          const coverage: PathCoverage = {
            machine: name,
            states: [...run.states],
            transitions: [...run.transitions],
            answers: walk.answers,
          };
          await testInfo.attach(COVERAGE_ATTACHMENT, {
            body: JSON.stringify(coverage),
            contentType: 'application/json',
          });
        },
      );
    });

    // Reload at every state: the shortest prefix of any generated path that ends in it.
    if (spec.reload) {
      for (const [leaf, prefix] of reloadPrefixes) {
        test(
          `reload in ${leaf}: what was entered is kept`,
          { annotation: { type: RELOAD_ANNOTATION, description: name } },
          async ({ page, request, seedArea, signInAs, expectNoAxeViolations }, testInfo) => {
            testInfo.setTimeout(Math.max(testInfo.timeout, stepBudget(prefix.steps.length + 2)));
            const walk = await start({ page, request, seedArea, signInAs, expectNoAxeViolations }, prefix.entry);
            await walk.steps(prefix.steps);
            await walk.reloadAndCheck(prefix.steps, leaf);
          },
        );
      }
    }
  });

  async function start(
    fx: Pick<UiContext, 'page' | 'request' | 'seedArea' | 'signInAs'> & { expectNoAxeViolations: () => Promise<void> },
    entry: UiInput<M>,
  ) {
    const { expectNoAxeViolations, ...rest } = fx;
    const ui = uiContext(rest);
    const gate = new ApiGate(spec.calls as Record<string, Call>);
    const answers: string[] = [];
    await gate.install(ui.page);
    await entry.open(ui);

    async function drive(event: EventObject & { output?: unknown }, previous: Snap<M>): Promise<void> {
      const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
      const key = actor ? event.type : delay ? `xstate.after.${delay[1]}` : event.type;
      const executor = executors[key];
      if (!executor) throw new Error(`No executor for '${key}'`);
      await test.step(`drive ${event.type}`, async () => {
        if (actor?.[2]) {
          const answer = (
            actor[1] === 'done' ? executor(event.output, previous, ui) : executor(previous, ui)
          ) as Answer;
          if (answer.by !== 'server')
            answers.push(`${actor[2]} ${outcome(event)} ← ${ANSWERED_BY[answer.by]}: ${answer.why}`);
          await gate.answer(actor[2], answer);
        } else if (delay) {
          await executor(ui);
        } else {
          await executor(ui, event, previous);
        }
      });
    }

    /** The invoke ids of the snapshot's active states that send a declared call. */
    const invokedCalls = (snapshot: Snap<M>): string[] =>
      activeStateIds(machine, (snapshot as { value: unknown }).value)
        .flatMap((id) => machine.getStateNodeById(id).invoke.map((i) => i.id))
        .filter((id) => id in spec.calls);

    return {
      ui,
      gate,
      answers,
      /** After the walk: the page reloaded (the old page's calls never answered), and `entered` for its last state. */
      async reloadAndCheck(steps: readonly { state: unknown }[], leaf: string): Promise<void> {
        const entered = spec.reload?.entered;
        if (!entered) throw new Error('reloadAndCheck without spec.reload');
        const last = steps.at(-1)?.state as Snap<M>;
        gate.closeForReload();
        await test.step(`reload in ${leaf}`, async () => {
          // A reload sent just as the app steps back through history (the end of a 500 ms step change:
          // step-history.ts takes step 2's entry off) is cancelled by that traversal, and the browser never
          // loads the page again (CI once waited out the test's timeout). The reload's new document answers
          // within a second even on a loaded machine (the server sends the prerendered HTML from memory), so
          // a reload not committed after 5 s with the old document still there was cancelled: it is sent
          // again, in the state the step change has reached. (Waiting for the whole load before deciding took
          // 15 s in every run that met the traversal.)
          const documentStart = () => ui.page.evaluate(() => performance.timeOrigin);
          const before = await documentStart();
          const here = ui.page.url();
          const thisPage = (url: URL) => url.href === here;
          if (RELOAD_LAG_MS > 0)
            await ui.page.route(thisPage, async (route) => {
              await new Promise((resolve) => setTimeout(resolve, RELOAD_LAG_MS));
              await route.fallback();
            });
          const committed = await ui.page.reload({ waitUntil: 'commit', timeout: 5_000 }).then(
            () => true,
            () => false,
          );
          if (!committed && (await documentStart().catch(() => null)) === before)
            await ui.page.reload({ waitUntil: 'commit' });
          if (RELOAD_LAG_MS > 0) await ui.page.unroute(thisPage);
          await gate.open();
          await ui.page.waitForLoadState('load');
          // A reload that committed only after its 5 s returned without the wrapper's wait for the app, and
          // the served page's first paint (/commercial's step 1 heading, no fields) can still be on screen
          // while the app starts and restores another step: the check waits for the app.
          await appOwnsPage(ui.page);
        });
        await test.step(`after the reload, what was entered in ${leaf} is on screen`, () => entered(ui, last));
      },
      /** Drives each step's event, then asserts every state the machine is in (and axe, once per state). */
      async steps(steps: readonly { state: unknown; event: unknown }[]): Promise<void> {
        let before: Snap<M> | null = null;
        for (const [index, step] of steps.entries()) {
          const snapshot = step.state as Snap<M>;
          if (before) await drive(step.event as EventObject & { output?: unknown }, before);
          // The calls of the actors this state invokes are sent (and held) before it is asserted: a waiting
          // state often looks like the one before it, and the next step must not act a state behind.
          for (const src of invokedCalls(snapshot)) await test.step(`${name} sent ${src}`, () => gate.whenHeld(src));
          // Where in the path: a failure names the step and the event that led to it.
          const where = before
            ? `step ${index + 1} of ${steps.length}, after ${(step.event as EventObject).type}`
            : `step 1 of ${steps.length}, the start`;
          for (const leaf of leafPaths((snapshot as { value: unknown }).value)) {
            const assertion = states[leaf];
            if (typeof assertion !== 'function')
              throw new Error(`No assertion for state '${leaf}' (${String(assertion)})`);
            await test.step(`${name} is ${leaf} (${where})`, () =>
              (assertion as (u: UiContext, s: Snap<M>) => Promise<void>)(ui, snapshot));
            const key = `${name}|${leaf}|${spec.axeVariant?.(snapshot) ?? ''}`;
            if (!axeSeen.has(key)) {
              await test.step(`axe in ${leaf}`, expectNoAxeViolations);
              axeSeen.add(key);
            }
          }
          before = snapshot;
        }
      },
    };
  }
}

const ANSWERED_BY = {
  'server-rewritten': 'the server, to a rewritten request',
  fulfill: 'injected answer',
  abort: 'injected abort',
} as const;

function outcome(event: EventObject & { output?: unknown }): string {
  if (event.type.startsWith('xstate.error.')) return 'error';
  const kind = (event.output as { kind?: unknown } | undefined)?.kind;
  return typeof kind === 'string' ? kind : 'done';
}
