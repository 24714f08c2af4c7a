// Idempotency-Key on order, enquiry and payment POSTs: replayed for the same body, 409 otherwise.
import { describe, expect, it } from 'vitest';
import {
  call,
  cardToken,
  getWorld,
  insertInvoice,
  linkPayment,
  login,
  newCustomer,
  orderBody,
  uniqueEmail,
} from '../support';

export function idempotencySuite() {
  describe('idempotency', () => {
    it('10 identical order POSTs with one key: one order, the same body; another body → 409', async () => {
      const { token, email } = await newCustomer();
      const before = (await call('GET', '/service-order/', { token })).body.count;
      const body = orderBody(email, { frequency: 'monthly' }, await cardToken());
      const key = `order-${email}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call('POST', '/service-order/', { token, body, headers: { 'Idempotency-Key': key } }),
        ),
      );
      for (const a of answers) {
        expect(a.status).toBe(201);
        expect(a.text).toBe(answers[0]?.text);
      }
      expect((await call('GET', '/service-order/', { token })).body.count).toBe(before + 1);
      const other = await call('POST', '/service-order/', {
        token,
        body: { ...body, frequency: 'weekly' },
        headers: { 'Idempotency-Key': key },
      });
      expect(other.status).toBe(409);
      expect(other.body).toHaveProperty('detail');
      const long = await call('POST', '/service-order/', {
        token,
        body,
        headers: { 'Idempotency-Key': 'k'.repeat(300) },
      });
      expect(long.status).toBe(400);
      expect(long.body).toHaveProperty('Idempotency-Key');
    });

    it('payment link: a retried payment with its key is replayed, not charged twice', async () => {
      const { userUuid } = await newCustomer();
      const { db } = await getWorld();
      const invoice = await insertInvoice(userUuid, '50.00', '0.00', { invoice_date: '2030-02-01' });
      const body = linkPayment(invoice.uuid, '50.00', await cardToken());
      const first = await call('POST', '/crm/payment/link-payment/', {
        body,
        headers: { 'Idempotency-Key': invoice.uuid },
      });
      const retry = await call('POST', '/crm/payment/link-payment/', {
        body,
        headers: { 'Idempotency-Key': invoice.uuid },
      });
      expect(first.status).toBe(200);
      expect(retry.text).toBe(first.text);
      const rows = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM records WHERE kind = 'payment' AND data->>'invoice_uuid' = $1",
        [invoice.uuid],
      );
      expect(rows[0]?.n).toBe(1);
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
