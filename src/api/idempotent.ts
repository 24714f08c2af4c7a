// A POST that must happen once (an order, a payment): sent with an Idempotency-Key, and sent again with
// the SAME key after a network failure (no answer came back), so the server replays its first answer
// instead of acting twice. An HTTP answer, or a cancellation, is never retried.
import { isAbortError } from './errors';

/** A network failure (not a cancellation, not an HTTP answer): the same attempt may be retried. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError && !isAbortError(error);

/** `send(key)` once, and once more with the same key if no answer came back. */
export async function postOnce<T>(send: (key: string) => Promise<T>, key: string): Promise<T> {
  try {
    return await send(key);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return send(key);
  }
}
