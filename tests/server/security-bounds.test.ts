// Input PostgreSQL cannot store is refused at validation (400, a field
// error), every write operation is one transaction (a refusal after a write leaves nothing behind),
// and every input has a bound (contract bounds → 400, oversized bodies → 413). Own seeded database.
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../server/app';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../../server/openapi';
import { call, cardToken, getWorld, login, newCustomer, orderBody, uniqueEmail, useOwnWorld } from './support';

useOwnWorld();

async function userCount(email: string): Promise<number> {
  const { db } = await getWorld();
  return (await db.query('SELECT uuid FROM users WHERE email = $1', [email.toLowerCase()])).length;
}

describe('bad input never answers 500 and never half-writes', () => {
  it('a NUL byte or a lone surrogate in a body string is a 400 field error, nested where the field is', async () => {
    const token = await login('customer@example.com');
    const nul = await call('POST', '/message/', {
      token,
      body: { reason: 'other', title: 'a\u0000b', message: 'hello' },
    });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ title: [NUL_MESSAGE] });
    // A lone surrogate cannot be sent as UTF-8: JSON's \ud800 escape carries it.
    const lone = await call('POST', '/message/', {
      token,
      rawBody: '{"reason":"other","title":"ok","message":"x\\ud800y"}',
    });
    expect(lone.status).toBe(400);
    expect(lone.body).toEqual({ message: [SURROGATE_MESSAGE] });
    const email = uniqueEmail('nul');
    const nested = await call('POST', '/service-order-enquiry/', {
      body: orderBody(
        email,
        { service_address: { address: '12 Oak St\u0000', city: 'Raleigh', state: 'NC', zip_code: '27603' } },
        await cardToken(),
      ),
    });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ service_address: { address: [NUL_MESSAGE] } });
    // A well-formed pair (an emoji) is fine.
    const emoji = await call('POST', '/message/', {
      token,
      body: { reason: 'other', title: 'Dog 🐕', message: 'hello' },
    });
    expect(emoji.status).toBe(201);
  });

  it('the enquiry with a NUL in a name creates no user (was: 500 after the user was created)', async () => {
    const email = uniqueEmail('half');
    const r = await call('POST', '/service-order-enquiry/', {
      body: orderBody(email, { last_name: 'Nul\u0000' }, await cardToken()),
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ last_name: [NUL_MESSAGE] });
    expect(await userCount(email)).toBe(0);
  });

  it('a NUL in a query string is a 400 field error', async () => {
    const { app } = await getWorld();
    const res = await app.request(`${API_BASE}/accounts/user-email-lead/?email=a%00b%40example.com`);
    expect(res.status).toBe(400);
    expect((await res.json()).email).toContain(NUL_MESSAGE);
  });

  it('a write refused after its first statement leaves nothing behind (one transaction)', async () => {
    // The enquiry creates the account, then finds the service ZIP outside the office: 400, and the
    // account must not exist afterwards.
    const email = uniqueEmail('rollback');
    const austin = { address: '1 Congress Ave, Austin, TX 78701', city: 'Austin', state: 'TX', zip_code: '78701' };
    const r = await call('POST', '/service-order-enquiry/', {
      body: orderBody(email, { service_address: austin, billing_address: austin }, await cardToken()),
    });
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

describe('bounds on every input', () => {
  it('time_offset=999999999999 on the messages CSV export is a 400 (was 500)', async () => {
    const token = await login('customer@example.com');
    const r = await call('GET', '/message/?format=csv&time_offset=999999999999', { token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ time_offset: ['Ensure this value is less than or equal to 720.'] });
    expect((await call('GET', '/message/?format=csv&time_offset=-840', { token })).status).toBe(200);
  });

  it('extra_pet_count 1e308 is refused (was priced "Infinity.NaN"); at most 30 dogs', async () => {
    const quote = {
      field_office_uuid: '11111111-1111-4111-8111-111111111111',
      frequency: 'weekly',
      property_type: 'townhouse',
      pet_count: 4,
      is_extra_pet: true,
    };
    const huge = await call('POST', '/pricing-calculator/', {
      rawBody: JSON.stringify({ ...quote, extra_pet_count: 1 }).replace(
        '"extra_pet_count":1',
        '"extra_pet_count":1e308',
      ),
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ extra_pet_count: ['Ensure this value is less than or equal to 30.'] });
    expect((await call('POST', '/pricing-calculator/', { body: { ...quote, extra_pet_count: 31 } })).status).toBe(400);
    expect((await call('POST', '/pricing-calculator/', { body: { ...quote, extra_pet_count: 30 } })).status).toBe(200);
    const pets = Array.from({ length: 31 }, (_, i) => ({ name: `Dog ${i}` }));
    const order = await call('POST', '/service-order-enquiry/', {
      body: orderBody(uniqueEmail('pets'), { pets }, await cardToken()),
    });
    expect(order.status).toBe(400);
    expect(order.body).toEqual({ pets: ['Must NOT have more than 30 items.'] });
  });

  it('a string over its maxLength is a field error', async () => {
    const token = await login('customer@example.com');
    const r = await call('POST', '/message/', {
      token,
      body: { reason: 'other', title: 'x'.repeat(256), message: 'hello' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ title: ['Ensure this field has no more than 255 characters.'] });
  });
});

describe('body size limits', () => {
  it('a body over 1 MB is a 413; with a data-URL photo or PDF field the limit is 7 MB', async () => {
    const { app } = await getWorld();
    const token = await login('customer@example.com');
    const post = (path: string, body: string) =>
      app.request(`${API_BASE}${path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', authorization: `token ${token}` },
      });
    const big = 'x'.repeat(1024 * 1024);
    expect((await post('/message/', JSON.stringify({ reason: 'other', title: 'A', message: big }))).status).toBe(413);
    // Without a content-length (a stream), the size is counted while reading.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(JSON.stringify({ reason: 'other', title: 'A', message: big })));
        c.close();
      },
    });
    const streamed = await app.request(`${API_BASE}/message/`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', authorization: `token ${token}` },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // A 2 MB photo data URL on a dog (spec: images under 5 MB; '/9j/4AAQ' is a JPEG's first bytes) is accepted;
    // 8 MB of body is not.
    const c = await newCustomer();
    const photo = `data:image/jpeg;base64,/9j/4AAQ${'A'.repeat(2 * 1024 * 1024 - 8)}`;
    const pet = await app.request(`${API_BASE}/pet/`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Rex', service_order_uuid: c.orderUuid, photo }),
      headers: { 'content-type': 'application/json', authorization: `token ${c.token}` },
    });
    expect(pet.status).toBe(201);
    const huge = await app.request(`${API_BASE}/pet/`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Rex',
        service_order_uuid: c.orderUuid,
        photo: `${photo}${'A'.repeat(6 * 1024 * 1024)}`,
      }),
      headers: { 'content-type': 'application/json', authorization: `token ${c.token}` },
    });
    expect(huge.status).toBe(413);
  });
});
