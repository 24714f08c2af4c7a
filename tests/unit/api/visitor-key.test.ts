// The visitor key a creating answer returns is kept in sessionStorage and sent on
// every later request (design.md §8), and it goes when the client clears storage on 401/403.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, VISITOR_KEY_HEADER, VISITOR_KEY_STORAGE } from '../../../src/api/client';
import { jsonResponse } from '../../support/json-response';

const BASE = 'http://api.test/api/v1';

/** A Web Storage stand-in: getItem/setItem/clear over a Map. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    clear: () => m.clear(),
  };
}

function setup(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const session = memoryStorage();
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  const client = createApiClient({
    baseUrl: BASE,
    fetch,
    storage: { local: { clear: vi.fn() }, session },
    visitorStorage: session,
    onUnauthorized: vi.fn(),
  });
  return { client, requests, session };
}

const KEY = 'k'.repeat(43);

describe('visitor key', () => {
  it('stores the key of a creating answer and sends it on every later request', async () => {
    const t = setup((r) =>
      r.method === 'POST'
        ? jsonResponse({ uuid: 'x' }, 201, { [VISITOR_KEY_HEADER]: KEY })
        : jsonResponse({ ok: true }),
    );
    await t.client.GET('/accounts/user-email-lead/', { params: { query: { email: 'a@example.com' } } });
    expect(t.requests[0]?.headers.has(VISITOR_KEY_HEADER)).toBe(false);
    await t.client.POST('/crm/lead-user/', { body: {} as never });
    expect(t.session.getItem(VISITOR_KEY_STORAGE)).toBe(KEY);
    await t.client.PATCH('/crm/lead-user/{id}/', { params: { path: { id: 'x' } }, body: {} as never });
    await t.client.GET('/field-office/', {} as never);
    expect(t.requests[2]?.headers.get(VISITOR_KEY_HEADER)).toBe(KEY);
    expect(t.requests[3]?.headers.get(VISITOR_KEY_HEADER)).toBe(KEY);
  });

  it('a 401/403 clears sessionStorage, and the visitor key with it', async () => {
    const t = setup((r) =>
      r.method === 'POST'
        ? jsonResponse({ uuid: 'x' }, 201, { [VISITOR_KEY_HEADER]: KEY })
        : jsonResponse({ detail: 'no' }, 403),
    );
    await t.client.POST('/commercial-quote/', { body: {} as never });
    expect(t.session.getItem(VISITOR_KEY_STORAGE)).toBe(KEY);
    await t.client.GET('/commercial-proposal/', { params: { query: { commercial_quote__uuid: 'x' } } });
    expect(t.session.getItem(VISITOR_KEY_STORAGE)).toBeNull();
    await t.client.GET('/field-office/', {} as never);
    expect(t.requests[2]?.headers.has(VISITOR_KEY_HEADER)).toBe(false);
  });

  it('a storage that throws never breaks a request', async () => {
    const requests: Request[] = [];
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const client = createApiClient({
      baseUrl: BASE,
      fetch: async (r: Request) => {
        requests.push(r);
        return jsonResponse({ uuid: 'x' }, 201, { [VISITOR_KEY_HEADER]: KEY });
      },
      visitorStorage: broken,
      storage: { local: null, session: null },
    });
    const r = await client.POST('/crm/lead-user/', { body: {} as never });
    expect(r.response.status).toBe(201);
    expect(requests[0]?.headers.has(VISITOR_KEY_HEADER)).toBe(false);
  });
});
