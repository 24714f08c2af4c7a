/**
 * The events the model fixtures list again and again: those that carry nothing but their type, and
 * the ones xstate sends when an invoked actor settles (one done event per output the actor may give,
 * or the error event of an actor that throws: a network failure, a declined card...), such as a save's
 * three endings. Free of vitest: the UI model suite (Playwright) loads the fixtures too.
 */
export const actorDone = (id: string, ...outputs: unknown[]) =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));

export const actorFailed = (id: string, message = 'offline') => [
  { type: `xstate.error.actor.${id}`, error: new Error(message) },
];

/** Each event that carries nothing but its type, as its own one-event fixture: { [type]: [{ type }] }. */
export function plainEvents<T extends string>(...types: T[]): { [K in T]: { type: K }[] } {
  return Object.fromEntries(types.map((type) => [type, [{ type }]])) as { [K in T]: { type: K }[] };
}

type SettledEvents = { type: string; output?: unknown; error?: unknown }[];

/** A save request's three endings: saved, refused with the server's `errors`, or failed (offline). */
export function saveSettles<I extends string>(id: I, errors: unknown) {
  return {
    [`xstate.done.actor.${id}`]: actorDone(id, { kind: 'saved' }, { kind: 'invalid', errors }),
    [`xstate.error.actor.${id}`]: actorFailed(id),
  } as { [K in `xstate.done.actor.${I}` | `xstate.error.actor.${I}`]: SettledEvents };
}
