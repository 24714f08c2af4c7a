/**
 * Long walks for the UI model suite (docs/decisions/006): instead of one browser test per shortest path
 * (each paying a fresh page, a sign-in or seeding, and the first load, for five steps on average), a
 * walk goes on from where it stands to the nearest state or transition no walk has taken yet, until
 * every one reachable is taken. The same states and transitions are covered (the plan test checks it
 * as before) with far fewer page set-ups and fewer steps in all, since a walk does not replay from the
 * start the prefix that shortest paths share.
 *
 * A walk ends at a final state (nothing leads on), when it would pass `maxSteps`, or when the nearest
 * untaken transition is much nearer to the start than to where the walk stands (a fresh start is
 * cheaper than a long way round). Edges whose transition or state is excluded are never taken.
 */
import { transition } from 'xstate';
import type { AnyStateMachine, EventObject } from 'xstate';
import { createModel, nodeKey, staticPathCoverage } from './model-paths';
import type { MachinePath, ModelOptions, Snap } from './model-paths';
import type { PathRun } from './model-harness-core';
import { coverageKeys } from './ui-model-plan';

/** A walk as long as this still ends well inside its test budget on a machine several times slower. */
const MAX_WALK_STEPS = 18;
/** Steps a fresh start costs, in page set-up (a new page, a sign-in or seeding, the first load). */
const RESTART_STEPS = 3;

interface Edge<M extends AnyStateMachine> {
  event: EventObject;
  to: string;
  state: Snap<M>;
  keys: Set<string>;
}

interface Walk<M extends AnyStateMachine, I> {
  entry: I;
  path: MachinePath<M>;
  run: PathRun;
}

/**
 * Walks over every input's model in turn (a later input only adds what the earlier ones could not
 * reach), sharing one set of untaken states and transitions.
 */
export function coveringWalks<M extends AnyStateMachine, I extends { input: unknown }>(
  machine: M,
  inputs: readonly I[],
  options: Omit<ModelOptions<M>, 'input'>,
  excluded: Record<string, unknown>,
  maxSteps = MAX_WALK_STEPS,
): Walk<M, I>[] {
  const graphs = inputs.map((entry) => ({ entry, ...graphOf(machine, entry.input, options, excluded) }));
  const untaken = new Set(graphs.flatMap((g) => [...g.reachable]));
  const walks: Walk<M, I>[] = [];
  for (const g of graphs) {
    // An input whose start alone takes something new (a deep link that redirects at once) gets a walk
    // even if nothing leads on from there.
    let startTakesSomething = [...g.initialKeys].some((k) => untaken.has(k));
    for (const k of g.initialKeys) untaken.delete(k);
    for (;;) {
      const steps: { state: Snap<M>; event: EventObject }[] = [{ state: g.rootState, event: { type: 'xstate.init' } }];
      let at = g.root;
      let actual = g.rootState;
      walking: for (;;) {
        const way = nearestUntaken(g.edges, at, untaken);
        if (!way) break;
        const fromStart = (g.distance.get(way.at(-2)?.to ?? at) ?? Infinity) + 1;
        if (steps.length > 1 && (steps.length - 1 + way.length > maxSteps || way.length > fromStart + RESTART_STEPS))
          break;
        for (const edge of way) {
          // The model's node keeps the first snapshot that reached it; where `project` leaves part of the
          // context out of a node's key, the walk's own snapshot may differ there (a list's sort chosen
          // earlier in the walk). The step is replayed from the walk's snapshot, so every assertion checks
          // what this walk really left on screen; a step that would lead elsewhere ends the walk.
          const [next] = transition(machine, actual, edge.event as never);
          if (
            JSON.stringify((next as { value: unknown }).value) !==
            JSON.stringify((edge.state as { value: unknown }).value)
          )
            break walking;
          steps.push({ state: next, event: edge.event });
          for (const k of edge.keys) untaken.delete(k);
          actual = next;
          at = g.key(next, edge.event);
        }
      }
      if (steps.length === 1 && !startTakesSomething) break;
      startTakesSomething = false;
      const path = { state: steps.at(-1)!.state, steps, weight: steps.length - 1 } as unknown as MachinePath<M>;
      walks.push({ entry: g.entry, path, run: staticPathCoverage(machine, path, { input: g.entry.input }) });
    }
  }
  return walks;
}

function graphOf<M extends AnyStateMachine>(
  machine: M,
  input: unknown,
  options: Omit<ModelOptions<M>, 'input'>,
  excluded: Record<string, unknown>,
) {
  const model = createModel(machine, { ...options, ...(input === undefined ? {} : { input }) } as ModelOptions<M>);
  const key = nodeKey<Snap<M>>(options.project);
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { state: Snap<M>; transitions: Record<string, { event: EventObject; state: Snap<M> }> }
  >;
  const [root, rootNode] = Object.entries(adjacency)[0]!;
  const initialKeys = coverageKeys(
    staticPathCoverage(
      machine,
      { state: rootNode.state, steps: [{ state: rootNode.state, event: { type: 'xstate.init' } }] } as never,
      { input },
    ),
  );
  const edges = new Map<string, Edge<M>[]>();
  for (const [from, node] of Object.entries(adjacency)) {
    const out: Edge<M>[] = [];
    for (const { event, state } of Object.values(node.transitions)) {
      const step = {
        state,
        steps: [
          { state: node.state, event: { type: 'xstate.init' } },
          { state, event },
        ],
      };
      const keys = coverageKeys(staticPathCoverage(machine, step as never));
      if ([...keys].some((k) => k in excluded)) continue;
      out.push({ event, to: key(state, event), state, keys });
    }
    edges.set(from, out);
  }
  // Distances from the start over the edges a walk may take, and what those edges reach.
  const distance = new Map<string, number>([[root, 0]]);
  const reachable = new Set(initialKeys);
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const edge of edges.get(at) ?? []) {
      for (const k of edge.keys) reachable.add(k);
      if (distance.has(edge.to)) continue;
      distance.set(edge.to, distance.get(at)! + 1);
      queue.push(edge.to);
    }
  }
  return { root, rootState: rootNode.state, key, initialKeys, edges, distance, reachable };
}

/** Breadth first from `from`: the shortest way whose last edge takes something untaken, or null. */
function nearestUntaken<M extends AnyStateMachine>(
  edges: Map<string, Edge<M>[]>,
  from: string,
  untaken: Set<string>,
): Edge<M>[] | null {
  const back = new Map<string, { prev: string; edge: Edge<M> } | null>([[from, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const edge of edges.get(at) ?? []) {
      if ([...edge.keys].some((k) => untaken.has(k))) {
        const way = [edge];
        for (let step = back.get(at); step; step = back.get(step.prev)) way.unshift(step.edge);
        return way;
      }
      if (back.has(edge.to)) continue;
      back.set(edge.to, { prev: at, edge });
      queue.push(edge.to);
    }
  }
  return null;
}
