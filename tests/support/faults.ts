/**
 * Faults at every call: each API call of a flow is injected in turn, with Playwright routing, with what
 * the reference server never does on demand:
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
 * The calls are faulted along walks: one test per walk, which brings the page to its first call, faults
 * it, and goes on from where that call's answer left the page to the next call, and so on. A call of a
 * submission's chain (the enquiry after the lead update) `follows` the one before it: that one's late
 * answer, let through, sends it, and it meets its abort. So a page is brought to a flow's calls once per
 * walk rather than once per call (the reach was most of each test's time), and a later call is faulted
 * with everything before it already through, as a customer meets it. Each faulted call reaches the
 * server exactly ONCE while it is faulted (a retry or a double click never sends it twice), and, for a
 * call that writes, the API holds exactly one record of it when the walk ends (`records`).
 *
 *   defineFaultSuite('checkout', [[startDays, addressCheck, leadUpdate, …], [account, order]])
 *
 * Tests are named `fault: <flow> · <call> → <call> … · …` and annotated (one annotation per call and
 * fault) for the coverage reporter, which prints how many calls were faulted and how many duplicates
 * were found.
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

/** What every faulted call says: the call (its method, and its path after /api/v1) and the customer around it. */
interface FaultedCall extends Call {
  /** What the call does, in the customer's terms ('price the quote'). */
  call: string;
  /** While the answer is outstanding: what shows progress (a pending button, a loader). */
  pending: (ui: UiContext) => Promise<void>;
  /** Acting again while the answer is outstanding (a double click); it must send nothing more. Default: none. */
  again?: (ui: UiContext) => Promise<void>;
  /** After an abort or a 500: the message the customer sees. */
  failed: (ui: UiContext, kind: Exclude<FaultKind, '10 s'>) => Promise<void>;
  /**
   * The call went through: what the customer sees. Needed unless the next call of the walk follows this
   * one (then that call's failure is what shows this one went through).
   */
  done?: (ui: UiContext) => Promise<void>;
  /** For a call that writes: how many records the API holds for it (asserted to be exactly 1 when the walk ends). */
  records?: (ui: UiContext) => Promise<number>;
}

/** A call the customer sends. */
export interface FaultCall extends FaultedCall {
  /**
   * Brings the page to the moment just before the call (forms filled, earlier calls answered): from a
   * blank page for a walk's first call, else from where the previous call's `done` left it.
   */
  reach: (ui: UiContext) => Promise<void>;
  /** The customer's action that sends the call (a no-op when reaching it already sends it, e.g. a page load). */
  send: (ui: UiContext) => Promise<void>;
  /** The customer's retry (default: `send` again). */
  retry?: (ui: UiContext) => Promise<void>;
}

/** A call sent by the answer to the call before it in the walk (the next link of one submission's chain). */
export interface FollowingFaultCall extends FaultedCall {
  follows: true;
  /** The customer's retry after this call failed (the submission again). */
  retry: (ui: UiContext) => Promise<void>;
}

export type FaultWalk = readonly [FaultCall, ...(FaultCall | FollowingFaultCall)[]];

const follows = (c: FaultCall | FollowingFaultCall | undefined): c is FollowingFaultCall =>
  c !== undefined && 'follows' in c;

/**
 * A walk's test time: a page brought to its first call, then each call's three faults. The five-call
 * walks took 11.6–15.9 s on a quiet 2-core machine; this allows them 260 s.
 */
const walkTimeout = (walk: FaultWalk) => 60_000 + 40_000 * walk.length;

export function defineFaultSuite(flow: string, walks: readonly FaultWalk[]): void {
  test.describe(`${flow} (faults at every call)`, () => {
    for (const walk of walks) {
      walk.forEach((c, i) => {
        if (!c.done && !follows(walk[i + 1])) throw new Error(`${flow} · ${c.call}: no done, and no call follows it`);
      });
      test(
        `fault: ${flow} · ${walk.map((c) => c.call).join(' → ')} · each aborted, then 500, then 10 s late`,
        {
          annotation: walk.flatMap((c) =>
            FAULT_KINDS.map((kind) => ({
              type: FAULT_ANNOTATION,
              description: `${flow}|${c.call}|${kind}|${c.records ? 'writes' : 'reads'}`,
            })),
          ),
        },
        async ({ page, request, seedArea, signInAs }) => {
          test.setTimeout(walkTimeout(walk));
          const ui = uiContext({ page, request, seedArea, signInAs });
          // The page's timers are Playwright's from the first load on, running at the real pace until
          // the test runs them ahead (installed, never paused).
          await page.clock.install();
          const faults = [];
          for (const c of walk) faults.push(await injectFault(page, c));
          for (const [i, c] of walk.entries()) {
            const fault = faults[i]!;
            const next = walk[i + 1];
            const retry = follows(c) ? c.retry : (c.retry ?? c.send);
            // A following call was armed before the previous answer was let through, which sent it.
            if (!follows(c)) {
              await c.reach(ui);
              fault.arm('abort');
              await c.send(ui);
            }
            await test.step(`${c.call}: the abort is told to the customer`, () => c.failed(ui, 'abort'));
            if (follows(c)) settle(walk[i - 1]!, faults[i - 1]!);
            // The retry meets a 500; its message is checked once that answer is given (the abort's
            // message may still show until then).
            fault.arm('500');
            await test.step(`${c.call}: the retry is answered 500, which is told to the customer`, async () => {
              await retry(ui);
              await fault.answered500();
              await c.failed(ui, '500');
            });
            fault.arm('10 s');
            await retry(ui);
            await test.step(`${c.call}: progress shows while the answer to the second retry is late`, async () => {
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
            if (follows(next)) faults[i + 1]!.arm('abort');
            // The late answer: the held request (and any second one) goes on to the server.
            fault.release();
            if (!follows(next)) {
              await test.step(`${c.call}: the call went through`, () => c.done!(ui));
              settle(c, fault);
            }
          }
          for (const c of walk) {
            if (c.records)
              expect(await c.records(ui), `${c.call}: records the API holds (duplicates: more than 1)`).toBe(1);
          }
        },
      );
    }
  });
}

/**
 * A faulted call is through (its answer seen, or the failure of the call it sent): it reached the server
 * exactly once, and is let pass from now on (a later retry of the chain may send it again, unfaulted).
 */
function settle(c: FaultedCall, fault: Fault) {
  expect(fault.reachedServer(), `${c.call}: requests that reached the server`).toBe(1);
  fault.disarm();
}

type Fault = Awaited<ReturnType<typeof injectFault>>;

/**
 * The routing: before `arm` and after `disarm`, the call passes; armed, it fails as the armed kind says
 * (abort, 500), or is held until `release` (10 s), and then goes on to the server.
 */
async function injectFault(page: Page, c: FaultedCall) {
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
    disarm: () => (kind = null),
    release,
    held: () => held,
    answered500: () => answered500,
    reachedServer: () => reached,
  };
}
