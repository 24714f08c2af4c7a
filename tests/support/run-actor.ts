/**
 * Runs one promise actor of a flow's implementations to its end, as the machine invokes it, and
 * gives its output (or rejects with its error).
 *
 *   expect(await runActor(impl.actors.fetchAccount, { commercial: false })).toEqual(…)
 */
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';

export async function runActor<T>(logic: AnyActorLogic, input?: unknown): Promise<T> {
  return (await toPromise(createActor(logic, { input }).start())) as T;
}
