// A fake API for component tests: records every call and answers from a handler.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApiProvider } from '../../../src/api-context';
import { createApiClient } from '../../../src/api/client';

export interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
  authorization: string | null;
}
export type Answer = { status: number; body?: unknown };
export type Handler = (call: Call) => Answer | Promise<Answer>;

export function stubApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchImpl = async (request: Request) => {
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const answer = await handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  // An absolute base: Node's Request (used under jsdom too) refuses relative URLs.
  const client = createApiClient({
    baseUrl: 'http://localhost/api/v1',
    fetch: fetchImpl,
    storage: { local: null, session: null },
  });
  return {
    calls,
    client,
    render: (ui: ReactElement) => render(<ApiProvider client={client}>{ui}</ApiProvider>),
  };
}
