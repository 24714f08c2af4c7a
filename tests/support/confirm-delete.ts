/**
 * The confirm-first delete the account lists share (saved cards, dogs, service pauses): deleting a row
 * asks first, and only a confirmed delete reaches the server.
 */
import { expect } from 'vitest';

interface ListMachine {
  send(event: { type: string; uuid?: string }): void;
  value(): unknown;
  inputOf(id: string): unknown;
  resolve(id: string, output: unknown): Promise<void>;
}

interface DeleteSteps {
  /**
   * The events' prefix: `${list}.delete`, `${list}.delete.cancel`, `${list}.delete.confirm`; the delete
   * request's invoke id is `delete` and the list's name (deleteCard for `card`).
   */
  list: string;
  uuid: string;
  /** The state the list is in when no question is open: `idle` unless the list says otherwise. */
  idle?: string;
  /** The row the question is about, as the context keeps it. */
  target: () => unknown;
}

/**
 * `${list}.delete` opens the question about `uuid`; cancel closes it and forgets the row; asking again
 * and confirming starts the delete request with the uuid, which then succeeds (what follows is the
 * test's to check).
 */
export async function expectDeleteAsksFirst(t: ListMachine, { list, uuid, idle = 'idle', target }: DeleteSteps) {
  const actor = `delete${list.charAt(0).toUpperCase()}${list.slice(1)}`;
  t.send({ type: `${list}.delete`, uuid });
  expect(t.value()).toBe('confirmingDelete');
  expect(target()).toBe(uuid);
  t.send({ type: `${list}.delete.cancel` });
  expect(t.value()).toBe(idle);
  expect(target()).toBeNull();
  t.send({ type: `${list}.delete`, uuid });
  t.send({ type: `${list}.delete.confirm` });
  expect(t.inputOf(actor)).toEqual({ uuid });
  await t.resolve(actor, undefined);
}
