/**
 * Keeps the unit tests of screens and actors from leaking into one another: the toast queue is
 * app-wide, so a toast left open would show in the next test, and the stores read web storage.
 *
 *   isolateScreenTests()                         // fresh storage before; unmount, close toasts after
 *   isolateScreenTests({ storage: false, restoreMocks: true })
 *   afterEach(closeToasts)                       // actor tests that render nothing
 *   toastMessages() · toastContents()            // what the toasts on screen say (with their kind)
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toastQueue } from '../../src/ui/toast-queue';

/** What the toasts on screen say, oldest first. */
export const toastMessages = () => toastQueue.visibleToasts.map((t) => t.content.message);

/** The toasts on screen, kind and message, oldest first. */
export const toastContents = () => toastQueue.visibleToasts.map((t) => t.content);

/** Closes every toast on screen. */
export function closeToasts() {
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
}

/**
 * Registers the hooks of a screen test file: before each test, empty localStorage and
 * sessionStorage (unless `storage: false`); after it, the screen unmounted, spies restored (with
 * `restoreMocks`) and every toast closed.
 */
export function isolateScreenTests(opts: { storage?: boolean; restoreMocks?: boolean } = {}) {
  if (opts.storage ?? true)
    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  afterEach(() => {
    cleanup();
    if (opts.restoreMocks) vi.restoreAllMocks();
    closeToasts();
  });
}
