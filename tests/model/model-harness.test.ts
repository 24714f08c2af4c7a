// Self-test of the model harness on a tiny machine with an invoke, a guard branch on the
// actor's output, a named delay and an eventless transition: paths are generated, executed
// against the real machine with deferred actors, and coverage reaches (and can miss) 100%.
import { describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import {
  computeCoverage,
  createModel,
  formatCoverageTable,
  machineInventory,
  runPath,
  shortestPaths,
  withDeferredActors,
} from '../support/model-harness';
import { createActor } from 'xstate';
import { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import { pauseServiceFixtures, pauseServiceInput } from './pause-service.fixtures';

type Out = { kind: 'ok'; n: number } | { kind: 'no' };
const tiny = setup({
  types: {} as { context: { n: number }; events: { type: 'go'; n: number } | { type: 'back' } },
  actors: { load: fromPromise<Out, { n: number }>(() => Promise.reject(new Error('load not provided'))) },
  delays: { wait: 400 },
  guards: { isOk: (_, out: Out) => out.kind === 'ok', isBig: ({ context }) => context.n > 1 },
}).createMachine({
  id: 'tiny',
  context: { n: 0 },
  initial: 'idle',
  states: {
    idle: { description: 'Waiting', on: { go: { target: 'waiting', actions: assign({ n: ({ event }) => event.n }) } } },
    waiting: { description: 'Debouncing', after: { wait: 'loading' }, on: { back: 'idle' } },
    loading: {
      description: 'Loading',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ n: context.n }),
        onDone: [
          { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'checking' },
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
    checking: { description: 'Eventless choice', always: [{ guard: 'isBig', target: 'done' }, { target: 'idle' }] },
    done: { description: 'Finished', type: 'final' },
  },
});

const fixtures = {
  go: [
    { type: 'go', n: 1 },
    { type: 'go', n: 2 },
  ],
  back: [{ type: 'back' }],
  'xstate.done.actor.load': [
    { type: 'xstate.done.actor.load', output: { kind: 'ok', n: 1 } },
    { type: 'xstate.done.actor.load', output: { kind: 'no' } },
  ],
  'xstate.error.actor.load': [{ type: 'xstate.error.actor.load', error: new Error('boom') }],
} as const;

describe('model harness', () => {
  it('lists states and transitions of a machine', () => {
    const inv = machineInventory(tiny);
    expect(inv.states).toEqual(['tiny.idle', 'tiny.waiting', 'tiny.loading', 'tiny.checking', 'tiny.done']);
    expect(inv.transitions).toHaveLength(8);
    expect(inv.transitions).toContain('tiny.waiting --xstate.after.wait.tiny.waiting[0]');
    expect(inv.transitions).toContain('tiny.loading --xstate.done.actor.load[0] if isOk');
    expect(inv.transitions).toContain('tiny.checking [always 1]');
  });

  it('covers every state and transition with executed shortest paths, and reports gaps', async () => {
    const model = createModel(tiny, { fixtures });
    const paths = shortestPaths(model);
    const runs = [];
    for (const p of paths) runs.push(await runPath(tiny, p));
    const row = computeCoverage('tiny', tiny, runs);
    expect(row.missingStates).toEqual([]);
    expect(row.missingTransitions).toEqual([]);
    expect(formatCoverageTable([row])).toMatch(/tiny\s+\d+\s+5\/5 \(100%\)\s+8\/8 \(100%\)\s+ok/);

    const partial = computeCoverage('tiny', tiny, runs.slice(0, 1));
    expect(partial.transitionsCovered).toBeLessThan(partial.transitionsTotal);
    expect(formatCoverageTable([partial])).toContain('BELOW 100%');
  });

  it("gives xstate's own shortest paths, in the same order, on a machine of the app", () => {
    const model = createModel(pauseServiceMachine, { fixtures: pauseServiceFixtures, input: pauseServiceInput });
    const events = (paths: readonly { steps: readonly { event: { type: string } }[] }[]) =>
      paths.map((p) => p.steps.map((s) => JSON.stringify(s.event)).join(' → '));
    const ours = events(shortestPaths(model));
    expect(ours.length).toBeGreaterThan(5);
    expect(ours).toEqual(events(model.getShortestPaths()));
  });

  it('fails a path whose expected state differs from the machine', async () => {
    const model = createModel(tiny, { fixtures });
    const path = shortestPaths(model).find((p) => p.steps.length > 2)!;
    const broken = {
      ...path,
      steps: path.steps.map((s, i) => (i === 1 ? { ...s, state: { ...s.state, value: 'done' } } : s)),
    };
    await expect(runPath(tiny, broken as typeof path)).rejects.toThrow(/state after/);
  });

  it('deferred actors expose input and abort their signal when stopped', () => {
    vi.useFakeTimers();
    const { machine, pending } = withDeferredActors(tiny);
    const actor = createActor(machine).start();
    actor.send({ type: 'go', n: 2 });
    expect(pending.size).toBe(0);
    vi.advanceTimersByTime(400);
    const load = pending.get('load');
    expect(load?.input).toEqual({ n: 2 });
    expect(load?.signal.aborted).toBe(false);
    actor.stop();
    expect(load?.signal.aborted).toBe(true);
    vi.useRealTimers();
  });
});
