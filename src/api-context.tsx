// The app's API client, handed to views through React context (design §5: a factory, never a module
// singleton — tests and component tests inject their own fetch). Views build their machines' actors
// from it in src/flows/<flow>/actors.ts.
import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { paths } from './api/schema.gen';
import { sessionStore } from './session-store';

export type ApiClient = Client<paths>;

/** Same origin `/api/v1` unless VITE_API_BASE_URL says otherwise. */
export function createAppApiClient(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): ApiClient {
  const baseUrl = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api/v1';
  const client = createClient<paths>({ baseUrl, fetch: fetchImpl });
  client.use({
    onRequest({ request }) {
      const key = sessionStore.read()?.key;
      if (key) request.headers.set('Authorization', `token ${key}`);
      return request;
    },
  });
  return client;
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
