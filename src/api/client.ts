/**
 * The API client factory (design.md §5): openapi-fetch typed by the generated `paths`, never a
 * module singleton (openapi-fetch captures `fetch` at creation, and tests inject their own).
 *
 * Middleware, in the order a request meets it:
 *   - `Authorization: token KEY` only when getToken() returns a key (visitors send none, spec 1 §6);
 *     a request that already carries Authorization (the change-password call after an order uses
 *     the order user's token, spec 2 §7) keeps its own;
 *   - `X-Visitor-Key` (design.md §8): the visitor key a creating answer returned (lead, commercial
 *     quote, enquiry…) is kept in sessionStorage ('visitor_key') and sent on every request, so the
 *     visitor's own records stay reachable; it goes with the rest of sessionStorage when that is cleared;
 *   - a 60000 ms timeout (spec 1 §7) on an AbortSignal combined with the caller's `signal`;
 *     a timeout rejects with a DOMException named 'TimeoutError', a caller abort with 'AbortError';
 *   - 401/403 → localStorage and sessionStorage cleared, then onUnauthorized('/login'), or '/' for
 *     the calls the spec names (commercial quote/proposal calls of the wizard, spec 1 §4, §8;
 *     the /pay payment call, spec 2 §6, §8). Sign-in and password-reset calls are exempt: their
 *     401/403 is the answer to a form, shown by that flow, not an expired session.
 */
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import { HTTP_TIMEOUT_MS } from '../domain/constants';
import type { paths } from './schema.gen';

export type ApiClient = Client<paths>;
export type UnauthorizedTarget = '/login' | '/';

/** The part of Web Storage the client needs; injectable so tests need no DOM. */
export interface ClearableStorage {
  clear(): void;
}

/** Where the visitor key lives (sessionStorage in the browser). */
export interface VisitorKeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Header and sessionStorage name of the visitor key. */
export const VISITOR_KEY_HEADER = 'X-Visitor-Key';
export const VISITOR_KEY_STORAGE = 'visitor_key';

export interface ApiClientOptions {
  /** Base URL including /api/v1 (see resolveApiBase). */
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The stored session key, or null/undefined/'' when signed out. Read on every request. */
  getToken?: () => string | null | undefined;
  onUnauthorized?: (target: UnauthorizedTarget, info: { status: number; path: string; method: string }) => void;
  /** Defaults to the browser's localStorage and sessionStorage when they exist. */
  storage?: { local?: ClearableStorage | null; session?: ClearableStorage | null };
  /** Defaults to the browser's sessionStorage; null keeps no visitor key. */
  visitorStorage?: VisitorKeyStorage | null;
  timeoutMs?: number;
}

/** Schema paths whose 401/403 sends the user to '/' instead of '/login'. */
export const ROOT_REDIRECT_PATHS: ReadonlySet<string> = new Set([
  '/commercial-quote/',
  '/commercial-quote/{id}/',
  '/commercial-proposal/',
  '/commercial-proposal/{id}/',
  '/inner-proposal/',
  '/inner-proposal/{id}/',
  '/proposal-line-item/',
  '/crm/payment/link-payment/',
]);

/** Schema paths whose 401/403 is a form answer, not a lost session: no clearing, no redirect. */
export const UNAUTHORIZED_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  '/auth/login/',
  '/auth/registration/',
  '/auth/password/reset-custom/',
  '/auth/password/reset/confirm/',
]);

export function unauthorizedTarget(schemaPath: string): UnauthorizedTarget | null {
  if (UNAUTHORIZED_EXEMPT_PATHS.has(schemaPath)) return null;
  return ROOT_REDIRECT_PATHS.has(schemaPath) ? '/' : '/login';
}

/** One signal that aborts when any of the given ones does, with that one's reason. */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => controller.abort(s.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}

/** Wrap fetch so every request aborts after timeoutMs; the timer is cleared once headers arrive. */
export function withTimeout(baseFetch: (request: Request) => Promise<Response>, timeoutMs: number) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`The request took longer than ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    try {
      return await baseFetch(new Request(request, { signal: anySignal([request.signal, controller.signal]) }));
    } finally {
      clearTimeout(timer);
    }
  };
}

function defaultStorage(): { local: ClearableStorage | null; session: ClearableStorage | null } {
  const g = globalThis as { localStorage?: ClearableStorage; sessionStorage?: ClearableStorage };
  return { local: g.localStorage ?? null, session: g.sessionStorage ?? null };
}

function defaultVisitorStorage(): VisitorKeyStorage | null {
  try {
    return (globalThis as { sessionStorage?: VisitorKeyStorage }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Sends the stored visitor key; stores the one an answer returns. Storage failures are ignored. */
export function visitorKeyMiddleware(store: VisitorKeyStorage | null): Middleware {
  return {
    onRequest({ request }) {
      let key: string | null;
      try {
        key = store?.getItem(VISITOR_KEY_STORAGE) ?? null;
      } catch {
        key = null;
      }
      if (key && !request.headers.has(VISITOR_KEY_HEADER)) request.headers.set(VISITOR_KEY_HEADER, key);
      return request;
    },
    onResponse({ response }) {
      const key = response.headers.get(VISITOR_KEY_HEADER);
      if (!key) return undefined;
      try {
        store?.setItem(VISITOR_KEY_STORAGE, key);
      } catch {
        // Storage full or disabled: the flow goes on; its records need the key on this page only.
      }
      return undefined;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: withTimeout(baseFetch, options.timeoutMs ?? HTTP_TIMEOUT_MS),
  });

  const auth: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `token ${token}`);
      return request;
    },
    onResponse({ response, schemaPath, request }) {
      if (response.status !== 401 && response.status !== 403) return undefined;
      const target = unauthorizedTarget(schemaPath);
      if (target === null) return undefined;
      // An answer for a session that has already ended (Sign Out, idle logout, or another sign-in since
      // it was sent): whoever ended it has cleared the storage and navigated; clearing again would wipe
      // what came after (a new session, or the page being left), and a redirect would reload the page.
      // And a signed-in call sent without any session has no session to lose: the screen that sent it
      // leaves by itself (the account page goes to /login the moment its session ends).
      const sent = request.headers.get('Authorization');
      const token = options.getToken?.();
      if (sent !== null && sent !== `token ${token ?? ''}`) return undefined;
      if (sent === null && target === '/login') return undefined;
      const storage = { ...defaultStorage(), ...options.storage };
      // Storage first: a redirect must never land on a page that still sees the old session.
      for (const s of [storage.local, storage.session]) {
        try {
          s?.clear();
        } catch {
          // A storage that cannot be cleared (privacy mode) must not hide the redirect.
        }
      }
      options.onUnauthorized?.(target, { status: response.status, path: schemaPath, method: request.method });
      return undefined;
    },
  };
  client.use(auth);
  client.use(
    visitorKeyMiddleware(options.visitorStorage === undefined ? defaultVisitorStorage() : options.visitorStorage),
  );
  return client;
}
