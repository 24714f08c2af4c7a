/**
 * The events xstate sends when an invoked actor settles, as the model fixtures list them: one done
 * event per output the actor may give, or the error event of an actor that throws (a network
 * failure, a declined card...). Free of vitest: the UI model suite (Playwright) loads the fixtures too.
 */
export const actorDone = (id: string, ...outputs: unknown[]) =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));

export const actorFailed = (id: string, message = 'offline') => [
  { type: `xstate.error.actor.${id}`, error: new Error(message) },
];
