// Issue 10 items 7 and 9: input PostgreSQL cannot store is refused at validation (400, a field
// error), every write operation is one transaction (a refusal after a write leaves nothing behind),
// and every input has a bound (contract bounds → 400, oversized bodies → 413). Own seeded database.
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../server/app';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../../server/openapi';
import { call, cardToken, closeWorld, getWorld, login, orderBody, uniqueEmail } from './support';

afterAll(closeWorld);

async function userCount(email: string): Promise<number> {
  const { db } = await getWorld();
  return (await db.query('SELECT uuid FROM users WHERE email = $1', [email.toLowerCase()])).length;
}

describe('issue 10 item 7: bad input never answers 500 and never half-writes', () => {
  it('issue 10 item 7: a NUL byte or a lone surrogate in a body string is a 400 field error, nested where the field is', async () => {
    const token = await login('customer@example.com');
    const nul = await call('POST', '/message/', { token, body: { reason: 'other', title: 'a\u0000b', message: 'hello' } });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ title: [NUL_MESSAGE] });
    // A lone surrogate cannot be sent as UTF-8: JSON's \ud800 escape carries it.
    const lone = await call('POST', '/message/', { token, rawBody: '{"reason":"other","title":"ok","message":"x\\ud800y"}' });
    expect(lone.status).toBe(400);
    expect(lone.body).toEqual({ message: [SURROGATE_MESSAGE] });
    const email = uniqueEmail('nul');
    const nested = await call('POST', '/service-order-enquiry/', { body: orderBody(email, { service_address: { address: '12 Oak St\u0000', city: 'Raleigh', state: 'NC', zip_code: '27603' } }, await cardToken()) });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ service_address: { address: [NUL_MESSAGE] } });
    // A well-formed pair (an emoji) is fine.
    const emoji = await call('POST', '/message/', { token, body: { reason: 'other', title: 'Dog 🐕', message: 'hello' } });
    expect(emoji.status).toBe(201);
  });

  it('issue 10 item 7: the enquiry with a NUL in a name creates no user (was: 500 after the user was created)', async () => {
    const email = uniqueEmail('half');
    const r = await call('POST', '/service-order-enquiry/', { body: orderBody(email, { last_name: 'Nul\u0000' }, await cardToken()) });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ last_name: [NUL_MESSAGE] });
    expect(await userCount(email)).toBe(0);
  });

  it('issue 10 item 7: a NUL in a query string is a 400 field error', async () => {
    const { app } = await getWorld();
    const res = await app.request(`${API_BASE}/accounts/user-email-lead/?email=a%00b%40example.com`);
    expect(res.status).toBe(400);
    expect((await res.json()).email).toContain(NUL_MESSAGE);
  });

  it('issue 10 item 7: a write refused after its first statement leaves nothing behind (one transaction)', async () => {
    // The enquiry creates the account, then finds the service ZIP outside the office: 400, and the
    // account must not exist afterwards.
    const email = uniqueEmail('rollback');
    const austin = { address: '1 Congress Ave, Austin, TX 78701', city: 'Austin', state: 'TX', zip_code: '78701' };
    const r = await call('POST', '/service-order-enquiry/', { body: orderBody(email, { service_address: austin, billing_address: austin }, await cardToken()) });
    expect(r.status, r.text).toBe(400);
    expect(r.body).toEqual({ service_address: { zip_code: ['This ZIP code is not served by the field office.'] } });
    expect(await userCount(email)).toBe(0);
    // The same email then succeeds: nothing half-made stands in its way.
    const ok = await call('POST', '/service-order-enquiry/', { body: orderBody(email, {}, await cardToken()) });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.is_existing_user).toBe(false);
    expect(await userCount(email)).toBe(1);
  });
});
