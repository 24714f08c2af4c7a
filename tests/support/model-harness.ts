/**
 * Model-based test harness for the XState v5 machines (design.md §4).
 *
 * Stable API (every machine's model test builds on it; extend, do not break):
 *
 *   createModel(machine, { fixtures, input?, project? })   → TestModel from `xstate/graph`
 *     `fixtures` maps EVERY external event type of the machine to payload fixtures (array or
 *     `(snapshot) => events[]`); the type forces an entry per event, so a new event without a
 *     fixture fails to compile. Keys may also be `xstate.done.actor.<invokeId>` (with `output`)
 *     and `xstate.error.actor.<invokeId>` (with `error`); bare `{ type }` is used for anything
 *     without a fixture (e.g. `xstate.after.<delay>.<stateId>` delay events).
 *     `project(snapshot)` narrows the context that identifies a model state (default: the
 *     whole context); the incoming event type is always part of the key, so shortest paths
 *     reach every (state, incoming transition) pair, not only every state.
 *   shortestPaths(model)                                   → TestPath[] (deduplicated)
 *   runPath(machine, path, { actors?, delays? })          → Promise<PathRun>
 *     Executes the path against the REAL machine: every `fromPromise` actor of the machine is
 *     replaced by a deferred (test-controlled) promise keyed by invoke id; `xstate.done.actor.X`
 *     resolves it with `output`, `xstate.error.actor.X` rejects it with `error`,
 *     `xstate.after.<delay>.<stateId>` advances fake timers by the delay's value, anything else
 *     is `actor.send(event)`. After each step the actor's value and context must equal the
 *     model's. Returns the transitions and states really taken (from the public inspection
 *     API's `@xstate.microstep` events, so eventless and delayed transitions count too).
 *   Events no transition accepts in a state (snapshot.can is false) are not explored.
 *   selectCoveringPaths(machine, paths)                    → the few paths that take every state
 *     and transition the shortest paths take (static replay, greedy set cover)
 *   machineInventory(machine)                              → all state ids and transition keys
 *   computeCoverage(name, machine, runs)                   → CoverageRow (covered/total, missing)
 *   formatCoverageTable(rows)                              → printable table, one line a machine
 *   defineModelSuite(name, machine, options)               → vitest describe(): builds the model,
 *     runs every path, records the row in the shared registry (printed once at the end of the
 *     run by tests/support/model-coverage.global.ts) and FAILS below 100% states or transitions.
 *
 * Keep models finite: fixtures with one or two values per event and a `project` that drops
 * context irrelevant to guards. The whole model suite must stay under 60 s.
 */
import { createActor, fromPromise } from 'xstate';
import type { AnyActorLogic, AnyStateMachine, AnyTransitionDefinition, EventObject, InputFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { recordCoverageRow } from './model-coverage';
import { activeStateIds, computeCoverage, transitionKey } from './model-harness-core';
import type { PathRun } from './model-harness-core';
import { createModel, selectCoveringPaths, shortestPaths } from './model-paths';
import type { MachineModel, MachinePath, ModelOptions, Snap } from './model-paths';

export * from './model-harness-core';
export * from './model-paths';

// ---------------------------------------------------------------------------------------------
// Executing a path against the real machine

interface Pending {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal;
  input: unknown;
}

export interface RunOptions {
  /** Machine input (the same as the model's). */
  input?: unknown;
  /** Replacement actors (e.g. callback actors) on top of the deferred promise actors. */
  actors?: Record<string, AnyActorLogic>;
  /** Delay values in ms by delay name, when the machine's delay is a function. */
  delays?: Record<string, number>;
  /** Compare context after each step (default true). */
  compareContext?: boolean;
  /**
   * The model's projection of the context (ModelOptions.project). When given, the executed
   * path is checked on the projection, not on the full context: with a projection, the path's
   * stored snapshots are representatives of their model state, not the exact snapshots.
   */
  project?: (snapshot: never) => unknown;
}

/** Lets resolved promises and the events they send settle. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function delayOf(machine: AnyStateMachine, eventType: string, overrides: Record<string, number> | undefined): number {
  const rest = eventType.slice('xstate.after.'.length);
  const name = rest.slice(0, rest.indexOf('.'));
  const fromOverride = overrides?.[name];
  if (fromOverride !== undefined) return fromOverride;
  if (/^\d+$/.test(name)) return Number(name);
  const configured = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof configured === 'number') return configured;
  throw new Error(`Delay '${name}' is not a number: pass it in RunOptions.delays`);
}

/**
 * A provided machine whose promise actors are deferred: each invocation registers itself by
 * invoke id (`self.id`) and waits for the test to settle it. Effect actions (plain functions:
 * navigate, persist, toast..., whose defaults throw "not provided") are replaced by recorders
 * that append their name to `effects`; built-in actions (assign, raise...) are kept.
 */
export function withDeferredActors<M extends AnyStateMachine>(machine: M, extra?: Record<string, AnyActorLogic>) {
  const pending = new Map<string, Pending>();
  const effects: string[] = [];
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self, signal }) =>
          new Promise((resolve, reject) => {
            pending.set(self.id, { resolve, reject, signal, input });
          }),
      ),
    ]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions as Record<string, unknown>)
      .filter(([, impl]) => typeof impl === 'function' && !('resolve' in impl))
      .map(([name]) => [name, () => void effects.push(name)]),
  );
  const provided = machine.provide({ actors: { ...actors, ...extra }, actions } as never) as M;
  return { machine: provided, pending, effects };
}

