// Idempotency-Key on order, enquiry and payment POSTs: replayed for the same body, 409 otherwise.
import { describe, expect, it } from 'vitest';
import { call, cardToken, login, newCustomer, orderBody, uniqueEmail } from '../support';

export function idempotencySuite() {
  describe('idempotency', () => {
    it('10 identical order POSTs with one key: one order, the same body; another body → 409', async () => {
      const { token, email } = await newCustomer();
      const before = (await call('GET', '/service-order/', { token })).body.count;
      const body = orderBody(email, { frequency: 'monthly' }, await cardToken());
      const key = `order-${email}`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/service-order/', { token, body, headers: { 'Idempotency-Key': key } })));
      for (const a of answers) {
        expect(a.status).toBe(201);
        expect(a.text).toBe(answers[0]?.text);
      }
      expect((await call('GET', '/service-order/', { token })).body.count).toBe(before + 1);
      const other = await call('POST', '/service-order/', { token, body: { ...body, frequency: 'weekly' }, headers: { 'Idempotency-Key': key } });
      expect(other.status).toBe(409);
      expect(other.body).toHaveProperty('detail');
    });

    it('enquiry replays the first answer', async () => {
      const email = uniqueEmail('idem');
      const body = orderBody(email, {}, await cardToken());
      const first = await call('POST', '/service-order-enquiry/', { body, headers: { 'Idempotency-Key': email } });
      const second = await call('POST', '/service-order-enquiry/', { body, headers: { 'Idempotency-Key': email } });
      expect(second.status).toBe(201);
      expect(second.body.uuid).toBe(first.body.uuid);
      const token = await login('customer@example.com');
      expect(token).toBeTruthy();
    });
  });
}
