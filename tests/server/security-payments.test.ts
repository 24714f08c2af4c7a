// An invoice is charged once by construction. The payment runs in one transaction
// that locks the invoice row, so concurrent payments of one invoice serialise on it. On PGlite (one
// connection) they are serial anyway; the real proof is the PostgreSQL pass (DATABASE_URL), where
// the 20 requests run on separate pooled connections at the same time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../server/app';
import { insert } from '../../server/services/records';
import { cardToken, closeWorld, getWorld, newCustomer } from './support';

beforeAll(async () => {
  await getWorld();
}, 120_000);
afterAll(closeWorld);

describe('payments are charged once by construction', () => {
  it(`20 concurrent payments of one invoice → 1 charge (${process.env.DATABASE_URL ? 'PostgreSQL, concurrent connections' : 'PGlite, serial'})`, async () => {
    const { app, db } = await getWorld();
    const { userUuid } = await newCustomer();
    const invoice = await insert(db, 'invoice', userUuid, {
      invoice_id: 'INV-C',
      invoice_date: '2030-01-01',
      due_date: '2030-01-31',
      date_paid: null,
      payment_method_type: null,
      balance_due: '50.00',
      total: '50.00',
      total_with_tax: '50.00',
      sales_tax: '0.00',
      amount_received: '0.00',
      notes: null,
      billing_address: null,
      user: { first_name: 'Test', last_name: 'User' },
      status: 'open-emailed',
      line_items: [],
    });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cardToken()));
    const address = {
      address: '1 A St',
      address2: null,
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      formatted_address: '1 A St, Raleigh, NC 27601',
    };
    const answers = await Promise.all(
      tokens.map((t) =>
        app.request(`${API_BASE}/crm/payment/link-payment/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            total: '50.00',
            invoice_uuid: invoice.uuid,
            stax_card_token: t,
            stax_customer: null,
            save_card: false,
            card_holder_name: 'Test User',
            address,
          }),
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
