// An ApiClient whose code (openapi-fetch, the middleware of client.ts) is fetched with the first
// request instead of with the page (the first visit carries only what paints and hydrates
// the ZIP screen; its first request is the ZIP check). Every method returns the promise the real
// client's method returns, so callers cannot tell the difference.
import type { ApiClient } from './client';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'] as const;

export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let loading: Promise<ApiClient> | null = null;
  const client = () => {
    // A failed load (offline) is retried by the next request, never cached.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const lazy: Record<string, unknown> = {};
  for (const method of METHODS) {
    lazy[method] = (...args: unknown[]) => client().then((c) => (c[method] as (...a: unknown[]) => unknown)(...args));
  }
  // Middleware registered before the first request is applied when the client arrives (in order:
  // promise callbacks run in registration order, so before any request queued after it).
  lazy.use = (...middleware: Parameters<ApiClient['use']>) => void client().then((c) => c.use(...middleware));
  lazy.eject = (...middleware: Parameters<ApiClient['eject']>) => void client().then((c) => c.eject(...middleware));
  return lazy as unknown as ApiClient;
}
