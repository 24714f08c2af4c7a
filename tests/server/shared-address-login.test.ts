// Login throttling behind one shared address (a NAT, an office, a proxy without TRUST_PROXY): a
// stranger's failures hold the address for everyone else, never for an account that signed in from it
// in the last 30 days, whose right password always works; and the server says once when it sees a proxy
// it was not told to trust. Own seeded database.
import { describe, expect, it } from 'vitest';
import { createApp, PROXY_WARNING } from '../../server/app';
import { THROTTLE } from '../../server/services/throttle';
import { getWorld, newCustomer, OUTBOX_KEY, uniqueEmail, useOwnWorld } from './support';

useOwnWorld();

/**
 * An app on the test world's database behind a trusted proxy: each call names its address. Its clock stands
 * still unless the test moves it (`clock.ms`), so a back-off of a second or two cannot run out between two
 * calls on a slow machine.
 */
async function behindProxy() {
  const { db } = await getWorld();
  const clock = { ms: Date.now() };
  const app = createApp({
    db,
    clock: () => new Date(clock.ms),
    env: { nodeEnv: 'test', log: () => undefined, outboxKey: OUTBOX_KEY, trustProxy: true },
  });
  const login = async (from: string, email: string, password: string) => {
    const r = await app.request('/api/v1/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    });
    return { status: r.status, retryAfter: r.headers.get('retry-after') };
  };
  return Object.assign(login, { clock });
}

describe('one attacker behind a shared address locks out no customer who signs in from it', () => {
  it("a stranger's failures for other emails hold the address, but not for an account known there: its right password signs in", async () => {
    const login = await behindProxy();
    const shared = '192.0.2.77';
    const owner = await newCustomer();
    const newcomer = await newCustomer();
    expect((await login(shared, owner.email, 'Password1')).status).toBe(200);
    // The attacker sprays failures over many emails from the same address, past its free ones.
    for (let i = 0; i <= THROTTLE.free.address + 2; i++) await login(shared, uniqueEmail('spray'), 'Wrong1234');
    // The address is held for an account that never signed in from it…
    const held = await login(shared, newcomer.email, 'Password1');
    expect(held.status).toBe(429);
    expect(Number(held.retryAfter)).toBeGreaterThan(0);
    // …never for the account that did: neither back-off refuses its right password.
    expect((await login(shared, owner.email, 'Password1')).status).toBe(200);
    // Its own account back-off does not hold there either, even after guesses at it from elsewhere.
    for (let i = 0; i < THROTTLE.free.account + 3; i++) await login('198.51.100.9', owner.email, `Guess${i}xyz`);
    expect((await login('198.51.100.9', owner.email, 'Password1')).status).toBe(429);
    expect((await login(shared, owner.email, 'Password1')).status).toBe(200);
    // A wrong password from the known address is a plain failure (400), counted, never a lockout.
    expect((await login(shared, owner.email, 'Wrong1234')).status).toBe(400);
    expect((await login(shared, owner.email, 'Password1')).status).toBe(200);
  }, 60_000);

  it('an address the account last signed in from over 30 days ago is not known any more', async () => {
    const login = await behindProxy();
    const shared = '192.0.2.78';
    const owner = await newCustomer();
    expect((await login(shared, owner.email, 'Password1')).status).toBe(200);
    login.clock.ms += THROTTLE.knownMs + 60_000;
    for (let i = 0; i <= THROTTLE.free.address + 2; i++) await login(shared, uniqueEmail('spray'), 'Wrong1234');
    expect((await login(shared, owner.email, 'Password1')).status).toBe(429);
  }, 60_000);
});

describe('a proxy the server was not told to trust is said once', () => {
  const appWith = async (trustProxy: boolean) => {
    const { db } = await getWorld();
    const logs: string[] = [];
    const app = createApp({ db, env: { nodeEnv: 'test', log: (l) => logs.push(l), outboxKey: null, trustProxy } });
    const get = (headers: Record<string, string> = {}) => app.request('/api/v1/field-office/', { headers });
    return { logs, get };
  };

  it('X-Forwarded-For without TRUST_PROXY: one warning naming TRUST_PROXY, however many requests carry it', async () => {
    const { logs, get } = await appWith(false);
    expect((await get()).status).toBe(200);
    expect(logs).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await get({ 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(200);
    expect(logs.filter((l) => l === PROXY_WARNING)).toHaveLength(1);
    expect(PROXY_WARNING).toMatch(/TRUST_PROXY=1/);
  });

  it('with TRUST_PROXY the header is expected: no warning', async () => {
    const { logs, get } = await appWith(true);
    await get({ 'x-forwarded-for': '203.0.113.1' });
    expect(logs).toEqual([]);
  });
});
