// The mailbox is the proof of an address (design.md §8), server side: signed-in password changes need
// the current password, email lookups are rate-limited, an account cannot list another's address, a
// mailed link lets whoever holds the mailbox in (and puts a squatter out), resume links restore a lead's
// flow on another device, and an abandoned flow gets exactly one reminder from the database's job queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { call, closeWorld, getWorld, login, newCustomer, OUTBOX_KEY, uniqueEmail } from './support';

beforeAll(() => getWorld(), 120_000);
afterAll(() => closeWorld());

describe('no free lookups', () => {
  it('30 check-email lookups of one email in a row: 429 with Retry-After before the 30th', async () => {
    const email = uniqueEmail('lookup');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30; i++) {
      const r = await call('GET', `/accounts/check-email/?email=${encodeURIComponent(email)}`);
      statuses.push(r.status);
      if (r.status === 429) retryAfter ??= r.headers.get('retry-after');
    }
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(29);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('30 lookups of 30 different emails from one client address: 429 before the 30th, on both lookups', async () => {
    const { db } = await getWorld();
    // Behind our proxy the client address is the last X-Forwarded-For entry (TRUST_PROXY=1).
    const app = createApp({
      db,
      env: { nodeEnv: 'test', log: () => undefined, outboxKey: OUTBOX_KEY, trustProxy: true },
    });
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const path = i % 2 === 0 ? 'check-email' : 'user-email-lead';
      const r = await app.request(`/api/v1/accounts/${path}/?email=${encodeURIComponent(uniqueEmail('scan'))}`, {
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(r.status);
    }
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(29);
    // Another address is not held by this one's limit.
    const other = await app.request(`/api/v1/accounts/check-email/?email=${encodeURIComponent(uniqueEmail('x'))}`, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(other.status).toBe(200);
  });
});

describe('an account lists only its own addresses', () => {
  it("another account's email in emailaddress_set → 400 under that item, nothing saved", async () => {
    const { token, email } = await newCustomer();
    const r = await call('PATCH', '/user/me/', {
      token,
      body: {
        first_name: 'Changed',
        emailaddress_set: [
          { email, primary: true },
          { email: 'Customer@Example.com', primary: false },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ emailaddress_set: [{}, { email: ['This email belongs to another account.'] }] });
    const me = await call('GET', '/user/me/', { token });
    expect(me.body.first_name).toBe('Test');
    // An address of nobody's is accepted.
    const fine = await call('PATCH', '/user/me/', {
      token,
      body: {
        emailaddress_set: [
          { email, primary: true },
          { email: uniqueEmail('second'), primary: false },
        ],
      },
    });
    expect(fine.status, fine.text).toBe(200);
    await login(email);
  });
});
