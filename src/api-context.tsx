// The app's API client, handed to views through React context (design §5: a factory, never a module
// singleton — tests and component tests inject their own fetch). Views build their machines' actors
// from it in src/flows/<flow>/actors.ts.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { resolveApiBase } from './api/api-base';
import { createApiClient } from './api/client';
import type { ApiClient } from './api/client';
import { sessionStore } from './session-store';

export type { ApiClient };

/**
 * The browser's client: same origin `/api/v1/` unless VITE_API_BASE_URL says otherwise; the stored
 * session key as the token; a 401/403 on a signed-in call has already cleared both storages (client.ts),
 * so a full navigation to the target drops every in-memory flow too.
 */
export function createAppApiClient(fetchImpl?: (request: Request) => Promise<Response>): ApiClient {
  return createApiClient({
    baseUrl: resolveApiBase(import.meta.env, globalThis.location),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    getToken: () => sessionStore.read()?.key ?? null,
    onUnauthorized: (target) => globalThis.location.assign(target),
  });
}

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside <ApiProvider>');
  return client;
}
