/**
 * Unit-test kit for machines-b's machine tests: starts a machine with the shared harness's
 * deferred actors (tests/support/model-harness.ts) and records every effect action WITH its
 * params (the harness records only names), so tests can assert what the view would be asked
 * to do (navigate, toast, persist...).
 */
import { createActor } from 'xstate';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { flush, withDeferredActors } from '../../support/model-harness';

export function startMachine<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) {
  const { machine: deferred, pending } = withDeferredActors(machine);
  const calls: { name: string; params: unknown }[] = [];
  const effects = Object.fromEntries(
    Object.entries(machine.implementations.actions as Record<string, unknown>)
      .filter(([, impl]) => typeof impl === 'function' && !('resolve' in impl))
      .map(([name]) => [name, (_: unknown, params: unknown) => void calls.push({ name, params })]),
  );
  const provided = deferred.provide({ actions: effects } as never) as M;
  const actor = createActor(provided as AnyStateMachine, input === undefined ? {} : { input }).start();

  const take = (id: string) => {
    const p = pending.get(id);
    if (!p) throw new Error(`actor '${id}' is not running (running: ${[...pending.keys()].join(', ') || 'none'})`);
    pending.delete(id);
    return p;
  };
  return {
    actor,
    pending,
    calls,
    /** Params of every call of one effect action, in order. */
    effect: (name: string) => calls.filter((c) => c.name === name).map((c) => c.params),
    /** Names of the effect actions called, in order. */
    effectNames: () => calls.map((c) => c.name),
    /** Input the running actor `id` was started with. */
    inputOf: (id: string) => {
      const p = pending.get(id);
      if (!p) throw new Error(`actor '${id}' is not running`);
      return p.input;
    },
    resolve: async (id: string, output: unknown) => {
      take(id).resolve(output);
      await flush();
    },
    reject: async (id: string, error: unknown = new Error('network down')) => {
      take(id).reject(error);
      await flush();
    },
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    snapshot: () => actor.getSnapshot(),
  };
}
