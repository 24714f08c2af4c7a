/**
 * Fake timers for a whole suite: the machines' delays (debounces, a toast's wait before a redirect,
 * retries) move only when a test advances the clock, and no fake timer outlives its test.
 */
import { afterEach, beforeEach, vi } from 'vitest';

/** Every test of the calling file runs on vitest's fake timers; the real ones are back after each. */
export function useFakeClock(): void {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
}
