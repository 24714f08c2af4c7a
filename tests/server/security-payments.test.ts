// An invoice is charged once by construction. The payment runs in one transaction
// that locks the invoice row, so concurrent payments of one invoice serialise on it. On PGlite (one
// connection) they are serial anyway; the real proof is the PostgreSQL pass (DATABASE_URL), where
// the 20 requests run on separate pooled connections at the same time.
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../server/app';
import { cardToken, getWorld, insertInvoice, linkPayment, newCustomer, useOwnWorld } from './support';

useOwnWorld();

describe('payments are charged once by construction', () => {
  it(`20 concurrent payments of one invoice → 1 charge (${process.env.DATABASE_URL ? 'PostgreSQL, concurrent connections' : 'PGlite, serial'})`, async () => {
    const { app, db } = await getWorld();
    const { userUuid } = await newCustomer();
    const invoice = await insertInvoice(userUuid, '50.00', '0.00', { due_date: '2030-01-31', status: 'open-emailed' });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cardToken()));
    const answers = await Promise.all(
      tokens.map((t) =>
        app.request(`${API_BASE}/crm/payment/link-payment/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(linkPayment(invoice.uuid, '50.00', t)),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(400)]);
    const payments = await db.query("SELECT uuid FROM records WHERE kind = 'payment' AND data->>'invoice_uuid' = $1", [
      invoice.uuid,
    ]);
    expect(payments).toHaveLength(1);
    const stored = await db.query<{ data: { amount_received: string; balance_due: string } }>(
      'SELECT data FROM records WHERE uuid = $1',
      [invoice.uuid],
    );
    expect(stored[0]?.data).toMatchObject({ amount_received: '50.00', balance_due: '0.00' });
  }, 60_000);
});
