/**
 * The gate: every API request an actor of the machine under test sends is HELD until the path's
 * next step says how it is answered (ui-model-types.ts `Answer`). Holding it is what makes the
 * machine's waiting states (checking, submitting, loading…) visible long enough to assert and to
 * run axe on, and it ties each `xstate.done.actor.X` / `xstate.error.actor.X` step to the one call
 * it answers. Requests no actor declares (page reads of other parts, the next screen's) pass.
 */
import type { Page, Route } from '@playwright/test';
import type { Answer, Call } from './ui-model-types';

export const API_PREFIX = '/api/v1';

/** Whether `request` is `call` (its method, and its path after /api/v1). */
export function matchesCall(call: Call, request: { url(): string; method(): string }): boolean {
  const { pathname } = new URL(request.url());
  return (
    pathname.startsWith(`${API_PREFIX}/`) &&
    call.method === request.method() &&
    call.path.test(pathname.slice(API_PREFIX.length))
  );
}
const WAIT_MS = 15_000;
/**
 * UI_MODEL_ANSWER_LAG_MS (default 0): each answer is given this long after its step has returned, so the
 * next state is asserted before the page has read the answer, as on a loaded machine at its worst. Every
 * suite must pass with it (e.g. 400): an assertion that passes then is one the previous state also passed.
 */
const ANSWER_LAG_MS = Number(process.env.UI_MODEL_ANSWER_LAG_MS ?? 0) || 0;

export class ApiGate {
  private readonly held = new Map<string, Route[]>();
  /** Declared requests sent while a reload was on its way (see `closeForReload`). */
  private heldForReload: Route[] = [];
  private readonly waiting = new Map<string, (route: Route) => void>();
  /** whenHeld's listeners: told as a request of their actor is held. */
  private readonly heldListeners = new Map<string, (route: Route) => void>();
  /**
   * `walking`: declared requests are held for the path's steps to answer. A reload test then goes to
   * `reloading` just before its reload (declared requests held, never answered) and to `open` once the
   * reload has committed (every request goes through unheld).
   */
  private phase: 'walking' | 'reloading' | 'open' = 'walking';
  /**
   * A request of an actor that arrived while an earlier one of the same actor was still held: the
   * view sent the call twice (a double submit). The harness fails the path on any.
   */
  readonly doubled: string[] = [];

  constructor(private readonly calls: Record<string, Call>) {}

  async install(page: Page): Promise<void> {
    // A held request the app itself cancelled (e.g. a change while a price is calculating aborts its
    // request) is dead: it is neither a double submit nor the one a later step answers.
    page.on('requestfailed', (request) => {
      for (const [src, routes] of this.held)
        this.held.set(
          src,
          routes.filter((r) => r.request() !== request),
        );
      this.heldForReload = this.heldForReload.filter((r) => r.request() !== request);
    });
    await page.route(
      (url) => url.pathname.startsWith(`${API_PREFIX}/`),
      async (route, request) => {
        const src = Object.keys(this.calls).find((name) => {
          const call = this.calls[name];
          return call !== undefined && matchesCall(call, request);
        });
        if (!src || this.phase === 'open') return route.fallback();
        if (this.phase === 'reloading') {
          this.heldForReload.push(route);
          return;
        }
        if ((this.held.get(src) ?? []).length > 0) this.doubled.push(`${src} (${this.describe(src)})`);
        const waiter = this.waiting.get(src);
        if (waiter) {
          waiter(route);
        } else {
          this.held.set(src, [...(this.held.get(src) ?? []), route]);
          this.heldListeners.get(src)?.(route);
        }
      },
    );
  }

  /** The oldest held request of the actor, waiting for it to be sent if need be. */
  private take(src: string): Promise<Route> {
    const first = (this.held.get(src) ?? []).shift();
    return first ? Promise.resolve(first) : this.next(src, this.waiting);
  }

  /** The actor's next request, as the route handler hands it to `listeners`; a failure after WAIT_MS. */
  private next(src: string, listeners: Map<string, (route: Route) => void>): Promise<Route> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(src);
        reject(new Error(`The view sent no request for actor '${src}' (${this.describe(src)}) within ${WAIT_MS} ms`));
      }, WAIT_MS);
      listeners.set(src, (route) => {
        clearTimeout(timer);
        listeners.delete(src);
        resolve(route);
      });
    });
  }

  /**
   * Resolves once a request of the actor is held: the page has entered a state that invokes it and sent
   * its call. A state whose screen looks like the one before (both say 'Saving…') is told apart by this,
   * so the path's next step, or a reload test's reload, never runs while the page is still a state behind.
   */
  async whenHeld(src: string): Promise<void> {
    if ((this.held.get(src) ?? []).length === 0) await this.next(src, this.heldListeners);
  }

  private describe(src: string): string {
    const call = this.calls[src];
    return call ? `${call.method} ${String(call.path)}` : 'no call declared';
  }

  /**
   * Just before a reload: forgets the held requests WITHOUT answering them, and holds every declared
   * request sent until the reload commits. An answer now could land before the reload and move the page
   * on: a held save would complete and close its modal, and a call the page sends once a timer ends
   * (the wizard's line items, 1 s after its proposal) would finish the flow and clear what a reload
   * restores, on a machine slow enough to reload after that timer. The reload cancels them all in the
   * browser.
   */
  closeForReload(): void {
    this.phase = 'reloading';
    this.held.clear();
  }

  /**
   * Once the reload has committed: every request goes through unheld from now on. A request held since
   * `closeForReload` that is still alive is the new page's own, sent before this ran: it goes on to the
   * server (the old page's were cancelled by the reload and dropped on their `requestfailed`).
   */
  async open(): Promise<void> {
    this.phase = 'open';
    const pending = this.heldForReload;
    this.heldForReload = [];
    await Promise.all(pending.map((route) => route.fallback().catch(() => undefined)));
  }

  async answer(src: string, answer: Answer): Promise<void> {
    if (!this.calls[src]) throw new Error(`No call declared for actor '${src}'`);
    const route = await this.take(src);
    if (ANSWER_LAG_MS > 0) {
      setTimeout(() => void this.reply(route, answer).catch(() => undefined), ANSWER_LAG_MS);
      return;
    }
    return this.reply(route, answer);
  }

  private async reply(route: Route, answer: Answer): Promise<void> {
    switch (answer.by) {
      case 'server':
        return route.continue();
      case 'server-rewritten': {
        const request = route.request();
        const url = answer.url ? answer.url(new URL(request.url())).toString() : undefined;
        const body = answer.body ? JSON.stringify(answer.body(request.postDataJSON())) : undefined;
        const headers = answer.headers ? { ...request.headers(), ...answer.headers } : undefined;
        return route.continue({
          ...(url ? { url } : {}),
          ...(body ? { postData: body } : {}),
          ...(headers ? { headers } : {}),
        });
      }
      case 'fulfill':
        return route.fulfill({ status: answer.status, contentType: 'application/json', json: answer.body });
      case 'abort':
        return route.abort('failed');
    }
  }
}
