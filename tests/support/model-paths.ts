/**
 * The vitest-free half of the model harness that builds paths: createModel (a TestModel with the
 * harness's state key), shortestPaths, staticPathCoverage and selectCoveringPaths (docs/decisions/001).
 * Split out of model-harness.ts so the Playwright UI model suite (tests/support/ui-model-harness.ts,
 * docs/decisions/006) can generate the same paths without loading vitest.
 */
import { createEmptyActor, __unsafe_getAllOwnEventDescriptors } from 'xstate';
import type {
  AnyActorLogic,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { TestModel, createShortestPathsGen } from 'xstate/graph';
import type { TestPath } from 'xstate/graph';
import { activeStateIds, transitionKey } from './model-harness-core';
import type { PathRun } from './model-harness-core';

export type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;
export type Ev<M extends AnyStateMachine> = EventFromLogic<M>;
export type EventOfType<E extends EventObject, K extends string> = E extends { type: K } ? E : never;
export type FixtureValue<M extends AnyStateMachine, E extends EventObject> =
  readonly E[] | ((snapshot: Snap<M>) => readonly E[]);

/** Fixtures: one entry per external event (required), plus optional actor done/error events. */
export type Fixtures<M extends AnyStateMachine> = {
  [K in Ev<M>['type']]: FixtureValue<M, EventOfType<Ev<M>, K>>;
} & {
  [K in `xstate.done.actor.${string}` | `xstate.error.actor.${string}`]?: FixtureValue<
    M,
    EventObject & { output?: unknown; error?: unknown }
  >;
};

export interface ModelOptions<M extends AnyStateMachine> {
  fixtures: Fixtures<M>;
  input?: InputFrom<M>;
  /** The part of a snapshot's context that identifies a model state (default: all of it). */
  project?: (snapshot: Snap<M>) => unknown;
}

export type MachineModel<M extends AnyStateMachine> = TestModel<Snap<M>, Ev<M>, InputFrom<M>>;
export type MachinePath<M extends AnyStateMachine> = TestPath<Snap<M>, Ev<M>>;

export function createModel<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): MachineModel<M> {
  const fixtures = options.fixtures as Record<string, FixtureValue<M, EventObject> | undefined>;
  const events = (snapshot: Snap<M>): Ev<M>[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot as never).flatMap((type: string) => {
      const fixture = fixtures[type];
      if (!fixture) return [{ type } as Ev<M>];
      const list = typeof fixture === 'function' ? fixture(snapshot) : fixture;
      return list as Ev<M>[];
    });
  return new TestModel<Snap<M>, Ev<M>, InputFrom<M>>(machine as unknown as AnyActorLogic, {
    events,
    ...(options.input === undefined ? {} : { input: options.input }),
    // Events no transition accepts (e.g. a guard fails) are left out: they would only add
    // self-loop nodes, and such a node can shadow a real transition with the same event type.
    filterEvents: (snapshot, event) => (snapshot as unknown as { can: (e: EventObject) => boolean }).can(event),
    // The incoming event (with its payload, so that guard branches on an actor output differ)
    // is part of the key so that every transition into a state is a node
    // of its own: shortest paths then cover transitions, not only states.
    serializeState: nodeKey(options.project),
  });
}

/**
 * A model node's key: the state's value, its context (or the part `project` keeps) and the event that
 * led into it.
 */
export function nodeKey<S>(project: (snapshot: S) => unknown = (s) => (s as { context: unknown }).context) {
  return (snapshot: S, event?: EventObject): string =>
    JSON.stringify({
      value: (snapshot as { value: unknown }).value,
      context: project(snapshot),
      via: event ? JSON.stringify(event) : null,
    });
}

/**
 * `model.getShortestPaths()`: a shortest path to every node, without the paths that are the start of a
 * longer one. xstate's own deduplication compares every path with every kept one, event by event: in a
 * CPU profile of the UI model suites' plan building it was the largest single function (3.1 of 14 s,
 * profiled), and the model suites took 11.3 CPU-s with it against 9.9 with `withoutSubpaths`, which
 * gives the same paths in the same order in one pass.
 */
