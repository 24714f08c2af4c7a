// A fake API for the flow views' component tests: an openapi-fetch client (the app's type) whose
// fetch answers from a table of `METHOD /path/` handlers and records every request.
import createClient from 'openapi-fetch';
import type { ReactNode } from 'react';
import type { paths } from '../../../src/api/schema.gen';
import type { ApiClient } from '../../../src/api-context';
import { ApiProvider } from '../../../src/api-context';

export interface RecordedRequest { method: string; path: string; query: URLSearchParams; body: unknown }
export type Handler = (request: RecordedRequest) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

export function mockApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const client: ApiClient = createClient<paths>({
    baseUrl: 'http://api.test/api/v1',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const text = request.method === 'GET' ? '' : await request.text();
      const recorded = { method: request.method, path, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined };
      requests.push(recorded);
      const handler = handlers[`${request.method} ${path}`];
      if (!handler) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'content-type': 'application/json' } });
      const answer = await handler(recorded);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
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
