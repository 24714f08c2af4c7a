// The /pay page's server side: the invoice a link reaches (its amounts only), the billing state one
// of the 59 abbreviations, the payment dated on the office's day, and the start banner's ready /pay link.
import { describe, expect, it } from 'vitest';
import { banner, demoPayLink } from '../../../server/main';
import { NOT_A_STATE } from '../../../server/routes/billing';
import { officeToday } from '../../../server/services/catalog';
import { parsePayLink } from '../../../src/domain/pay-link';
import { US_STATES } from '../../../src/domain/us-states';
import { call, cardToken, drift, getWorld, insertInvoice, linkPayment, login, newCustomer, worldNow } from '../support';

/** An unpaid invoice of a fresh Raleigh customer: 100.00 plus 7.25 tax. */
async function unpaidInvoice() {
  const customer = await newCustomer();
  const invoice = await insertInvoice(customer.userUuid, '100.00', '7.25', {
    invoice_id: `INV-P${customer.userUuid.slice(0, 4)}`,
    due_date: '2030-01-31',
    user: { first_name: 'Private', last_name: 'Person' },
    status: 'open-emailed',
  });
  return { customer, invoice };
}

async function payment(invoiceUuid: string, state: string, card = '4111111111111111') {
  return linkPayment(invoiceUuid, '107.25', await cardToken(card), {
    card_holder_name: 'Pat Payer',
    address: { address: '1 Calle Sol', address2: null, city: 'San Juan', state, zip_code: '00901' },
  });
}

export function payLinkSuite() {
  describe('the payment link', () => {
    it('link-invoice answers the amounts and the number only; 404 unknown; paid after payment', async () => {
      const { invoice } = await unpaidInvoice();
      const read = await call('GET', `/crm/payment/link-invoice/${invoice.uuid}/`);
      expect(read.body).toEqual({
        uuid: invoice.uuid,
        invoice_id: invoice.invoice_id,
        total: '100.00',
        sales_tax: '7.25',
        balance_due: '107.25',
        status: 'unpaid',
      });
      expect(read.text).not.toContain('Private');
      expect((await call('GET', '/crm/payment/link-invoice/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
      expect((await call('GET', '/crm/payment/link-invoice/not-a-uuid/')).status).toBe(404);
      const paid = await call('POST', '/crm/payment/link-payment/', { body: await payment(invoice.uuid, 'PR') });
      expect(paid.status, paid.text).toBe(200);
      expect((await call('GET', `/crm/payment/link-invoice/${invoice.uuid}/`)).body).toMatchObject({
        balance_due: '0.00',
        total: '100.00',
        status: 'paid',
      });
    });

    it('the billing state is one of the 59 abbreviations; nothing is charged otherwise', async () => {
      expect(US_STATES).toHaveLength(59);
      const { invoice } = await unpaidInvoice();
      for (const state of ['ZZ', 'XX', 'UK'])
        expect(
          await call('POST', '/crm/payment/link-payment/', { body: await payment(invoice.uuid, state) }),
        ).toMatchObject({
          status: 400,
          body: { address: { state: [NOT_A_STATE] } },
        });
      // The contract's own shape check answers under the same key.
      const lower = await call('POST', '/crm/payment/link-payment/', { body: await payment(invoice.uuid, 'nc') });
      expect(lower.status).toBe(400);
      expect(lower.body.address).toHaveProperty('state');
      expect((await call('GET', `/crm/payment/link-invoice/${invoice.uuid}/`)).body.status).toBe('unpaid');
      // Every entry of the list is accepted: a territory (Guam) and the District of Columbia among them.
      for (const s of ['GU', 'DC', 'FM', 'MH', 'PW', 'AS', 'VI', 'MP'])
        expect(US_STATES.map((x) => x.abbreviation)).toContain(s);
      const ok = await call('POST', '/crm/payment/link-payment/', { body: await payment(invoice.uuid, 'GU') });
      expect(ok.status, ok.text).toBe(200);
    });

    it("a payment is dated on the office's day, not the UTC day", async () => {
      // 02:00 UTC tomorrow is still today in Raleigh (America/New_York).
      const target = new Date();
      target.setUTCDate(target.getUTCDate() + 1);
      target.setUTCHours(2, 0, 0, 0);
      drift.ms = target.getTime() - Date.now();
      try {
        const { customer, invoice } = await unpaidInvoice();
        const paid = await call('POST', '/crm/payment/link-payment/', { body: await payment(invoice.uuid, 'NC') });
        expect(paid.status, paid.text).toBe(200);
        const list = await call('GET', '/invoice/?limit=15&offset=0', { token: customer.token });
        const row = list.body.results.find((i: { uuid: string }) => i.uuid === invoice.uuid);
        const now = worldNow();
        expect(row.date_paid).toBe(officeToday(now, 'America/New_York'));
        expect(row.date_paid).not.toBe(now.toISOString().slice(0, 10));
      } finally {
        drift.ms = 0;
      }
    });

    it('the start banner prints a ready /pay link of an unpaid demo invoice', async () => {
      const { db } = await getWorld();
      const link = await demoPayLink(db);
      expect(link).toMatch(/^\/pay\?/);
      const text = banner(
        'http://127.0.0.1:8080/',
        true,
        { outboxKey: null, publicUrl: 'http://127.0.0.1:8080' },
        [],
        link,
      );
      const line = text.split('\n').find((l) => l.includes('/pay?')) as string;
      const url = new URL(/https?:\/\/\S+/.exec(line)?.[0] as string);
      expect(url.origin + url.pathname).toBe('http://127.0.0.1:8080/pay');
      const parsed = parsePayLink(url.search);
      if (parsed.kind !== 'ok') throw new Error(`the banner's link does not parse: ${parsed.kind}`);
      expect(parsed.link.publicKey).toBe('sandbox');
      // The invoice is the demo customer's, unpaid, and the link's amounts are its balance.
      const token = await login('customer@example.com');
      const invoices = (await call('GET', '/invoice/?limit=15&offset=0', { token })).body.results;
      const invoice = invoices.find((i: { uuid: string }) => i.uuid === parsed.link.invoiceUuid);
      expect(invoice.balance_due).toBe(parsed.link.balanceDue);
      expect((await call('GET', `/crm/payment/link-invoice/${invoice.uuid}/`)).body.status).toBe('unpaid');
      // npm run server: the page is the app's (PUBLIC_URL), not the API's.
      const api = banner(
        'http://127.0.0.1:8787/api/v1/',
        false,
        { outboxKey: null, publicUrl: 'http://127.0.0.1:5173' },
        [],
        link,
      );
      expect(api).toContain(`http://127.0.0.1:5173${link}`);
      expect(banner('http://127.0.0.1:8080/', false, { outboxKey: null }, [], null)).toContain(
        'Pay link:       none (every demo invoice is paid)',
      );
    });
  });
}
