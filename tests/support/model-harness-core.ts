/**
 * The vitest-free half of the model harness: machine inventory, coverage and the table.
 * Imported by the harness (in workers) and by the global setup (in the main process).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// ---------------------------------------------------------------------------------------------
// Inventory and coverage

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ]);
}

/** Stable key of a transition definition: source id, event type and its index among candidates. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  if (t.eventType === '' || !source.transitions.get(t.eventType)?.includes(t)) {
    return `${source.id} [always ${source.always?.indexOf(t) ?? -1}]`;
  }
  const candidates = source.transitions.get(t.eventType) ?? [];
  const guard = t.guard ? ` if ${describeGuard(t.guard)}` : '';
  return `${source.id} --${t.eventType}[${candidates.indexOf(t)}]${guard}`;
}

export function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return guard.name || 'inline';
  return 'guard';
}

export interface Inventory {
  states: string[];
  transitions: string[];
}

export function machineInventory(machine: AnyStateMachine): Inventory {
  const nodes = [machine.root, ...allStateNodes(machine.root)];
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
  return { states: allStateNodes(machine.root).map((n) => n.id), transitions: [...new Set(transitions)] };
}

/** Ids of every active state node of a state value (root excluded). */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const walk = (node: AnyStateNode, v: unknown): string[] => {
    if (typeof v === 'string') {
      const child = (node.states as Record<string, AnyStateNode>)[v];
      return child ? [child.id] : [];
    }
    if (v && typeof v === 'object') {
      return Object.entries(v as Record<string, unknown>).flatMap(([key, sub]) => {
        const child = (node.states as Record<string, AnyStateNode>)[key];
        return child ? [child.id, ...walk(child, sub)] : [];
      });
    }
    return [];
  };
  return walk(machine.root, value);
}

export interface PathRun {
  transitions: Set<string>;
  states: Set<string>;
}

export interface CoverageRow {
  machine: string;
  paths: number;
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  missingStates: string[];
  missingTransitions: string[];
}

export function computeCoverage(name: string, machine: AnyStateMachine, runs: readonly PathRun[]): CoverageRow {
  const inventory = machineInventory(machine);
  const states = new Set(runs.flatMap((r) => [...r.states]));
  const transitions = new Set(runs.flatMap((r) => [...r.transitions]));
  const missingStates = inventory.states.filter((s) => !states.has(s));
  const missingTransitions = inventory.transitions.filter((t) => !transitions.has(t));
  return {
    machine: name,
    paths: runs.length,
    statesCovered: inventory.states.length - missingStates.length,
    statesTotal: inventory.states.length,
    transitionsCovered: inventory.transitions.length - missingTransitions.length,
    transitionsTotal: inventory.transitions.length,
    missingStates,
    missingTransitions,
  };
}

const pct = (a: number, b: number) => (b === 0 ? 100 : Math.floor((a / b) * 1000) / 10);

export function isComplete(row: CoverageRow): boolean {
  return row.statesCovered === row.statesTotal && row.transitionsCovered === row.transitionsTotal;
}

export function formatCoverageTable(rows: readonly CoverageRow[]): string {
  const sorted = [...rows].sort((a, b) => a.machine.localeCompare(b.machine));
  const lines = sorted.map((r) => {
    const states = `${r.statesCovered}/${r.statesTotal} (${pct(r.statesCovered, r.statesTotal)}%)`;
    const transitions = `${r.transitionsCovered}/${r.transitionsTotal} (${pct(r.transitionsCovered, r.transitionsTotal)}%)`;
    return `${r.machine.padEnd(22)} ${String(r.paths).padStart(5)}  ${states.padEnd(16)} ${transitions.padEnd(18)} ${isComplete(r) ? 'ok' : 'BELOW 100%'}`;
  });
  return ['Model coverage (machine, paths, states, transitions)', ...lines].join('\n');
}

export function readCoverageRows(dir: string): CoverageRow[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CoverageRow);
}
