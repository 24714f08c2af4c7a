// The app's API client, handed to views through React context (design §5: a factory, never a module
// singleton — tests and component tests inject their own fetch). Views build their machines' actors
// from it in src/flows/<flow>/actors.ts. The browser's client is made in src/app-api-client.ts.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from './api/client';

export type { ApiClient };

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside <ApiProvider>');
  return client;
}
