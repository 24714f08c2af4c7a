// A fake API for the flow views' component tests: answers from a table of `METHOD /path/` handlers
// and records every request (built on api-stub.tsx's recording client).
import type { ReactNode } from 'react';
import type { ApiClient } from '../../../src/api-context';
import { ApiProvider } from '../../../src/api-context';
import { stubApi } from './api-stub';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type Handler = (
  request: RecordedRequest,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** The table form of stubApi: `METHOD /path/` → handler; an unknown route answers 404 like the server. */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const stub = stubApi((call) => {
    const recorded = { method: call.method, path: call.path, query: new URLSearchParams(call.query), body: call.body };
    requests.push(recorded);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(recorded) : { status: 404, body: { detail: 'Not found.' } };
  });
  const client: ApiClient = stub.client;
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
  return { client, requests, wrapper };
}

export const raleighOffice = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Raleigh',
  city: 'Raleigh',
  state: 'NC',
  zipcode: '27601',
  annual_prepay_discount: '10.00',
  stax_public_apikey: 'sandbox',
  additional_cleaning_area_price: '3.00',
  add_on: [{ uuid: 'a1', name: 'Take waste away', cost_per_visit: '2.00', priority: 1, is_active: true }],
};

export const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
