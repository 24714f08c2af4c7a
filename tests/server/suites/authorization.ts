// Authorization walk: every signed-in operation, (1) without a token → 401; (2) with a second
// user's token and the first user's ids → 403/404, and the first user's records stay untouched;
// (3) operations without ids never show the first user's records to the second.
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../../server/openapi';
import { insert } from '../../../server/services/records';
import { call, cardToken, getWorld, login, newCustomer, orderBody } from '../support';

interface Req { method: string; path: string; body?: unknown }

export function authorizationSuite() {
  describe('authorization walk', () => {
    it('every signed-in operation: 401 without a token, 403/404 on another user\'s ids, no leaks', async () => {
      const a = await newCustomer();
      const b = await newCustomer();
      const comm = await login('community@example.com');
      const commMe = (await call('GET', '/user/me/', { token: comm })).body;
      const { db } = await getWorld();
      const pet = (await call('POST', '/pet/', { token: a.token, body: { name: 'Ace', service_order_uuid: a.orderUuid } })).body;
      const day = new Date(Date.now() + 5 * 86400000).toISOString().slice(0, 10);
      const pause = (await call('POST', '/service-pause/', { token: a.token, body: { service_order_uuid: a.orderUuid, understand_pause_func: true, suspend_until_manual: true, pause_from: day, pause_to: null } })).body;
      const card = (await call('GET', '/user-billing-info/', { token: a.token })).body.results[0];
      const msg = (await call('POST', '/message/', { token: a.token, body: { reason: 'other', title: 'Mine', message: 'private' } })).body;
      const prefs = (await call('GET', '/notification-preference/', { token: a.token })).body.results;
      const visit = await insert(db, 'visit', a.userUuid, { service_order_uuid: a.orderUuid, scheduled_time: new Date().toISOString(), status: 'scheduled', tech: null, rating: null, comment: null, technician_comment: null, technician_image: null, technician: null });
      const invoice = await insert(db, 'invoice', a.userUuid, { invoice_id: 'INV-A', invoice_date: '2030-01-01', due_date: null, date_paid: null, payment_method_type: null, balance_due: '1.00', total: '1.00', total_with_tax: '1.00', sales_tax: '0.00', amount_received: '0.00', notes: null, billing_address: null, user: { first_name: 'A', last_name: 'A' }, status: 'open', line_items: [] });
      const community = (await call('GET', '/crm/commercial-community/', { token: comm })).body.results[0];
      const proposal = (await call('GET', '/crm/commerical-crm/', { token: comm })).body.results[0];
      const addr = { address: '9 Elm St, Raleigh, NC 27604', city: 'Raleigh', state: 'NC', zip_code: '27604' };
      const ord = `service_order__uuid=${a.orderUuid}`;
      const withIds: Record<string, Req> = {
        serviceOrderPartialUpdate: { method: 'PATCH', path: `/service-order/${a.orderUuid}/`, body: { cleaning_notes: 'x' } },
        petList: { method: 'GET', path: `/pet/?${ord}` },
        petCreate: { method: 'POST', path: '/pet/', body: { name: 'X', service_order_uuid: a.orderUuid } },
        petPartialUpdate: { method: 'PATCH', path: `/pet/${pet.uuid}/`, body: { name: 'Stolen' } },
        petDestroy: { method: 'DELETE', path: `/pet/${pet.uuid}/` },
        crmCommericalCustomerRetrieve: { method: 'GET', path: `/crm/commerical-customer/${commMe.uuid}/` },
        crmCommericalCustomerPartialUpdate: { method: 'PATCH', path: `/crm/commerical-customer/${commMe.uuid}/`, body: { first_name: 'Stolen' } },
        notificationPreferenceList: { method: 'GET', path: `/notification-preference/?user__uuid=${a.userUuid}` },
        notificationPreferencePartialUpdate: { method: 'PATCH', path: '/notification-preference/', body: [{ uuid: prefs[0].uuid, text: true }] },
        crmCommercialCommunityList: { method: 'GET', path: `/crm/commercial-community/?user__uuid=${commMe.uuid}` },
        crmCommercialCommunityUpdate: { method: 'PUT', path: `/crm/commercial-community/${community.uuid}/`, body: { uuid: community.uuid, home_count: '1-100' } },
        serviceList: { method: 'GET', path: `/service/?${ord}` },
        servicePartialUpdate: { method: 'PATCH', path: `/service/${visit.uuid}/`, body: { rating: 1 } },
        servicePastAndUpcomingServices: { method: 'GET', path: `/service/past_and_upcoming_services/?${ord}` },
        serviceLatestServiceStats: { method: 'GET', path: `/service/latest_service_stats/?${ord}` },
        serviceAddBags: { method: 'POST', path: '/service/add_bags/', body: { service_order_uuid: a.orderUuid, add_bags: '8.99' } },
        servicePauseList: { method: 'GET', path: `/service-pause/?${ord}` },
        servicePauseCreate: { method: 'POST', path: '/service-pause/', body: { service_order_uuid: a.orderUuid, understand_pause_func: true, suspend_until_manual: true, pause_from: day, pause_to: null } },
        servicePauseDestroy: { method: 'DELETE', path: `/service-pause/${pause.uuid}/` },
        serviceOrderList: { method: 'GET', path: `/service-order/?user__uuid=${a.userUuid}` },
        serviceOrderEnquiryList: { method: 'GET', path: `/service-order-enquiry/?user__uuid=${a.userUuid}` },
        userBillingInfoList: { method: 'GET', path: `/user-billing-info/?user__uuid=${a.userUuid}` },
        userBillingInfoCreate: { method: 'POST', path: '/user-billing-info/', body: { user_uuid: a.userUuid, address: addr, stax_card_token: await cardToken(), card_holder_name: 'X' } },
        userBillingInfoPartialUpdate: { method: 'PATCH', path: `/user-billing-info/${card.uuid}/`, body: { card_holder_name: 'Stolen' } },
        userBillingInfoDestroy: { method: 'DELETE', path: `/user-billing-info/${card.uuid}/` },
        userBillingInfoGetUserBillingTab: { method: 'GET', path: `/user-billing-info/get_user_billing_tab/?user__uuid=${a.userUuid}` },
        invoiceList: { method: 'GET', path: `/invoice/?user__uuid=${a.userUuid}` },
        invoicePrintInvoices: { method: 'GET', path: `/invoice/print-invoices/?uuid=${invoice.uuid}` },
        creditMemoGetCreditMemoAndInvoice: { method: 'GET', path: `/credit-memo/get_credit_memo_and_invoice/?user__uuid=${a.userUuid}` },
        crmPaymentList: { method: 'GET', path: `/crm/payment/?user__uuid=${a.userUuid}` },
        messagePartialUpdate: { method: 'PATCH', path: `/message/${msg.uuid}/`, body: { status: 'closed', satisfaction: 'sad' } },
        messageReplyCreate: { method: 'POST', path: '/message-reply/', body: { message: 'x', parent_uuid: msg.uuid } },
        crmCommericalCrmRetrieve: { method: 'GET', path: `/crm/commerical-crm/${proposal.uuid}/` },
        crmCommericalCrmProposalPdf: { method: 'GET', path: `/crm/commerical-crm/${proposal.uuid}/proposal-pdf/` },
      };
      // Operations about the caller only (no ids): B must not see A's records.
      const selfOnly: Record<string, Req> = {
        authUser: { method: 'GET', path: '/auth/user/' },
        userMeRetrieve: { method: 'GET', path: '/user/me/' },
        userMePartialUpdate: { method: 'PATCH', path: '/user/me/', body: { last_name: 'B' } },
        serviceOrderCreate: { method: 'POST', path: '/service-order/', body: orderBody(b.email, {}, await cardToken()) },
        messageList: { method: 'GET', path: '/message/' },
        messageCreate: { method: 'POST', path: '/message/', body: { reason: 'other', title: 'B', message: 'b' } },
        messageUnreadCount: { method: 'GET', path: '/message/unread-count/' },
        dispositionDropdownList: { method: 'GET', path: '/disposition-dropdown/' },
        crmCommericalCrmList: { method: 'GET', path: '/crm/commerical-crm/' },
        authPasswordChange: { method: 'POST', path: '/auth/password/change/', body: { new_password1: 'Password1', new_password2: 'Password1' } },
        authLogout: { method: 'POST', path: '/auth/logout/' },
      };
      const secured = listOperations().filter((o) => o.secured).map((o) => o.operationId);
      expect(Object.keys({ ...withIds, ...selfOnly }).sort()).toEqual([...secured].sort());

      for (const [id, r] of Object.entries({ ...withIds, ...selfOnly })) {
        const anon = await call(r.method, r.path, { body: r.body });
        expect(anon.status, `${id} without a token`).toBe(401);
      }
      const secrets = [a.orderUuid, pet.uuid, pause.uuid, card.uuid, msg.uuid, invoice.uuid, visit.uuid, a.userUuid, community.uuid, proposal.uuid];
      for (const [id, r] of Object.entries(withIds)) {
        const res = await call(r.method, r.path, { token: b.token, body: r.body });
        expect([403, 404], `${id} with another user's ids → ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      }
      for (const [id, r] of Object.entries(selfOnly)) {
        const res = await call(r.method, r.path, { token: b.token, body: r.body });
        expect(res.status, `${id} as B`).toBeLessThan(300);
        for (const s of secrets) expect(res.text.includes(s), `${id} leaks ${s}`).toBe(false);
      }
      // A's records are intact.
      expect((await call('GET', `/pet/?${ord}`, { token: a.token })).body.results.find((p: { uuid: string }) => p.uuid === pet.uuid).name).toBe('Ace');
      expect((await call('GET', `/service-pause/?${ord}`, { token: a.token })).body.upcoming).toHaveLength(1);
      expect((await call('GET', '/user-billing-info/', { token: a.token })).body.results[0].card_holder_name).not.toBe('Stolen');
      expect((await call('GET', '/message/', { token: a.token })).body.results[0].status).toBe('open');
    });
  });
}