export async function runPath<M extends AnyStateMachine>(
  machine: M,
  path: MachinePath<M>,
  options: RunOptions = {},
): Promise<PathRun> {
  const { machine: provided, pending } = withDeferredActors(machine, options.actors);
  const transitions = new Set<string>();
  const states = new Set<string>();
  vi.useFakeTimers();
  // Only the machine's own microsteps count (not its children's); the initial macrostep's
  // eventless transitions are inspected too, since `inspect` is attached before init.
  // The harness is generic over machines: the actor is handled as an AnyStateMachine actor.
  const actor = createActor(provided as AnyStateMachine, {
    ...(options.input === undefined ? {} : { input: options.input }),
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep' && ev.actorRef.sessionId === ev.rootId) {
        for (const t of (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          transitions.add(transitionKey(t));
          // A transient state (e.g. an initial eventless choice) is only ever seen as a source.
          if (t.source.parent) states.add(t.source.id);
        }
        // Transient states (left by an eventless transition in the same macrostep) count too.
        for (const id of activeStateIds(provided, (ev.snapshot as unknown as { value: unknown }).value)) states.add(id);
      }
    },
  });
  const check = (expected: Snap<M>, label: string) => {
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `state after ${label}`).toEqual((expected as { value: unknown }).value);
    if (options.project) {
      expect(options.project(snapshot as never), `model context after ${label}`).toEqual(
        options.project(expected as never),
      );
    } else if (options.compareContext !== false) {
      expect(snapshot.context, `context after ${label}`).toEqual((expected as { context: unknown }).context);
    }
    for (const id of activeStateIds(provided, snapshot.value)) states.add(id);
  };
  try {
    actor.start();
    const [first, ...rest] = path.steps;
    if (first) check(first.state, 'xstate.init');
    for (const step of rest) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown };
      const type = event.type;
      if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
        const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
        const p = pending.get(id);
        if (!p) throw new Error(`No pending actor '${id}' for ${type}`);
        pending.delete(id);
        if (type.startsWith('xstate.done')) p.resolve(event.output);
        else p.reject(event.error);
        await flush();
      } else if (type.startsWith('xstate.after.')) {
        await vi.advanceTimersByTimeAsync(delayOf(provided, type, options.delays));
        await flush();
      } else {
        actor.send(event as never);
        await flush();
      }
      check(step.state, type);
    }
  } finally {
    actor.stop();
    vi.useRealTimers();
  }
  return { transitions, states };
}

// ---------------------------------------------------------------------------------------------
// One describe() per machine

export interface ModelSuiteOptions<M extends AnyStateMachine>
  extends ModelOptions<M>, Omit<RunOptions, 'input' | 'project'> {
  /** Several inputs (e.g. visitor / signed-in / deep link): one model each, coverage is their union. */
  inputs?: readonly InputFrom<M>[];
  /**
   * 'cover' (default): run the smallest covering subset of the shortest paths (selectCoveringPaths);
   * 'all': run every shortest path.
   */
  select?: 'cover' | 'all';
  /** Extra paths (e.g. simple paths of a small graph) appended to the shortest paths. */
  extraPaths?: (model: MachineModel<M>) => MachinePath<M>[];
}

export function defineModelSuite<M extends AnyStateMachine>(
  name: string,
  machine: M,
  options: ModelSuiteOptions<M>,
): void {
  describe(`${name} (model)`, () => {
    const inputs: readonly (InputFrom<M> | undefined)[] = options.inputs ?? [options.input];
    const runs: PathRun[] = [];
    let total = 0;
    inputs.forEach((input, n) => {
      const model = createModel(machine, { ...options, ...(input === undefined ? {} : { input }) });
      const all = shortestPaths(model);
      const paths = [
        ...(options.select === 'all' ? all : selectCoveringPaths(machine, all)),
        ...(options.extraPaths?.(model) ?? []),
      ];
      total += paths.length;
      paths.forEach((path, i) => {
        const events = path.steps
          .slice(1)
          .map((s) => s.event.type)
          .join(' → ');
        it(`${inputs.length > 1 ? `input ${n} ` : ''}path ${i}: ${events || '(initial state)'}`, async () => {
          runs.push(
            await runPath(machine, path, { ...options, input, project: options.project as RunOptions['project'] }),
          );
        });
      });
    });

    // Runs after every path (tests of a describe run in order). The suite fails below 100%
    // and lists exactly what no path reached.
    it('covers 100% of states and transitions', () => {
      const row = computeCoverage(name, machine, runs);
      recordCoverageRow(row);
      expect(runs.length, 'every path ran').toBe(total);
      expect({ missingStates: row.missingStates, missingTransitions: row.missingTransitions }).toEqual({
        missingStates: [],
        missingTransitions: [],
      });
    });
  });
}
