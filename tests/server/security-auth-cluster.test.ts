// State that several servers must agree on lives in the database (throttle
// counters, reset links, idempotency records, sessions), so two server processes on one database
// behave as one.
//   - With DATABASE_URL (CI's PostgreSQL pass): two real server processes, `node --import tsx
//     server/main.ts` on two ports, on one fresh schema of that database.
//   - Without it: PGlite is an embedded database that one process opens at a time, so the two
//     servers are two apps (createApp) in this process on one PGlite database. That shows nothing
//     is kept per app; the process pass shows nothing is kept per process.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderBody, sandboxCard } from './support';
import { twoServersMode, useTwoServers, type Server } from './two-servers';

const OUTBOX_KEY = 'cluster-outbox-key';

const servers = useTwoServers({
  schemaPrefix: 'cluster',
  outboxKey: OUTBOX_KEY,
  processEnv: { TRUST_PROXY: '' },
});

async function register(on: Server): Promise<string> {
  const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
  const r = await on.request('/auth/registration/', {
    method: 'POST',
    body: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
  });
  expect(r.status, r.text).toBe(201);
  return email;
}

async function login(on: Server, email: string, password = 'Password1') {
  return on.request('/auth/login/', { method: 'POST', body: { email, password } });
}

describe(`two servers on one database (${twoServersMode})`, () => {
  it('a login throttle tripped through one server holds on the other; a session from one works on the other', async () => {
    const { a, b } = servers;
    const email = await register(a);
    for (let i = 0; i < 5; i++) expect((await login(a, email, `Wrong${i}abc`)).status).toBe(400);
    const held = await login(b, email);
    expect(held.status, `${b.name}: ${held.text}`).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, Number(held.headers.get('retry-after')) * 1000 + 100));
    const signedIn = await login(b, email);
    expect(signedIn.status).toBe(200);
    expect((await a.request('/auth/user/', { token: signedIn.body.key })).body.email).toBe(email);
    expect((await a.request('/auth/logout/', { method: 'POST', token: signedIn.body.key })).status).toBe(200);
    expect((await b.request('/auth/user/', { token: signedIn.body.key })).status).toBe(401);
  }, 60_000);

  it('an idempotent order sent to both servers at once creates one record and one answer', async () => {
    const { a, b } = servers;
    const email = await register(a);
    const token = (await login(a, email)).body.key as string;
    const card = await a.request('/sandbox/tokenize/', { method: 'POST', body: sandboxCard() });
    const body = orderBody(email, {}, card.body.id);
    const key = `cluster-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? b : a).request('/service-order/', {
          method: 'POST',
          token,
          body,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    for (const r of answers) {
      expect(r.status, r.text).toBe(201);
      expect(r.text).toBe(answers[0]?.text);
    }
    const list = await b.request('/service-order/', { token });
    expect(list.body.count).toBe(1);
    // The other server refuses the key with another body, as the first would.
    expect(
      (
        await b.request('/service-order/', {
          method: 'POST',
          token,
          body: { ...body, frequency: 'monthly' },
          headers: { 'Idempotency-Key': key },
        })
      ).status,
    ).toBe(409);
  }, 60_000);

  it('a reset link requested on one server is used once across both; the reset mail limit counts on both', async () => {
    const { a, b } = servers;
    const email = await register(a);
    expect((await a.request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status).toBe(200);
    const outbox = await b.request(`/dev/outbox/?key=${OUTBOX_KEY}`);
    const link = new URL(outbox.body.results.find((m: { to: string }) => m.to === email).link as string);
    const confirm = {
      new_password1: 'Cluster123',
      new_password2: 'Cluster123',
      token: link.pathname.split('/').pop(),
      uid: link.searchParams.get('uid'),
    };
    const both = await Promise.all(
      [a, b].map((s) => s.request('/auth/password/reset/confirm/', { method: 'POST', body: confirm })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    for (let i = 0; i < 4; i++)
      expect(
        (await (i % 2 ? a : b).request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status,
      ).toBe(200);
    expect((await a.request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status).toBe(429);
    expect((await b.request('/auth/password/reset-custom/', { method: 'POST', body: { email } })).status).toBe(429);
  }, 60_000);
});
