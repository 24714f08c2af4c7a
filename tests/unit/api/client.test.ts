import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, unauthorizedTarget } from '../../../src/api/client';
import type { UnauthorizedTarget } from '../../../src/api/client';

const BASE = 'http://api.test/api/v1';

function setup(opts: { token?: string | null; status?: number; timeoutMs?: number; hang?: boolean } = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    if (opts.hang) {
      // Never answers; settles only when the request's signal aborts, like a real fetch.
      return new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    }
    const status = opts.status ?? 200;
    return new Response(
      JSON.stringify(status < 400 ? { ok: true } : { detail: 'Authentication credentials were not provided.' }),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  const local = { clear: vi.fn() };
  const session = { clear: vi.fn() };
  const redirects: UnauthorizedTarget[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    fetch,
    getToken: () => opts.token,
    onUnauthorized: (target) => redirects.push(target),
    storage: { local, session },
    ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
  });
  return { client, fetch, requests, local, session, redirects };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Authorization header', () => {
  it('is sent as "token KEY" when signed in', async () => {
    const t = setup({ token: 'abc123' });
    await t.client.GET('/auth/user/');
    expect(t.requests[0]?.headers.get('Authorization')).toBe('token abc123');
    expect(t.requests[0]?.url).toBe('http://api.test/api/v1/auth/user/');
  });
  it('is absent when signed out (null or empty token)', async () => {
    for (const token of [null, undefined, '']) {
      const t = setup({ token });
      await t.client.GET('/field-office/', {
        params: { query: { addressable_zip_codes__contains: '27601', close: false } },
      } as never);
      expect(t.requests[0]?.headers.has('Authorization')).toBe(false);
    }
  });
  it('keeps an Authorization header the caller set (change password after an order)', async () => {
    const t = setup({ token: 'session' });
    await t.client.POST('/auth/password/change/', {
      body: { new_password1: 'Password1', new_password2: 'Password1', role: 'customer' },
      headers: { Authorization: 'token order-user' },
    } as never);
    expect(t.requests[0]?.headers.get('Authorization')).toBe('token order-user');
  });
  it('reads the token on every request', async () => {
    let token: string | null = null;
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      fetch: async (r) => {
        requests.push(r);
        return new Response('{}', { status: 200 });
      },
      getToken: () => token,
      storage: {},
    });
    await client.GET('/auth/user/');
    token = 'later';
    await client.GET('/auth/user/');
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([null, 'token later']);
  });
});

describe('401 and 403', () => {
  for (const status of [401, 403]) {
    it(`${status} clears both storages and redirects to /login`, async () => {
      const t = setup({ token: 'k', status });
      const { error, response } = await t.client.GET('/auth/user/');
      expect(response.status).toBe(status);
      expect(error).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(t.local.clear).toHaveBeenCalledTimes(1);
      expect(t.session.clear).toHaveBeenCalledTimes(1);
      expect(t.redirects).toEqual(['/login']);
    });
    it(`${status} on the commercial proposal fetch and the payment call redirects to /`, async () => {
      const t = setup({ status });
      await t.client.GET('/commercial-proposal/', { params: { query: { commercial_quote__uuid: 'q' } } } as never);
      await t.client.POST('/crm/payment/link-payment/', { body: {} } as never);
      expect(t.redirects).toEqual(['/', '/']);
      expect(t.local.clear).toHaveBeenCalledTimes(2);
    });
  }
  it('an answer for a session that has ended since it was sent clears nothing and redirects nowhere', async () => {
    // Sent as 'old'; by the answer the user signed out (no token) or someone else signed in ('new').
    for (const now of [null, 'new']) {
      const opts: { token: string | null; status: number } = { token: 'old', status: 401 };
      const t = setup(opts);
      t.fetch.mockImplementationOnce(async (request: Request) => {
        expect(request.headers.get('Authorization')).toBe('token old');
        opts.token = now;
        return new Response('{"detail":"Invalid token."}', {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        });
      });
      await t.client.GET('/auth/user/');
      expect(t.local.clear).not.toHaveBeenCalled();
      expect(t.session.clear).not.toHaveBeenCalled();
      expect(t.redirects).toEqual([]);
    }
  });
  it('a signed-in call sent with no session at all clears nothing and leaves the redirect to its screen', async () => {
    const t = setup({ token: null, status: 401 });
    await t.client.GET('/auth/user/');
    expect(t.local.clear).not.toHaveBeenCalled();
    expect(t.redirects).toEqual([]);
  });
  it('does not clear or redirect on other errors or on a failed sign-in', async () => {
    for (const status of [400, 404, 500]) {
      const t = setup({ status });
      await t.client.GET('/auth/user/');
      expect(t.local.clear).not.toHaveBeenCalled();
      expect(t.redirects).toEqual([]);
    }
    const t = setup({ status: 401 });
    await t.client.POST('/auth/login/', { body: { email: 'a@b.c', password: 'x', is_crm: false } } as never);
    expect(t.local.clear).not.toHaveBeenCalled();
    expect(t.redirects).toEqual([]);
  });
  it('maps schema paths to targets', () => {
    expect(unauthorizedTarget('/user/me/')).toBe('/login');
    expect(unauthorizedTarget('/crm/commerical-crm/')).toBe('/login');
    expect(unauthorizedTarget('/commercial-quote/{id}/')).toBe('/');
    expect(unauthorizedTarget('/inner-proposal/')).toBe('/');
    expect(unauthorizedTarget('/auth/password/reset/confirm/')).toBeNull();
  });
});

describe('timeout', () => {
  it('aborts after 60000 ms by default with a TimeoutError', async () => {
    vi.useFakeTimers();
    const t = setup({ hang: true });
    const pending = t.client.GET('/auth/user/');
    const outcome = pending.then(
      () => 'resolved',
      (e: unknown) => (e as Error).name,
    );
    await vi.advanceTimersByTimeAsync(59999);
    expect(t.requests[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('TimeoutError');
    expect(t.requests[0]?.signal.aborted).toBe(true);
  });
  it('honours an injected timeout', async () => {
    const t = setup({ hang: true, timeoutMs: 5 });
    await expect(t.client.GET('/auth/user/')).rejects.toMatchObject({ name: 'TimeoutError' });
  });
  it("combines the caller's signal: aborting it cancels the request", async () => {
    const t = setup({ hang: true });
    const controller = new AbortController();
    const pending = t.client.GET('/auth/user/', { signal: controller.signal });
    await vi.waitFor(() => expect(t.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
  it('leaves no timer behind after an answer', async () => {
    vi.useFakeTimers();
    const t = setup();
    await t.client.GET('/auth/user/');
    expect(vi.getTimerCount()).toBe(0);
  });
});
