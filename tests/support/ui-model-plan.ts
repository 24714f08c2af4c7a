/**
 * The plan helpers of the UI model harness (docs/decisions/006): leaf state paths, transient states,
 * and the covering subset of paths over every input of a machine.
 */
import type { AnyStateNode } from 'xstate';
import type { PathRun } from './model-harness-core';

/** Dot paths of the leaf states of a value ('login.editing'). */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafPaths(v, `${prefix}${k}.`));
}

export function leafNodes(node: AnyStateNode, prefix = ''): { path: string; node: AnyStateNode }[] {
  return Object.entries(node.states as Record<string, AnyStateNode>).flatMap(([key, child]) =>
    Object.keys(child.states).length === 0
      ? [{ path: `${prefix}${key}`, node: child }]
      : leafNodes(child, `${prefix}${key}.`),
  );
}

/** Left in the same macrostep it is entered: its last `always` has no guard. */
export const isTransient = (node: AnyStateNode) => node.always !== undefined && node.always.at(-1)?.guard === undefined;

/** What a path takes, as one set: its states and its transitions. */
export const coverageKeys = (run: PathRun) => new Set([...run.states, ...run.transitions]);

/**
 * Greedy set cover over the paths of every input together (a deep link's paths only add what the
 * visitor's do not reach); ties go to the shorter path. Coverage includes the initial macrostep.
 */
export function coveringSubset<T extends { path: { steps: unknown[] }; run: PathRun }>(candidates: readonly T[]): T[] {
  const keysOf = (c: T) => coverageKeys(c.run);
  const uncovered = new Set(candidates.flatMap((c) => [...keysOf(c)]));
  const chosen: T[] = [];
  while (uncovered.size > 0) {
    let best: T | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      const gain = [...keysOf(c)].filter((k) => uncovered.has(k)).length;
      if (gain > bestGain || (gain === bestGain && best && gain > 0 && c.path.steps.length < best.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const k of keysOf(best)) uncovered.delete(k);
  }
  return chosen;
}
