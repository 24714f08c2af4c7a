// The browser's API client (src/main.tsx loads this module with the first request: src/api/lazy-client.ts).
import { resolveApiBase } from './api/api-base';
import { createApiClient } from './api/client';
import type { ApiClient } from './api/client';
import { sessionStore } from './session-store';

/**
 * The browser's client: same origin `/api/v1/` unless VITE_API_BASE_URL says otherwise; the stored
 * session key as the token; a 401/403 on a signed-in call has already cleared both storages (client.ts),
 * so a full navigation to the target drops every in-memory flow too. Not when the page is already
 * there: a signed-in read that set out while the idle logout (or Sign Out) was clearing the session
 * answers 401 after the router has reached /login, and reloading it then would only flash the page.
 */
export function createAppApiClient(fetchImpl?: (request: Request) => Promise<Response>): ApiClient {
  return createApiClient({
    baseUrl: resolveApiBase(import.meta.env, globalThis.location),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    getToken: () => sessionStore.read()?.key ?? null,
    onUnauthorized: (target) => redirectUnlessThere(globalThis.location, target),
  });
}

/** A full navigation to `target`, unless the page is already showing it. */
export function redirectUnlessThere(location: Pick<Location, 'pathname' | 'assign'>, target: string): void {
  if (location.pathname !== target) location.assign(target);
}
