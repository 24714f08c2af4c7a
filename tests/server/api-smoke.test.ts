import { describe, expect, it } from 'vitest';
import { call, login, newCustomer } from './support';

describe('smoke', () => {
  it('zip lookup, login, me', async () => {
    const r = await call('GET', '/field-office/?addressable_zip_codes__contains=27601&close=false');
    expect(r.status).toBe(200);
    expect(r.body.results[0].city).toBe('Raleigh');
    const token = await login('customer@example.com');
    const me = await call('GET', '/user/me/', { token });
    expect(me.body.email).toBe('customer@example.com');
    const c = await newCustomer();
    expect(c.orderUuid).toBeTruthy();
  });
});
