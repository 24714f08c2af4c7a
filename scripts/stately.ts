/**
 * `npm run stately [machine…]`: reads every machine file the way Stately does (its static
 * extractor, `@xstate/machine-extractor`, which the Studio's code import and the VS Code extension
 * use) and compares what it shows with what the machine runs: every state, each event's guards
 * and named actions in order, `after`/`always`, an invoke's onDone/onError and entry actions.
 * Exits 1 on a difference. A shared piece of a machine must therefore be an implementation (a
 * named action, guard or actor in `setup`), never configuration built elsewhere (a spread, a
 * constant, a function's result): Stately cannot read those and silently drops them.
 *
 * The extractor needs XState 4 at run time (a peer dependency the app cannot share), so it is
 * installed on first use into node_modules/.cache/stately, outside the app's dependency tree.
 * Not part of `npm test`: it needs the npm registry once.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machines } from '../machines/index';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOL_DIR = path.join(ROOT, 'node_modules/.cache/stately');
const EXTRACTOR = '@xstate/machine-extractor@0.16.0';
const XSTATE_4 = 'xstate@4.38.3';

function loadExtractor(): { extractMachinesFromFile: (code: string) => { machines: (Extracted | null)[] } } {
  const entry = path.join(TOOL_DIR, 'node_modules/@xstate/machine-extractor');
  if (!fs.existsSync(entry)) {
    fs.mkdirSync(TOOL_DIR, { recursive: true });
    fs.writeFileSync(path.join(TOOL_DIR, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', TOOL_DIR, EXTRACTOR, XSTATE_4], {
      stdio: 'inherit',
    });
  }
  return createRequire(path.join(TOOL_DIR, 'package.json'))('@xstate/machine-extractor');
}

interface Extracted {
  toConfig(): StaticNode;
}
interface StaticAction {
  action?: { type?: string };
  kind?: string;
}
interface StaticTransition {
  cond?: { type?: string };
  actions?: StaticAction | StaticAction[];
}
interface StaticNode {
  states?: Record<string, StaticNode>;
  on?: Record<string, StaticTransition | StaticTransition[]>;
  after?: Record<string, StaticTransition | StaticTransition[]>;
  always?: StaticTransition | StaticTransition[];
  entry?: StaticAction | StaticAction[];
  invoke?: { src?: string | { type?: string }; onDone?: StaticTransition; onError?: StaticTransition }[];
}

/** A state's shape: its entry actions and, for each trigger, "guard | action, action" per branch. */
type Shape = Record<string, { entry: string[]; triggers: Record<string, string[]> }>;