export function shortestPaths<M extends AnyStateMachine>(model: MachineModel<M>): MachinePath<M>[] {
  const generate = createShortestPathsGen<Snap<M>, Ev<M>, InputFrom<M>>();
  return model.getPaths((logic, options) => withoutSubpaths(generate(logic, options)), { allowDuplicatePaths: true });
}

/**
 * xstate's deduplicatePaths (xstate 5.33, pinned), in one pass: the paths longest first (a stable sort, as
 * there), each kept unless its events are those of a kept path or the start of one (events compared as
 * their JSON, as there). A kept path's every start goes into a set, so each check is one lookup.
 */
export function withoutSubpaths<P extends { steps: readonly { event: unknown }[] }>(paths: readonly P[]): P[] {
  const starts = new Set<string>();
  const kept: P[] = [];
  for (const path of [...paths].sort((a, z) => z.steps.length - a.steps.length)) {
    // JSON never holds a raw line break, so joining on one keeps sequences apart.
    const events = path.steps.map((step) => JSON.stringify(step.event));
    if (starts.has(events.join('\n'))) continue;
    kept.push(path);
    for (let i = 0; i <= events.length; i++) starts.add(events.slice(0, i).join('\n'));
  }
  return kept;
}

/**
 * The transitions (keys) and states a path takes, computed without running actors: each step
 * is replayed with `machine.transition` on an actor scope that records the `@xstate.microstep`
 * inspection events (the same events runPath reads at runtime). Relies on the scope's
 * `system._sendInspectionEvent`, internal to xstate 5.33 (pinned): if it changes, selection
 * degrades to "all paths" and the runtime coverage check still decides.
 * With `initial` (the machine's input), the initial macrostep is replayed too, so that eventless
 * transitions taken on start (e.g. out of a transient 'starting' state) count: the UI model suite
 * measures coverage with this replay (docs/decisions/006).
 */
export function staticPathCoverage<M extends AnyStateMachine>(
  machine: M,
  path: MachinePath<M>,
  initial?: { input: unknown },
): PathRun {
  const transitions = new Set<string>();
  const states = new Set<string>();
  const self = createEmptyActor();
  const scope = {
    self,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: {
      ...self.system,
      _sendInspectionEvent: (ev: { type: string; _transitions?: AnyTransitionDefinition[] }) => {
        for (const t of ev.type === '@xstate.microstep' ? (ev._transitions ?? []) : []) {
          transitions.add(transitionKey(t));
          if (t.source.parent) states.add(t.source.id);
        }
      },
    },
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  if (initial) machine.getInitialSnapshot(scope as never, initial.input as never);
  path.steps.forEach((step, i) => {
    for (const id of activeStateIds(machine, (step.state as unknown as { value: unknown }).value)) states.add(id);
    const prev = path.steps[i - 1];
    if (prev) machine.transition(prev.state as never, step.event as never, scope as never);
  });
  return { transitions, states };
}

/**
 * Greedy set cover: the fewest paths (in practice) that together take every state and
 * transition the full set of shortest paths takes. Keeps the model suite fast.
 */
export function selectCoveringPaths<M extends AnyStateMachine>(
  machine: M,
  paths: readonly MachinePath<M>[],
): MachinePath<M>[] {
  const items = paths.map((p) => {
    const run = staticPathCoverage(machine, p);
    return {
      path: p,
      keys: new Set([...run.transitions].map((t) => `t:${t}`).concat([...run.states].map((st) => `s:${st}`))),
    };
  });
  const uncovered = new Set(items.flatMap((i) => [...i.keys]));
  const chosen: MachinePath<M>[] = [];
  while (uncovered.size > 0) {
    let best = items[0];
    let bestGain = -1;
    for (const item of items) {
      let gain = 0;
      for (const k of item.keys) if (uncovered.has(k)) gain++;
      if (gain > bestGain) {
        best = item;
        bestGain = gain;
      }
    }
    if (!best || bestGain <= 0) break;
    chosen.push(best.path);
    for (const k of best.keys) uncovered.delete(k);
  }
  return chosen;
}
