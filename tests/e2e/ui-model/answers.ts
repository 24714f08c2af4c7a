/** Answers that the executors of several UI model specs give (ui-model-types.ts describes an Answer). */
import { NETWORK, injected, server, serverFor } from '../../support/ui-model-types';
import type { Answer } from '../../support/ui-model-types';

/**
 * The reference server answers the request with `patch` laid over its JSON body: a body the app never
 * sends, which the server refuses for the reason `why`.
 */
export const serverWithBody = (why: string, patch: Record<string, unknown>): Answer =>
  serverFor(why, { body: (b) => ({ ...(b as object), ...patch }) });

type ServerAnswered<S extends string> = { [K in S as `xstate.done.actor.${K}`]: () => Answer } & {
  [K in S as `xstate.error.actor.${K}`]: () => Answer;
};

/**
 * The done and error executors of actors whose calls the reference server answers as they are sent:
 * done is the server's own answer, and error can only be a network failure (the server always answers).
 */
export function serverAnswered<S extends string>(...actors: S[]): ServerAnswered<S> {
  return Object.fromEntries(
    actors.flatMap((actor) => [
      [`xstate.done.actor.${actor}`, server],
      [`xstate.error.actor.${actor}`, () => injected.abort(NETWORK)],
    ]),
  ) as ServerAnswered<S>;
}