const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
/** `and(['a', 'b'])` and `not('a')` read the same as the running machine's guard objects. */
const guardText = (g: string) => g.replace(/[\s'"[\]]/g, '');

function staticShape(root: StaticNode): Shape {
  const shape: Shape = {};
  const action = (a: StaticAction) => a.action?.type ?? `(unreadable ${a.kind ?? 'action'})`;
  const branch = (t: StaticTransition) =>
    `${guardText(t.cond?.type ?? '')} | ${list(t.actions).map(action).join(', ')}`;
  const walk = (node: StaticNode, at: string) => {
    const triggers: Record<string, string[]> = {};
    for (const [event, t] of Object.entries(node.on ?? {})) triggers[event] = list(t).map(branch);
    for (const [delay, t] of Object.entries(node.after ?? {})) triggers[`after ${delay}`] = list(t).map(branch);
    if (node.always) triggers.always = list(node.always).map(branch);
    for (const inv of list(node.invoke)) {
      const src = typeof inv.src === 'string' ? inv.src : inv.src?.type;
      if (inv.onDone) triggers[`done ${src}`] = list(inv.onDone).map(branch);
      if (inv.onError) triggers[`error ${src}`] = list(inv.onError).map(branch);
    }
    shape[at || '(root)'] = { entry: list(node.entry).map(action), triggers };
    for (const [key, child] of Object.entries(node.states ?? {})) walk(child, at ? `${at}.${key}` : key);
  };
  walk(root, '');
  return shape;
}

type RuntimeGuard = string | { type?: string } | ((...args: never[]) => boolean) | undefined;
function runtimeGuard(g: RuntimeGuard): string {
  if (!g) return '';
  if (typeof g === 'string') return g;
  if (typeof g === 'function') {
    const inner = (g as { guards?: RuntimeGuard[] }).guards ?? [];
    return `${g.name}(${inner.map(runtimeGuard).join(',')})`;
  }
  return g.type ?? '';
}
/** XState's own actions (raise, assign written inline, …) are not named effects; Stately draws them without a name. */
function runtimeActions(actions: readonly unknown[]): string[] {
  return actions
    .map((a) => (typeof a === 'string' ? a : ((a as { type?: string }).type ?? '')))
    .filter((type) => type && !type.startsWith('xstate.'));
}

function runtimeShape(machine: AnyStateMachine): Shape {
  const shape: Shape = {};
  const branch = (t: { guard?: RuntimeGuard; actions: readonly unknown[] }) =>
    `${runtimeGuard(t.guard)} | ${runtimeActions(t.actions).join(', ')}`;
  const walk = (node: AnyStateNode, at: string) => {
    const triggers: Record<string, string[]> = {};
    const invokes = node.invoke as { id: string; src: string }[];
    for (const [event, ts] of node.transitions) {
      let key = event;
      if (event.startsWith('xstate.after.')) key = `after ${event.split('.')[2]}`;
      for (const kind of ['done', 'error'])
        if (event.startsWith(`xstate.${kind}.actor.`))
          key = `${kind} ${invokes.find((i) => event === `xstate.${kind}.actor.${i.id}`)?.src}`;
      triggers[key] = ts.map(branch);
    }
    if (node.always?.length) triggers.always = node.always.map(branch);
    shape[at || '(root)'] = { entry: runtimeActions(node.entry), triggers };
    for (const [key, child] of Object.entries(node.states as Record<string, AnyStateNode>))
      walk(child, at ? `${at}.${key}` : key);
  };
  walk(machine.root, '');
  return shape;
}

function differences(seen: Shape, runs: Shape): string[] {
  const out: string[] = [];
  for (const at of new Set([...Object.keys(runs), ...Object.keys(seen)])) {
    const [s, r] = [seen[at], runs[at]];
    if (!s || !r) {
      out.push(`state ${at}: ${s ? 'Stately shows a state the machine does not have' : 'Stately does not show it'}`);
      continue;
    }
    if (s.entry.join() !== r.entry.join()) out.push(`${at} entry: Stately [${s.entry}], runs [${r.entry}]`);
    for (const trigger of new Set([...Object.keys(r.triggers), ...Object.keys(s.triggers)])) {
      const [st, rt] = [s.triggers[trigger] ?? ['(not shown)'], r.triggers[trigger] ?? ['(none)']];
      if (st.join(' ; ') !== rt.join(' ; '))
        out.push(`${at} on ${trigger}: Stately [${st.join(' ; ')}], runs [${rt.join(' ; ')}]`);
    }
  }
  return out;
}

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const extractor = loadExtractor();
let failed = 0;
for (const [name, machine] of Object.entries(machines)) {
  if (asked.length && !asked.includes(name)) continue;
  const code = fs.readFileSync(path.join(ROOT, 'machines', name, `${name}.machine.ts`), 'utf8');
  // The extractor logs every params arrow function it cannot evaluate; that is expected (Stately
  // shows the action's name, and the params are the app's business).
  const { log, warn, error } = console;
  console.log = console.warn = console.error = () => {};
  let extracted: StaticNode | undefined;
  try {
    extracted = extractor.extractMachinesFromFile(code).machines[0]?.toConfig();
  } finally {
    Object.assign(console, { log, warn, error });
  }
  const diffs = extracted ? differences(staticShape(extracted), runtimeShape(machine)) : ['no machine found'];
  if (diffs.length) failed++;
  console.log(`${diffs.length ? '✗' : '✓'} ${name}${diffs.map((d) => `\n    ${d}`).join('')}`);
}
console.log(failed ? `\n${failed} machine(s) read differently by Stately` : '\nStately reads every machine as it runs');
process.exit(failed ? 1 : 0);
