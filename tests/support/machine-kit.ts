/**
 * The machine unit tests' kit (tests/machines): starts a machine on the model harness's deferred
 * actors (withDeferredActors in model-harness.ts), so each invoked actor waits until the test
 * resolves or rejects it by invoke id, and records every effect action with its params, so a test
 * asserts what the view would be asked to do (navigate, toast, store...).
 *
 *   const t = startMachine(machine, input)
 *   t.send(event) · t.value() · t.context() · t.snapshot()
 *   t.inputOf(id) · await t.resolve(id, output) · await t.reject(id, error?)
 *   t.effectNames() · t.effect(name) (the params of each call) · t.calls (names and params)
 *   defaultsThrow(machine): every default effect throws "not provided"
 *
 * Invariants: an effect is recorded in the order the machine executes it; resolve and reject
 * settle the promise and let the events it sends run before they return; settling an actor that
 * is not running throws with the list of the running ones.
 */
import { createActor } from 'xstate';
import type { AnyStateMachine, ContextFrom, InputFrom, SnapshotFrom } from 'xstate';
import { flush, withDeferredActors } from './model-harness';

export function startMachine<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) {
  const { machine: deferred, pending } = withDeferredActors(machine);
  const calls: { name: string; params: unknown }[] = [];
  // Effect actions are the plain functions among the implementations (their defaults throw "not
  // provided"); xstate's built-in actions (assign, raise...) are objects with `resolve` and are kept.
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
    /** The running deferred actors by invoke id (their input and signal). */
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
    context: () => actor.getSnapshot().context as ContextFrom<M>,
    snapshot: () => actor.getSnapshot() as SnapshotFrom<M>,
  };
}

/** Every default effect action of a machine throws "not provided": the failures, empty when all do. */
export function defaultsThrow(machine: AnyStateMachine): string[] {
  const failures: string[] = [];
  for (const [name, impl] of Object.entries(machine.implementations.actions as Record<string, unknown>)) {
    if (typeof impl !== 'function' || 'resolve' in impl) continue;
    try {
      (impl as (...a: unknown[]) => unknown)({}, undefined);
      failures.push(`action ${name} did not throw`);
    } catch (e) {
      if (!String((e as Error).message).includes('not provided')) failures.push(`action ${name}: ${String(e)}`);
    }
  }
  return failures;
}
