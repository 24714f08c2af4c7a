// docs/flows must match what `npm run flows` generates from the machines right now.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import type { AnyStateNode } from 'xstate';
import { machines } from '../../machines/index';
import { renderAll, renderFlowDoc, staleFlowDocs } from '../../scripts/flows';

const sample = setup({ guards: { isReady: () => true }, delays: { wait: 400 } }).createMachine({
  id: 'sample',
  initial: 'a',
  states: {
    a: { description: 'First | state', on: { 'sample.go': { guard: 'isReady', target: 'b' } } },
    b: { description: 'Second', after: { wait: 'c' } },
    c: { description: 'Done', type: 'final' },
  },
});

describe('docs/flows', () => {
  it('is up to date with the machines (run `npm run flows` when this fails)', () => {
    expect(staleFlowDocs()).toEqual([]);
  });

  it('has one document per registered machine', () => {
    expect([...renderAll().keys()].sort()).toEqual(
      Object.keys(machines)
        .map((f) => `${f}.md`)
        .sort(),
    );
  });

  it('every registered machine has an id and a description on every state (design §3.1)', () => {
    const missing = Object.entries(machines).flatMap(([flow, machine]) => {
      const walk = (node: AnyStateNode): string[] =>
        Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
          ...(child.description ? [] : [`${flow}: ${child.id}`]),
          ...walk(child),
        ]);
      return [...(machine.id && machine.id !== '(machine)' ? [] : [`${flow}: no id`]), ...walk(machine.root)];
    });
    expect(missing).toEqual([]);
  });

  it('renders a diagram and tables of states, events and guards', () => {
    const doc = renderFlowDoc('sample', sample);
    expect(doc).toContain('stateDiagram-v2');
    expect(doc).toContain('a --> b: sample.go [isReady]');
    expect(doc).toContain('b --> c: after wait');
    expect(doc).toContain('| `a` | atomic | First \\| state |');
    expect(doc).toContain('- `isReady`: `a` on sample.go');
    expect(doc).toContain('- `wait`: 400 ms');
  });

  it('detects stale, missing and orphan documents', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flows-'));
    try {
      const registry = { sample };
      expect(staleFlowDocs(dir, registry)).toEqual(['sample.md']);
      fs.writeFileSync(path.join(dir, 'sample.md'), renderFlowDoc('sample', sample));
      expect(staleFlowDocs(dir, registry)).toEqual([]);
      fs.writeFileSync(path.join(dir, 'sample.md'), `${renderFlowDoc('sample', sample)}\nedited`);
      expect(staleFlowDocs(dir, registry)).toEqual(['sample.md']);
      fs.writeFileSync(path.join(dir, 'sample.md'), renderFlowDoc('sample', sample));
      fs.writeFileSync(path.join(dir, 'orphan.md'), 'x');
      expect(staleFlowDocs(dir, registry)).toEqual(['orphan.md']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
