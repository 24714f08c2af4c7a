// design.md §3.2: every actor and effect action of every machine throws "not provided"
// by default, so a view that forgets to `.provide` one fails loudly.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { machines } from '../../machines/index';

describe.each(Object.entries(machines))('%s defaults', (_name, machine) => {
  const actors = Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>);
  const effects = Object.entries(machine.implementations.actions as Record<string, unknown>).filter(
    ([, impl]) => typeof impl === 'function' && !('resolve' in impl),
  );

  it('has an id and a description on every state', () => {
    expect(machine.id).not.toBe('(machine)');
    const walk = (node: { description?: string; states: Record<string, unknown>; id: string }): string[] =>
      Object.values(node.states as Record<string, typeof node>).flatMap((child) => [
        ...(child.description ? [] : [child.id]),
        ...walk(child),
      ]);
    expect(walk(machine.root as never)).toEqual([]);
  });

  it.each(actors)('actor %s rejects with "not provided"', async (name, logic) => {
    // Subscribe (toPromise) before start: an actor that fails during start with no observer is
    // reported by XState as an unhandled error.
    const actor = createActor(logic, { input: undefined });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow(`${name} not provided`);
  });

  it.each(effects)('effect action %s throws "not provided"', (name, impl) => {
    expect(() => (impl as (a: unknown, p: unknown) => void)({}, undefined)).toThrow(`${name} not provided`);
  });
});
