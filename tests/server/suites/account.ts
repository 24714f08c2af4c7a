// Account area: profile, commercial account, notification preferences, community, dogs, services,
// pauses, bags, billing, invoices, payments, payment link, messages and proposals.
import { describe, expect, it } from 'vitest';
import { officeToday } from '../../../server/services/catalog';
import { addDays } from '../../../server/services/documents';
import { proposalPdfContent } from '../../../server/services/proposal-pdf';
import { formatTimestampSlashed } from '../../../src/domain/dates';
import { accountMessages } from '../../../src/domain/account-messages';
import { pdfTextLines } from '../../support/pdf-text';
import { call, cardToken, insertInvoice, linkPayment, login, newCustomer } from '../support';

const pdfOk = (b64: string) => Buffer.from(b64, 'base64').subarray(0, 5).toString('latin1') === '%PDF-';
const addr = { address: '9 Elm St, Raleigh, NC 27604', city: 'Raleigh', state: 'NC', zip_code: '27604' };

export function accountSuite() {
  describe('profile and preferences', () => {
    it('user/me read and update', async () => {
      const { token, email } = await newCustomer();
      const me = await call('GET', '/user/me/', { token });
      expect(me.body).toMatchObject({ email, first_name: 'Test', field_office: { stax_public_apikey: 'sandbox' } });
      const upd = await call('PATCH', '/user/me/', {
        token,
        body: {
          first_name: 'Tess',
          authorized_users_list: ['Pat'],
          is_print_and_mail_invoices: true,
          invoice_address: addr,
          phone_numbers: [{ phone: '9195550199', type: 'home_phone', primary: true, can_send_sms: false }],
        },
      });
      expect(upd.body).toMatchObject({
        first_name: 'Tess',
        authorized_users: ['Pat'],
        is_print_and_mail_invoices: true,
        invoice_address: addr,
      });
      const twoPrimary = await call('PATCH', '/user/me/', {
        token,
        body: {
          phone_numbers: [
            { phone: '9195550199', type: 'mobile', primary: true },
            { phone: '9195550198', type: 'mobile', primary: true },
          ],
        },
      });
      expect(twoPrimary.status).toBe(400);
      const current = { old_password: 'Password1' };
      // The account form's rule in its words (machines/shared/fields.ts): an uppercase letter is missing.
      expect(
        await call('PATCH', '/user/me/', { token, body: { password: 'alllowercase1', ...current } }),
      ).toMatchObject({
        status: 400,
        body: { password: [accountMessages.accountPasswordRule] },
      });
      // A new password needs the current one (design.md §8): missing or wrong → 400 under old_password.
      const without = await call('PATCH', '/user/me/', { token, body: { password: 'Mixed1234', first_name: 'Nope' } });
      expect(without.status).toBe(400);
      expect(without.body).toEqual({ old_password: ['Enter your current password to choose a new one.'] });
      const wrong = await call('PATCH', '/user/me/', {
        token,
        body: { password: 'Mixed1234', old_password: 'Wrong123' },
      });
      expect(wrong.body).toEqual({
        old_password: ['Your current password was entered incorrectly. Please enter it again.'],
      });
      expect((await call('GET', '/user/me/', { token })).body.first_name).toBe('Tess');
      expect((await call('PATCH', '/user/me/', { token, body: { password: 'Mixed1234', ...current } })).status).toBe(
        200,
      );
      await login(email, 'Mixed1234');
    });

    it('commercial customer account (by own uuid only)', async () => {
      const token = await login('community@example.com');
      const me = await call('GET', '/user/me/', { token });
      const got = await call('GET', `/crm/commerical-customer/${me.body.uuid}/`, { token });
      expect(got.body).toMatchObject({
        community_name: 'Oak Hollow',
        management_company: 'Oak Management',
        roles: ['commercial_customer'],
      });
      const upd = await call('PATCH', `/crm/commerical-customer/${me.body.uuid}/`, {
        token,
        body: { community_role: 'board_member', community_name: 'Oak Hollow', management_company: 'Oak Management' },
      });
      expect(upd.body.community_role).toBe('board_member');
      const resident = await login('customer@example.com');
      const meRes = await call('GET', '/user/me/', { token: resident });
      expect((await call('GET', `/crm/commerical-customer/${meRes.body.uuid}/`, { token: resident })).status).toBe(403);
    });

    it('notification preferences list and update', async () => {
      const token = await login('community@example.com');
      const list = await call('GET', '/notification-preference/', { token });
      expect(list.body.results).toHaveLength(5);
      const first = list.body.results[0];
      const upd = await call('PATCH', '/notification-preference/', { token, body: [{ uuid: first.uuid, text: true }] });
      expect(upd.body.find((p: { uuid: string }) => p.uuid === first.uuid).text).toBe(true);
    });

    it("a new account's first preference reads, sent together, make one set of 5", async () => {
      const { token } = await newCustomer();
      const reads = await Promise.all([1, 2, 3].map(() => call('GET', '/notification-preference/', { token })));
      for (const r of reads) expect(r.body.results).toHaveLength(5);
      const again = await call('GET', '/notification-preference/', { token });
      expect(again.body.results.map((p: { uuid: string }) => p.uuid).sort()).toEqual(
        reads[0]?.body.results.map((p: { uuid: string }) => p.uuid).sort(),
      );
    });

    it('commercial community list and update, PDF checked by signature', async () => {
      const token = await login('community@example.com');
      const list = await call('GET', '/crm/commercial-community/', { token });
      const c = list.body.results[0];
      expect(c.community_name).toBe('Oak Hollow');
      const pdf = Buffer.from('%PDF-1.4\n%%EOF').toString('base64');
      const upd = await call('PUT', `/crm/commercial-community/${c.uuid}/`, {
        token,
        body: { uuid: c.uuid, home_count: '351-500', community_boundary_map: pdf },
      });
      expect(upd.body).toMatchObject({ home_count: '351-500', community_boundary_map: pdf });
      const notPdf = await call('PUT', `/crm/commercial-community/${c.uuid}/`, {
        token,
        body: { uuid: c.uuid, community_boundary_map: Buffer.from('hello').toString('base64') },
      });
      expect(notPdf).toMatchObject({
        status: 400,
        body: { community_boundary_map: ['Uploaded file is not a valid PDF'] },
      });
      // One byte over 5 MB: the browser's words for the same file; the stored map is unchanged.
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
      big.write('%PDF-1.4\n', 'latin1');
      const tooBig = await call('PUT', `/crm/commercial-community/${c.uuid}/`, {
        token,
        body: { uuid: c.uuid, community_boundary_map: big.toString('base64') },
      });
      expect(tooBig).toMatchObject({ status: 400, body: { community_boundary_map: ['File too large'] } });
      const after = await call('GET', '/crm/commercial-community/', { token });
      expect(after.body.results[0].community_boundary_map).toBe(pdf);
    });
  });

  describe('dogs, services, pauses, bags', () => {
    it('pets CRUD', async () => {
      const { token, orderUuid } = await newCustomer();
      const created = await call('POST', '/pet/', {
        token,
        body: { name: 'Milo', service_order_uuid: orderUuid, birthday: '2020-01-31', is_friendly: true },
      });
      expect(created.status).toBe(201);
      expect(created.body.service_address.zip_code).toBe('27603');
      const upd = await call('PATCH', `/pet/${created.body.uuid}/`, { token, body: { breed: 'Corgi' } });
      expect(upd.body).toMatchObject({ name: 'Milo', breed: 'Corgi' });
      const list = await call('GET', `/pet/?service_order__uuid=${orderUuid}`, { token });
      expect(list.body.results.some((p: { uuid: string }) => p.uuid === created.body.uuid)).toBe(true);
      expect((await call('DELETE', `/pet/${created.body.uuid}/`, { token })).status).toBe(204);
      expect((await call('DELETE', `/pet/${created.body.uuid}/`, { token })).status).toBe(404);
      // An unknown service is a field error, never a 403 (which would sign the app's user out).
      const unknown = await call('POST', '/pet/', {
        token,
        body: { name: 'X', service_order_uuid: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ service_order_uuid: ['Choose one of your services.'] });
    });

    it('service history with ordering, limit/offset, is_history; review; past/upcoming; stats', async () => {
      const token = await login('customer@example.com');
      const orders = await call('GET', '/service-order/', { token });
      const order = orders.body.results[0].uuid;
      const latest = await call(
        'GET',
        `/service/?service_order__uuid=${order}&ordering=-scheduled_time&is_history=true&limit=10&offset=0`,
        { token },
      );
      expect(latest.body.count).toBeGreaterThanOrEqual(6);
      const times = latest.body.results.map((v: { scheduled_time: string }) => v.scheduled_time);
      expect([...times].sort().reverse()).toEqual(times);
      const oldest = await call(
        'GET',
        `/service/?service_order__uuid=${order}&ordering=scheduled_time&limit=2&offset=1`,
        { token },
      );
      expect(oldest.body.results).toHaveLength(2);
      expect(oldest.body.previous).not.toBeNull();
      const visit = latest.body.results[0];
      const review = await call('PATCH', `/service/${visit.uuid}/`, { token, body: { rating: 3.5, comment: 'ok' } });
      expect(review.body).toMatchObject({ rating: 3.5, comment: 'ok' });
      expect((await call('PATCH', `/service/${visit.uuid}/`, { token, body: { rating: 3.3 } })).status).toBe(400);
      const pu = await call('GET', `/service/past_and_upcoming_services/?service_order__uuid=${order}`, { token });
      expect(pu.body.upcoming.length).toBeGreaterThan(0);
      expect(pu.body.past.length).toBeGreaterThan(0);
      const stats = await call('GET', `/service/latest_service_stats/?service_order__uuid=${order}`, { token });
      expect(stats.body).toMatchObject({ length: 3, technician: { first_name: 'Terry' } });
      expect(stats.body.routes).toHaveLength(3);
    });

    it('bags at 8.99 only, residential only', async () => {
      const { token, orderUuid } = await newCustomer();
      expect(
        (await call('POST', '/service/add_bags/', { token, body: { service_order_uuid: orderUuid, add_bags: '8.99' } }))
          .status,
      ).toBe(200);
      expect(
        (await call('POST', '/service/add_bags/', { token, body: { service_order_uuid: orderUuid, add_bags: '1.00' } }))
          .status,
      ).toBe(400);
      const orders = await call('GET', '/service-order/', { token });
      expect(orders.body.results[0].next_service_bags).toBe(200);
    });

    it('pauses: date rules, upcoming list, delete', async () => {
      const { token, orderUuid } = await newCustomer();
      // Dates of the office's zone (Raleigh): "today" of the pause rule is the office's date, not UTC's.
      const day = (n: number) => addDays(officeToday(new Date(), 'America/New_York'), n);
      const base = { service_order_uuid: orderUuid, understand_pause_func: true, suspend_until_manual: false };
      expect(
        (await call('POST', '/service-pause/', { token, body: { ...base, pause_from: day(0), pause_to: day(5) } }))
          .status,
      ).toBe(400);
      expect(
        (await call('POST', '/service-pause/', { token, body: { ...base, pause_from: day(5), pause_to: day(4) } }))
          .status,
      ).toBe(400);
      expect(
        (await call('POST', '/service-pause/', { token, body: { ...base, pause_from: day(5), pause_to: null } }))
          .status,
      ).toBe(400);
      expect(
        (
          await call('POST', '/service-pause/', {
            token,
            body: { ...base, understand_pause_func: false, pause_from: day(5), pause_to: day(9) },
          })
        ).status,
      ).toBe(400);
      const manual = await call('POST', '/service-pause/', {
        token,
        body: { ...base, suspend_until_manual: true, pause_from: day(3), pause_to: null },
      });
      expect(manual.status).toBe(201);
      const p = await call('POST', '/service-pause/', {
        token,
        body: { ...base, pause_from: day(5), pause_to: day(9) },
      });
      expect(p.body).toMatchObject({ pause_from: day(5), pause_to: day(9) });
      const list = await call('GET', `/service-pause/?service_order__uuid=${orderUuid}`, { token });
      expect(list.body.upcoming).toHaveLength(2);
      expect((await call('DELETE', `/service-pause/${p.body.uuid}/`, { token })).status).toBe(204);
      expect(
        (await call('GET', `/service-pause/?service_order__uuid=${orderUuid}`, { token })).body.upcoming,
      ).toHaveLength(1);
    });
  });

  describe('billing, invoices, payments', () => {
    it('cards: add, edit expiry, billing tab, delete rules', async () => {
      const { token, userUuid, orderUuid } = await newCustomer();
      const list = await call('GET', '/user-billing-info/', { token });
      expect(list.body.count).toBe(1);
      const card = await call('POST', '/user-billing-info/', {
        token,
        body: {
          user_uuid: userUuid,
          address: addr,
          stax_card_token: await cardToken('5555555555554444'),
          card_holder_name: 'Test User',
          charge_invoice_card: true,
          service_order_uuid: orderUuid,
        },
      });
      expect(card.body).toMatchObject({
        card_holder_name: 'Test User',
        stax_payment_object: { card_type: 'mastercard', card_last_four: '4444' },
      });
      const upd = await call('PATCH', `/user-billing-info/${card.body.uuid}/`, {
        token,
        body: { stripe_card_details: { card_exp_month: '01', card_exp_year: '2032' } },
      });
      expect(upd.body).toMatchObject({
        card_exp_month: '01',
        card_exp_year: '2032',
        stax_payment_object: { card_exp: '012032' },
      });
      const tab = await call('GET', `/user-billing-info/get_user_billing_tab/?user__uuid=${userUuid}`, { token });
      expect(tab.body.cards).toHaveLength(2);
      expect(tab.body.service_orders[0].uuid).toBe(orderUuid);
      expect((await call('DELETE', `/user-billing-info/${card.body.uuid}/`, { token })).status).toBe(204);
      const only = list.body.results[0].uuid;
      expect((await call('DELETE', `/user-billing-info/${only}/`, { token })).status).toBe(400);
      expect(
        (
          await call('POST', '/user-billing-info/', {
            token,
            body: {
              user_uuid: '00000000-0000-4000-8000-000000000000',
              address: addr,
              stax_card_token: 'x',
              card_holder_name: 'X',
            },
          })
        ).status,
      ).toBe(403);
    });

    it('invoices, merged list with credit memos, PDFs, payments', async () => {
      const token = await login('customer@example.com');
      const inv = await call('GET', '/invoice/?limit=15&offset=0', { token });
      expect(inv.body.results.some((i: { status: string }) => i.status === 'overdue')).toBe(true);
      const merged = await call('GET', '/credit-memo/get_credit_memo_and_invoice/?limit=15&offset=0', { token });
      expect(merged.body.results.some((r: { creditmemo_id?: string }) => r.creditmemo_id === 'CM-2001')).toBe(true);
      expect(merged.body.count).toBe(inv.body.count + 1);
      const dash = await call('GET', '/credit-memo/get_credit_memo_and_invoice/?limit=2&offset=0', { token });
      expect(dash.body.results).toHaveLength(2);
      const pdf = await call('GET', `/invoice/print-invoices/?uuid=${inv.body.results[0].uuid}`, { token });
      expect(pdfOk(pdf.body.data)).toBe(true);
      // Its dates as the app shows them (MM/DD/YYYY), never ISO.
      const printed = pdfTextLines(pdf.body.data).join('\n');
      expect(printed).toMatch(/Date: \d{2}\/\d{2}\/\d{4} {3}Due: \d{2}\/\d{2}\/\d{4}/);
      expect(printed).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      const memo = merged.body.results.find((r: { creditmemo_id?: string }) => r.creditmemo_id);
      expect(pdfOk((await call('GET', `/invoice/print-invoices/?uuid=${memo.uuid}`, { token })).body.data)).toBe(true);
      expect(pdfOk((await call('GET', '/invoice/print-invoices/', { token })).body.data)).toBe(true);
      // 'Pay now': the link of an unpaid invoice carries its balance; a paid one has none.
      const overdue = inv.body.results.find((i: { status: string }) => i.status === 'overdue');
      const link = await call('GET', `/invoice/${overdue.uuid}/pay-link/`, { token });
      expect(link.body.link).toMatch(/^\/pay\?/);
      const fields = new URLSearchParams(Buffer.from(link.body.link.slice(5), 'base64').toString('utf8'));
      expect(fields.get('invoice_uuid')).toBe(overdue.uuid);
      expect(fields.get('stax_public_apikey')).toBe('sandbox');
      expect((Number(fields.get('total')) + Number(fields.get('taxes'))).toFixed(2)).toBe(overdue.balance_due);
      const paid = inv.body.results.find((i: { status: string }) => i.status === 'paid');
      expect((await call('GET', `/invoice/${paid.uuid}/pay-link/`, { token })).status).toBe(400);
      const pays = await call('GET', '/crm/payment/?limit=3&ordering=-created_at', { token });
      expect(pays.body.results).toHaveLength(3);
      expect(pays.body.results[0].created_at >= pays.body.results[1].created_at).toBe(true);
    });

    it('payment link charges the invoice balance, rejects mismatches, declines and repeats', async () => {
      const { userUuid } = await newCustomer();
      const invoice = await insertInvoice(userUuid, '100.00', '7.25', {
        due_date: '2030-01-31',
        status: 'open-emailed',
      });
      const body = async (total: string, card = '4111111111111111') =>
        linkPayment(invoice.uuid, total, await cardToken(card), { save_card: true });
      const wrong = await call('POST', '/crm/payment/link-payment/', { body: await body('1.00') });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toHaveProperty('total');
      const declined = await call('POST', '/crm/payment/link-payment/', {
        body: await body('107.25', '4000000000000002'),
      });
      expect(declined).toMatchObject({ status: 400, body: { non_field_errors: ['Your card was declined.'] } });
      const paid = await call('POST', '/crm/payment/link-payment/', { body: await body('107.25') });
      expect(paid.status).toBe(200);
      expect(paid.body.message).toContain('107.25');
      const again = await call('POST', '/crm/payment/link-payment/', { body: await body('107.25') });
      expect(again.status).toBe(400);
      expect(
        (
          await call('POST', '/crm/payment/link-payment/', {
            body: { ...(await body('1.00')), invoice_uuid: '00000000-0000-4000-8000-000000000000' },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('messages and proposals', () => {
    it('tickets: create, cancel_my_services routing, replies, close with satisfaction, unread count, CSV', async () => {
      const { token } = await newCustomer();
      const reasons = await call('GET', '/disposition-dropdown/', { token });
      expect(reasons.body.results.map((r: { dis_name: string }) => r.dis_name)).toContain('cancel_my_services');
      const t = await call('POST', '/message/', {
        token,
        body: { reason: 'service_issue', title: 'Hi', message: 'Gate, "again"', visit_date: null },
      });
      expect(t.body).toMatchObject({ status: 'open', title: 'Hi', read_by_customer: true });
      const cancel = await call('POST', '/message/', {
        token,
        body: {
          reason: 'cancel_my_services',
          title: 'anything',
          message: 'Please cancel',
          priority: 1,
          status: 'open',
        },
      });
      const tomorrow = addDays(officeToday(new Date(), 'America/New_York'), 1);
      expect(cancel.body).toMatchObject({
        title: 'Cancel My Services',
        priority: 3,
        follow_up_date: tomorrow,
        assigned_user_details: { first_name: 'Sam' },
      });
      expect(cancel.body.assigned_user).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        (await call('POST', '/message/', { token, body: { reason: 'nonsense', title: 'x', message: 'y' } })).status,
      ).toBe(400);
      expect(
        (
          await call('POST', '/message/', {
            token,
            body: { reason: 'other', title: 'x', message: 'y', visit_date: '2999-01-01' },
          })
        ).status,
      ).toBe(400);
      const reply = await call('POST', '/message-reply/', {
        token,
        body: { message: 'More info', parent_uuid: t.body.uuid },
      });
      expect(reply.status).toBe(201);
      const read = await call('PATCH', `/message/${t.body.uuid}/`, { token, body: { read_by_customer: false } });
      expect(read.body.replies).toHaveLength(1);
      const one = await call('GET', `/message/${t.body.uuid}/`, { token });
      expect(one.body).toMatchObject({
        uuid: t.body.uuid,
        read_by_customer: false,
        replies: [{ message: 'More info' }],
      });
      expect((await call('GET', '/message/unread-count/', { token })).body).toEqual({ count: 1 });
      expect((await call('PATCH', `/message/${t.body.uuid}/`, { token, body: { status: 'closed' } })).status).toBe(400);
      const closed = await call('PATCH', `/message/${t.body.uuid}/`, {
        token,
        body: { status: 'closed', satisfaction: 'happy', read_by_customer: true },
      });
      expect(closed.body).toMatchObject({ status: 'closed', satisfaction: 'happy' });
      expect(
        (await call('POST', '/message-reply/', { token, body: { message: 'late', parent_uuid: t.body.uuid } })).status,
      ).toBe(400);
      const open = await call('GET', '/message/?status=open&ordering=-created_at&limit=4', { token });
      expect(open.body.results.map((m: { uuid: string }) => m.uuid)).toEqual([cancel.body.uuid]);
      const csv = await call('GET', '/message/?format=csv&time_offset=300', { token });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const lines = csv.text.trim().split('\r\n');
      expect(lines[0]).toBe('Title,Reason,Status,Priority,Created,Visit date,Message,Replies');
      expect(lines).toHaveLength(3);
      const created = new Date(Date.parse(t.body.created_at) - 300 * 60000).toISOString();
      expect(csv.text).toContain(`${created.slice(0, 10)} ${created.slice(11, 16)}`);
      expect(csv.text).toContain('"Gate, ""again"""');
    });

    it('seeded ticket hides internal replies', async () => {
      const token = await login('customer@example.com');
      const list = await call('GET', '/message/', { token });
      const gate = list.body.results.find((m: { title: string }) => m.title === 'Gate was left open');
      expect(gate.replies.map((r: { is_internal: boolean }) => r.is_internal)).toEqual([false]);
    });

    it('proposals: list, detail, PDF', async () => {
      const token = await login('community@example.com');
      const list = await call('GET', '/crm/commerical-crm/?limit=15&offset=0', { token });
      expect(list.body.count).toBeGreaterThanOrEqual(2);
      const p = list.body.results[0];
      expect((await call('GET', `/crm/commerical-crm/${p.uuid}/`, { token })).body.uuid).toBe(p.uuid);
      expect(pdfOk((await call('GET', `/crm/commerical-crm/${p.uuid}/proposal-pdf/`, { token })).body.data)).toBe(true);
    });

    it("the proposal PDF reads like the Proposals table: the item labels, not keys; MM/DD/YYYY in the office's zone, not ISO", async () => {
      const token = await login('community@example.com');
      const zone = (await call('GET', '/user/me/', { token })).body.field_office.time_zone as string;
      const rows = (await call('GET', '/crm/commerical-crm/?limit=15&offset=0', { token })).body.results as {
        uuid: string;
        created_at: string;
        proposal_due: string | null;
        is_looking_for_proposal: boolean;
      }[];
      const pdfOf = async (uuid: string) =>
        pdfTextLines((await call('GET', `/crm/commerical-crm/${uuid}/proposal-pdf/`, { token })).body.data);
      const proposal = rows.find((r) => r.is_looking_for_proposal);
      const enquiry = rows.find((r) => !r.is_looking_for_proposal);
      if (!proposal?.proposal_due || !enquiry)
        throw new Error('the demo community has a proposal with a due date and an enquiry');
      expect(await pdfOf(proposal.uuid)).toEqual([
        'Proposal for Oak Hollow',
        `Created Date: ${formatTimestampSlashed(proposal.created_at, zone)}`,
        'Type: Proposal',
        'Community Name: Oak Hollow',
        `Proposal Due: ${formatTimestampSlashed(proposal.proposal_due, zone)}`,
        'Interested Products: Pet Waste Stations',
        'Interested Services: Pet Waste Station Service, Common Area Cleaning',
        'Status: Open',
      ]);
      const enquiryLines = await pdfOf(enquiry.uuid);
      expect(enquiryLines).toContain('Type: Enquiry');
      expect(enquiryLines).toContain('Proposal Due: Not given');
      for (const line of [...(await pdfOf(proposal.uuid)), ...enquiryLines]) {
        expect(line).toMatch(/^[^_]*$/); // no wire key (pet_waste_stations)
        expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}/); // no ISO date
        expect(line.match(/\d+\/\d+\/\d+/g) ?? []).toEqual((line.match(/\d{2}\/\d{2}\/\d{4}/g) ?? []) as string[]);
      }
    });

    it('the proposal PDF leaves out what the table does not show: unknown keys, a status other than open', () => {
      const { title, lines } = proposalPdfContent(
        {
          uuid: 'p1',
          created_at: '2026-11-06T03:00:00.000Z',
          is_looking_for_proposal: false,
          community_name: ' ',
          proposal_due: null,
          interested_products: ['pet_waste_stations', 'mystery_item'],
          interested_services: [],
          status: 'closed',
        },
        'America/Chicago',
      );
      expect(title).toBe('Enquiry for your community');
      expect(lines).toEqual([
        'Created Date: 11/05/2026',
        'Type: Enquiry',
        'Community Name: Not given',
        'Proposal Due: Not given',
        'Interested Products: Pet Waste Stations',
        'Interested Services: None',
      ]);
    });
  });
}
