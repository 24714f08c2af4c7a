/**
 * The one fake API of the unit tests: the app's own client (src/api/client.ts, so its middleware runs
 * as in the browser) over a fake fetch that records every request and answers from the test.
 *
 *   const api = fakeApi((call) => ({ status: 200, body }))           // one handler answers everything
 *   const api = fakeApi({ 'POST /auth/login/': (call) => answer })     // a route table; others answer 404
 *   api.render(<View />) · render(<View />, { wrapper: api.wrapper }) · api.client · api.calls · api.queryClient
 *
 * A handler answers `{ status, body? }` (body sent as JSON) or a ready Response; a handler that throws
 * makes the request fail as a network error does. Paths are relative to /api/v1 with their trailing
 * slash, as in openapi/openapi.yaml.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '../../src/api-context';
import { createApiClient } from '../../src/api/client';

/**
 * One recorded request. Its own fields are the plain facts a test compares whole (toEqual);
 * `headers` and `searchParams` are derived views, on the prototype, so they never take part in
 * such a comparison.
 */
export class ApiCall {
  /** The query string as sent, '?a=1' or ''. */
  readonly query: string;
  /** The JSON body parsed, undefined without one. */
  readonly body: unknown;
  readonly authorization: string | null;
  readonly #headers: Headers;

  constructor(
    readonly method: string,
    readonly path: string,
    url: URL,
    headers: Headers,
    body: unknown,
  ) {
    this.query = url.search;
    this.authorization = headers.get('Authorization');
    this.body = body;
    this.#headers = headers;
  }

  get headers(): Headers {
    return this.#headers;
  }

  get searchParams(): URLSearchParams {
    return new URLSearchParams(this.query);
  }
}

export type Answer = { status: number; body?: unknown } | Response;
export type Handler = (call: ApiCall) => Answer | Promise<Answer>;
/** `METHOD /path/` → handler. */
export type Routes = Record<string, Handler>;

const notFound: Answer = { status: 404, body: { detail: 'Not found.' } };

export function fakeApi(answer: Handler | Routes = {}) {
  const calls: ApiCall[] = [];
  const handler: Handler =
    typeof answer === 'function' ? answer : (call) => answer[`${call.method} ${call.path}`]?.(call) ?? notFound;
  const fetchImpl = async (request: Request) => {
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call = new ApiCall(
      request.method,
      url.pathname.replace(/^\/api\/v1/, ''),
      url,
      request.headers,
      text ? (JSON.parse(text) as unknown) : undefined,
    );
    calls.push(call);
    const out = await handler(call);
    if (out instanceof Response) return out;
    return new Response(out.body === undefined ? null : JSON.stringify(out.body), {
      status: out.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  // An absolute base: Node's Request (used under jsdom too) refuses relative URLs. No storage: a
  // 401 answer must not clear the test's localStorage or sessionStorage behind its back.
  const client = createApiClient({
    baseUrl: 'http://localhost/api/v1',
    fetch: fetchImpl,
    storage: { local: null, session: null },
  });
  // As the app mounts one above every lazy screen (src/routes/screen-providers.tsx), with its options;
  // a fresh cache per fake, so no read leaks from one test into the next.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return {
    calls,
    client,
    queryClient,
    wrapper,
    render: (ui: ReactElement) => render(ui, { wrapper }),
  };
}

/** A Django REST page of results, as the list endpoints answer. */
export const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
