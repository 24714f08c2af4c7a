/**
 * Small helpers of the machine unit tests (tests/machines): start a machine with deferred
 * actors and recorded effects (see withDeferredActors), settle an invoked actor by id.
 */
import { createActor } from 'xstate';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { flush, withDeferredActors } from './model-harness';

export function startMachine<M extends AnyStateMachine>(machine: M, input: InputFrom<M>) {
  const { machine: provided, pending, effects } = withDeferredActors(machine);
  const actor = createActor(provided as AnyStateMachine, { input });
  actor.start();
  const settle = async (id: string, outcome: { output: unknown } | { error: unknown }) => {
    const p = pending.get(id);
    if (!p) throw new Error(`actor '${id}' is not running (running: ${[...pending.keys()].join(', ') || 'none'})`);
    pending.delete(id);
    if ('output' in outcome) p.resolve(outcome.output);
    else p.reject(outcome.error);
    await flush();
  };
  return {
    actor,
    pending,
    effects,
    settle,
    value: () => actor.getSnapshot().value as unknown,
    context: () => actor.getSnapshot().context as ReturnType<M['getInitialSnapshot']>['context'],
  };
}

/** Every default effect and actor of a machine throws "not provided". */
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
