// "A second user never sees the first user's dogs, cards, invoices, tickets or proposals".
// The two demo accounts against each other, by the ids the Dogs, Billing, Invoices, Messages and Proposals tabs
// use (as a URL opened by the wrong person would send them): every read and write answers 403 or 404, no
// answer carries the other account's ids or words, and nothing either account owns changes.
import { describe, expect, it } from 'vitest';
import { call, getWorld, login } from '../support';

type Row = { uuid: string; kind: string; data: Record<string, unknown> };

async function ownRecords(email: string): Promise<Row[]> {
  const { db } = await getWorld();
  return db.query<Row>(
    'SELECT r.uuid, r.kind, r.data FROM records r JOIN users u ON u.uuid = r.owner_uuid WHERE u.email = $1 ORDER BY r.uuid',
    [email],
  );
}

const first = (rows: Row[], kind: string, match: (d: Record<string, unknown>) => boolean = () => true) => {
  const row = rows.find((r) => r.kind === kind && match(r.data));
  expect(row, kind).toBeDefined();
  return row as Row;
};

export function isolationSuite() {
  describe("the demo accounts cannot reach each other's records", () => {
    it('dogs, cards, invoices, credit memos, pay links, tickets and replies, proposals: 403/404, nothing leaks or changes', async () => {
      const customer = await login('customer@example.com');
      const community = await login('community@example.com');
      const cust = await ownRecords('customer@example.com');
      const comm = await ownRecords('community@example.com');
      const custMe = (await call('GET', '/user/me/', { token: customer })).body;
      const dog = first(cust, 'pet', (d) => d.name === 'Biscuit');
      const card = first(cust, 'billing');
      const overdue = first(cust, 'invoice', (d) => d.invoice_id === 'INV-1002');
      const memo = first(cust, 'credit_memo');
      const gate = first(cust, 'message', (d) => d.title === 'Gate was left open');
      const proposal = first(comm, 'proposal');
      const commTicket = first(comm, 'message', (d) => d.status === 'open');

      // [who asks, method, path, body]
      const attempts: [string, string, string, unknown?][] = [
        [community, 'GET', `/pet/?service_order__uuid=${dog.data.service_order_uuid as string}`],
        [community, 'PATCH', `/pet/${dog.uuid}/`, { name: 'Stolen' }],
        [community, 'DELETE', `/pet/${dog.uuid}/`],
        [community, 'GET', `/user-billing-info/?user__uuid=${custMe.uuid}`],
        [community, 'GET', `/user-billing-info/get_user_billing_tab/?user__uuid=${custMe.uuid}`],
        [
          community,
          'PATCH',
          `/user-billing-info/${card.uuid}/`,
          { stripe_card_details: { card_exp_month: '01', card_exp_year: '2031' } },
        ],
        [community, 'DELETE', `/user-billing-info/${card.uuid}/`],
        [community, 'GET', `/invoice/?user__uuid=${custMe.uuid}`],
        [community, 'GET', `/credit-memo/get_credit_memo_and_invoice/?user__uuid=${custMe.uuid}`],
        [community, 'GET', `/crm/payment/?user__uuid=${custMe.uuid}`],
        [community, 'GET', `/invoice/print-invoices/?uuid=${overdue.uuid}`],
        [community, 'GET', `/invoice/print-invoices/?uuid=${memo.uuid}`],
        [community, 'GET', `/invoice/${overdue.uuid}/pay-link/`],
        [community, 'GET', `/message/${gate.uuid}/`],
        [community, 'PATCH', `/message/${gate.uuid}/`, { read_by_customer: true }],
        [community, 'PATCH', `/message/${gate.uuid}/`, { status: 'closed', satisfaction: 'sad' }],
        [community, 'POST', '/message-reply/', { message: 'Not mine', parent_uuid: gate.uuid }],
        [customer, 'GET', `/crm/commerical-crm/${proposal.uuid}/`],
        [customer, 'GET', `/crm/commerical-crm/${proposal.uuid}/proposal-pdf/`],
        [customer, 'GET', `/message/${commTicket.uuid}/`],
        [customer, 'POST', '/message-reply/', { message: 'Not mine', parent_uuid: commTicket.uuid }],
      ];
      const secrets = (rows: Row[]) => [...rows.map((r) => r.uuid), 'Biscuit', 'INV-1002', 'Gate was left open'];
      const leaks = [...secrets(cust), ...secrets(comm), custMe.uuid, 'Station bags', 'Oak Hollow'];
      for (const [token, method, path, body] of attempts) {
        const res = await call(method, path, { token, body });
        expect([403, 404], `${method} ${path} → ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
        for (const s of leaks) expect(res.text.includes(s), `${method} ${path} leaks ${s}`).toBe(false);
      }
      expect(await ownRecords('customer@example.com')).toEqual(cust);
      expect(await ownRecords('community@example.com')).toEqual(comm);

      // Each still reaches its own: the lists the tabs show hold none of the other's records.
      const own = await call('GET', '/credit-memo/get_credit_memo_and_invoice/?limit=100', { token: community });
      expect(own.body.results.map((r: { uuid: string }) => r.uuid)).not.toContain(overdue.uuid);
      expect((await call('GET', '/pet/', { token: community })).body.count).toBe(0);
      expect((await call('GET', '/crm/commerical-crm/', { token: customer })).body.count).toBe(0);
      expect((await call('GET', `/message/${gate.uuid}/`, { token: customer })).body.title).toBe('Gate was left open');
    });
  });
}
