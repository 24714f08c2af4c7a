/**
 * The tables a UI model spec writes (docs/decisions/006), typed from the machine so that the
 * compiler finds what is missing:
 *
 *   Executors<M>        one executor per event type: every event of the machine's union, the done
 *                       and error event of every actor it declares, every named delay. A new event,
 *                       actor or delay without an executor fails to compile (`satisfies Executors<M>`).
 *   StateAssertions<M>  one assertion per state (dot path of a leaf state value, e.g.
 *                       'login.editing'). A new state without one fails to compile; `'transient'`
 *                       is accepted only for a state the harness checks is left at once (an
 *                       unguarded `always`).
 *
 * An actor's done or error executor does not click: it says how the held API call of that actor
 * is answered (ui-model-gate.ts): by the reference server (`server()`), by the server for a
 * rewritten request (`serverFor(...)`, e.g. a ZIP no office serves), or by Playwright routing
 * (`injected.fulfill(...)`, `injected.abort(...)`) with the reason the server cannot give it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { AnyStateMachine, InputFrom, OutputFrom } from 'xstate';
import type { Fixtures as E2eFixtures } from '../e2e/support';
import type { Ev, EventOfType, Snap } from './model-paths';

type Impl<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]>;
/** The `src` names of the machine's actors (every invoke here uses its src as its id). */
export type ActorSrc<M extends AnyStateMachine> = keyof NonNullable<Impl<M>['actors']> & string;
type DelayName<M extends AnyStateMachine> = keyof NonNullable<Impl<M>['delays']> & string;
type ActorOutput<M extends AnyStateMachine, S extends ActorSrc<M>> = OutputFrom<
  NonNullable<NonNullable<Impl<M>['actors']>[S]>
>;

/** Dot paths of the leaf states of a state value type: 'step1' | 'login.editing' | … */
export type StatePath<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: `${K}.${StatePath<V[K]>}` }[keyof V & string]
    : never;

/** What one test of a path has at hand: the page, the API, and the e2e helpers of tests/e2e/support.ts. */
export interface UiContext {
  page: Page;
  request: APIRequestContext;
  seedArea: E2eFixtures['seedArea'];
  signInAs: E2eFixtures['signInAs'];
  /**
   * Replaces 'UNIQ' with an id unique to this test. Paths are generated once, so a fixture that must
   * be new on a shared server (an email that has no lead yet) carries 'UNIQ': executors type
   * `ui.vary(event.value)`, assertions compare with `ui.vary(context.email)`.
   */
  vary: (text: string) => string;
}

/** A test's UiContext: its fixtures, and `vary` with an id of this test's own. */
export function uiContext(fixtures: Omit<UiContext, 'vary'>): UiContext {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { ...fixtures, vary: (text) => text.replaceAll('UNIQ', id) };
}

/** How a held API call is answered. `why` is printed in the coverage table for injected answers. */
export type Answer =
  | { by: 'server' }
  | {
      by: 'server-rewritten';
      url?: (url: URL) => URL;
      body?: (body: unknown) => unknown;
      headers?: Record<string, string>;
      why: string;
    }
  | { by: 'fulfill'; status: number; body: unknown; why: string }
  | { by: 'abort'; why: string };

/** The reason printed for an injected network failure (the reference server always answers). */
export const NETWORK = 'a network failure: the server always answers';

export const server = (): Answer => ({ by: 'server' });
/** The reference server answers a request changed on its way (e.g. a ZIP no office serves). */
export const serverFor = (
  why: string,
  change: { url?: (url: URL) => URL; body?: (body: unknown) => unknown; headers?: Record<string, string> },
) => ({ by: 'server-rewritten', why, ...change }) satisfies Answer;
export const injected = {
  fulfill: (status: number, body: unknown, why: string): Answer => ({ by: 'fulfill', status, body, why }),
  abort: (why: string): Answer => ({ by: 'abort', why }),
};

/** The request an actor sends: method and a pattern over the path after /api/v1. */
export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: RegExp;
}

export type Executors<M extends AnyStateMachine> = {
  [K in Ev<M>['type']]: (ui: UiContext, event: EventOfType<Ev<M>, K>, before: Snap<M>) => Promise<void>;
} & {
  [S in ActorSrc<M> as `xstate.done.actor.${S}`]: (output: ActorOutput<M, S>, before: Snap<M>, ui: UiContext) => Answer;
} & {
  [S in ActorSrc<M> as `xstate.error.actor.${S}`]: (before: Snap<M>, ui: UiContext) => Answer;
} & {
  [D in DelayName<M> as `xstate.after.${D}`]: (ui: UiContext) => Promise<void>;
};

export type StateAssertion<M extends AnyStateMachine> = (ui: UiContext, snapshot: Snap<M>) => Promise<void>;

export type StateAssertions<M extends AnyStateMachine> = {
  [P in StatePath<Snap<M>['value']>]: StateAssertion<M> | 'transient';
};

/** One way into the machine: its input, and how the page gets there (seeded storage, a URL). */
export interface UiInput<M extends AnyStateMachine> {
  name: string;
  input: InputFrom<M>;
  open: (ui: UiContext) => Promise<void>;
}
