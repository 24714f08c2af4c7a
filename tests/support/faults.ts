/**
 * Faults at every call: for each API call of a flow, one test injects in turn, with Playwright routing,
 * what the reference server never does on demand:
 *
 *   abort  the request fails on the network (it never reaches the server); the customer is told and
 *          retries;
 *   500    that retry is answered 500 (Playwright's answer, so nothing is written); the customer is
 *          told again (checked once the 500 is given: the abort's message may still show) and retries;
 *   10 s   the answer to that retry comes 10 seconds late (the app's own timeout is 60 s): progress
 *          shows all along, and acting again meanwhile sends nothing more. The request is held at the
 *          route (never a sleep): progress and the second press are checked while it is held, then the
 *          page's clock (Playwright's, installed before the first load) runs 10 s, so the page's own
 *          timers (the client's timeout among them) see the answer's lateness, progress is checked
 *          again, and only then is the request let through to the server.
 *
 * One test per call rather than one per fault: the same checks, and the page is brought to the call
 * once (the reach is most of a test's time). Exactly ONE request reaches the server and, for a call
 * that writes, the API then holds exactly one record (`records`): a retry or a double click never makes
 * a duplicate.
 *
 *   defineFaultSuite('checkout', [{ call: 'place the order', method: 'POST', path: /^\/order\/$/, … }])
 *
 * Tests are named `fault: <flow> · <call> · …` and annotated (one annotation per injected fault) for
 * the coverage reporter, which prints how many calls were faulted and how many duplicates were found.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../e2e/support';
import { API_PREFIX, matchesCall } from './ui-model-gate';
import { uiContext } from './ui-model-types';
import type { Call, UiContext } from './ui-model-types';

export const FAULT_ANNOTATION = 'ui-fault';
export const FAULT_KINDS = ['abort', '500', '10 s'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const SLOW_ANSWER_MS = 10_000;

/** The call (its method, and its path after /api/v1) and what the customer does around it. */
export interface FaultCall extends Call {
  /** What the call does, in the customer's terms ('price the quote'). */
  call: string;
  /** Brings the page to the moment just before the call (forms filled, earlier calls answered). */
  reach: (ui: UiContext) => Promise<void>;
  /** The customer's action that sends the call (a no-op when reaching it already sends it, e.g. a page load). */
  send: (ui: UiContext) => Promise<void>;
  /** While the answer is outstanding: what shows progress (a pending button, a loader). */
  pending: (ui: UiContext) => Promise<void>;
  /** Acting again while the answer is outstanding (a double click); it must send nothing more. Default: none. */
  again?: (ui: UiContext) => Promise<void>;
  /** After an abort or a 500: the message the customer sees. */
  failed: (ui: UiContext, kind: Exclude<FaultKind, '10 s'>) => Promise<void>;
  /** The customer's retry (default: `send` again). */
  retry?: (ui: UiContext) => Promise<void>;
  /** The call went through: what the customer sees. */
  done: (ui: UiContext) => Promise<void>;
  /** For a call that writes: how many records the API holds for it now (asserted to be exactly 1). */
  records?: (ui: UiContext) => Promise<number>;
}

export function defineFaultSuite(flow: string, calls: readonly FaultCall[]): void {
  test.describe(`${flow} (faults at every call)`, () => {
    for (const c of calls) {
      test(
        `fault: ${flow} · ${c.call} · abort, then 500, then 10 s late`,
        {
          annotation: FAULT_KINDS.map((kind) => ({
            type: FAULT_ANNOTATION,
            description: `${flow}|${c.call}|${kind}|${c.records ? 'writes' : 'reads'}`,
          })),
        },
        async ({ page, request, seedArea, signInAs }) => {
          test.setTimeout(120_000);
          const ui = uiContext({ page, request, seedArea, signInAs });
          // The page's timers are Playwright's from the first load on, running at the real pace until
          // the test runs them ahead (installed, never paused).
          await page.clock.install();
          const fault = await injectFault(page, c);
          await c.reach(ui);
          fault.arm('abort');
          await c.send(ui);
          await test.step('the abort is told to the customer', () => c.failed(ui, 'abort'));
          // The retry meets a 500; its message is checked once that answer is given (the abort's
          // message may still show until then).
          fault.arm('500');
          await test.step('the retry is answered 500, which is told to the customer', async () => {
            await (c.retry ?? c.send)(ui);
            await fault.answered500();
            await c.failed(ui, '500');
          });
          fault.arm('10 s');
          await (c.retry ?? c.send)(ui);
          await test.step('progress shows while the answer to the second retry is late', async () => {
            // Waits for the call to reach the route, where it is held until `release`.
            await fault.held();
            await c.pending(ui);
            await c.again?.(ui);
            await c.pending(ui);
            // The answer's 10 s pass for the page's own timers (every timer due fires, as in real
            // time): nothing times out or sends again, and progress still shows.
            await page.clock.runFor(SLOW_ANSWER_MS);
            await c.pending(ui);
          });
          // The late answer: the held request (and any second one) goes on to the server.
          fault.release();
          await test.step('the call went through', () => c.done(ui));
          expect(fault.reachedServer(), 'requests that reached the server').toBe(1);
          if (c.records) expect(await c.records(ui), 'records the API holds (duplicates: more than 1)').toBe(1);
        },
      );
    }
  });
}

/**
 * The routing: before `arm`, the call passes; armed, it fails as the armed kind says (abort, 500), or is
 * held until `release` (10 s), and then goes on to the server.
 */
async function injectFault(page: Page, c: FaultCall) {
  let kind: FaultKind | null = null;
  let reached = 0;
  let seen: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (seen = resolve));
  let answered: () => void = () => undefined;
  const answered500 = new Promise<void>((resolve) => (answered = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(`${API_PREFIX}/`),
    async (route: Route, request) => {
      if (!matchesCall(c, request) || !kind) return route.fallback();
      if (kind === 'abort') return route.abort('failed');
      if (kind === '500') {
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
        answered();
        return undefined;
      }
      seen();
      reached++;
      await released;
      return route.fallback().catch(() => undefined);
    },
  );
  return {
    arm: (armed: FaultKind) => (kind = armed),
    release,
    held: () => held,
    answered500: () => answered500,
    reachedServer: () => reached,
  };
}
