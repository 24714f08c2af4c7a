/**
 * The rules the flows share for a failed request: the server's refusal shows its own messages, and a
 * request that throws (after the customer tries again) reads Something went wrong; an account editor
 * stays open through both, for another try.
 */
import { expect } from 'vitest';

interface RunningMachine {
  value(): unknown;
  context(): { errors: readonly string[] };
  resolve(id: string, output: unknown): Promise<void>;
  reject(id: string, error?: unknown): Promise<void>;
}

/**
 * With the actor `id` running: it refuses with `errors` and the machine is back in `state` showing them;
 * `retry` runs it again, it throws, and the errors read Something went wrong.
 */
export async function expectRefusalThenFailure(
  m: RunningMachine,
  id: string,
  { state, retry, errors = ['detail: Not found.'] }: { state: unknown; retry: () => unknown; errors?: string[] },
) {
  await m.resolve(id, { kind: 'invalid', errors });
  expect(m.value()).toEqual(state);
  expect(m.context().errors).toEqual(errors);
  await retry();
  await m.reject(id, new Error('network'));
  expect(m.context().errors).toEqual(['Something went wrong']);
}

interface SavingMachine {
  send(event: { type: string }): void;
  value(): unknown;
  resolve(id: string, output: unknown): Promise<void>;
  reject(id: string, error?: unknown): Promise<void>;
}

/**
 * `save` sends the form to the actor `id`: the server refuses it with `errors` and the editor stays in
 * `state`; saved again, the request throws and the editor still stays (the toasts are the test's to check).
 */
export async function expectSaveRefusedThenFailed(
  t: SavingMachine,
  id: string,
  { save, errors, state = 'editing' }: { save: string; errors: unknown; state?: unknown },
) {
  t.send({ type: save });
  await t.resolve(id, { kind: 'invalid', errors });
  expect(t.value()).toEqual(state);
  t.send({ type: save });
  await t.reject(id);
  expect(t.value()).toEqual(state);
}
