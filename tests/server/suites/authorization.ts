// Authorization walk: every signed-in operation, (1) without a token → 401; (2) with a second
// user's token and the first user's ids → 403/404, and the first user's records stay untouched;
// (3) operations without ids never show the first user's records to the second.
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../../server/openapi';
import {
  call,
  cardToken,
  getWorld,
  insertInvoice,
  insertVisit,
  leadBody,
  leadWithContact,
  login,
  newCustomer,
  orderBody,
  quoteBody,
  uniqueEmail,
  visitorHeaders,
} from '../support';

interface Req {
  method: string;
  path: string;
  body?: unknown;
}

export function authorizationSuite() {
  describe('authorization walk', () => {
    it("every signed-in operation: 401 without a token, 403/404 on another user's ids, no leaks", async () => {
      const a = await newCustomer();
      const b = await newCustomer();
      const comm = await login('community@example.com');
      const commMe = (await call('GET', '/user/me/', { token: comm })).body;
      const { db } = await getWorld();
      const pet = (
        await call('POST', '/pet/', { token: a.token, body: { name: 'Ace', service_order_uuid: a.orderUuid } })
      ).body;
      const day = new Date(Date.now() + 5 * 86400000).toISOString().slice(0, 10);
      const pauseOfA = {
        service_order_uuid: a.orderUuid,
        understand_pause_func: true,
        suspend_until_manual: true,
        pause_from: day,
        pause_to: null,
      };
      const pause = (await call('POST', '/service-pause/', { token: a.token, body: pauseOfA })).body;
      const card = (await call('GET', '/user-billing-info/', { token: a.token })).body.results[0];
      const msg = (
        await call('POST', '/message/', {
          token: a.token,
          body: { reason: 'other', title: 'Mine', message: 'private' },
        })
      ).body;
      const prefs = (await call('GET', '/notification-preference/', { token: a.token })).body.results;
      const visit = await insertVisit(a.userUuid, a.orderUuid, new Date().toISOString(), 'scheduled');
      const invoice = await insertInvoice(a.userUuid, '1.00', '0.00', { invoice_id: 'INV-A' });
      const community = (await call('GET', '/crm/commercial-community/', { token: comm })).body.results[0];
      const proposal = (await call('GET', '/crm/commerical-crm/', { token: comm })).body.results[0];
      const addr = { address: '9 Elm St, Raleigh, NC 27604', city: 'Raleigh', state: 'NC', zip_code: '27604' };
      const ord = `service_order__uuid=${a.orderUuid}`;
      const withIds: Record<string, Req> = {
        serviceOrderPartialUpdate: {
          method: 'PATCH',
          path: `/service-order/${a.orderUuid}/`,
          body: { cleaning_notes: 'x' },
        },
        petList: { method: 'GET', path: `/pet/?${ord}` },
        petCreate: { method: 'POST', path: '/pet/', body: { name: 'X', service_order_uuid: a.orderUuid } },
        petPartialUpdate: { method: 'PATCH', path: `/pet/${pet.uuid}/`, body: { name: 'Stolen' } },
        petDestroy: { method: 'DELETE', path: `/pet/${pet.uuid}/` },
        crmCommericalCustomerRetrieve: { method: 'GET', path: `/crm/commerical-customer/${commMe.uuid}/` },
        crmCommericalCustomerPartialUpdate: {
          method: 'PATCH',
          path: `/crm/commerical-customer/${commMe.uuid}/`,
          body: { first_name: 'Stolen' },
        },
        notificationPreferenceList: { method: 'GET', path: `/notification-preference/?user__uuid=${a.userUuid}` },
        notificationPreferencePartialUpdate: {
          method: 'PATCH',
          path: '/notification-preference/',
          body: [{ uuid: prefs[0].uuid, text: true }],
        },
        crmCommercialCommunityList: { method: 'GET', path: `/crm/commercial-community/?user__uuid=${commMe.uuid}` },
        crmCommercialCommunityUpdate: {
          method: 'PUT',
          path: `/crm/commercial-community/${community.uuid}/`,
          body: { uuid: community.uuid, home_count: '1-100' },
        },
        serviceList: { method: 'GET', path: `/service/?${ord}` },
        servicePartialUpdate: { method: 'PATCH', path: `/service/${visit.uuid}/`, body: { rating: 1 } },
        servicePastAndUpcomingServices: { method: 'GET', path: `/service/past_and_upcoming_services/?${ord}` },
        serviceLatestServiceStats: { method: 'GET', path: `/service/latest_service_stats/?${ord}` },
        serviceAddBags: {
          method: 'POST',
          path: '/service/add_bags/',
          body: { service_order_uuid: a.orderUuid, add_bags: '8.99' },
        },
        servicePauseList: { method: 'GET', path: `/service-pause/?${ord}` },
        servicePauseCreate: {
          method: 'POST',
          path: '/service-pause/',
          body: pauseOfA,
        },
        servicePauseDestroy: { method: 'DELETE', path: `/service-pause/${pause.uuid}/` },
        serviceOrderList: { method: 'GET', path: `/service-order/?user__uuid=${a.userUuid}` },
        serviceOrderEnquiryList: { method: 'GET', path: `/service-order-enquiry/?user__uuid=${a.userUuid}` },
        userBillingInfoList: { method: 'GET', path: `/user-billing-info/?user__uuid=${a.userUuid}` },
        userBillingInfoCreate: {
          method: 'POST',
          path: '/user-billing-info/',
          body: { user_uuid: a.userUuid, address: addr, stax_card_token: await cardToken(), card_holder_name: 'X' },
        },
        userBillingInfoPartialUpdate: {
          method: 'PATCH',
          path: `/user-billing-info/${card.uuid}/`,
          body: { card_holder_name: 'Stolen' },
        },
        userBillingInfoDestroy: { method: 'DELETE', path: `/user-billing-info/${card.uuid}/` },
        userBillingInfoGetUserBillingTab: {
          method: 'GET',
          path: `/user-billing-info/get_user_billing_tab/?user__uuid=${a.userUuid}`,
        },
        invoiceList: { method: 'GET', path: `/invoice/?user__uuid=${a.userUuid}` },
        invoicePayLink: { method: 'GET', path: `/invoice/${invoice.uuid}/pay-link/` },
        invoicePrintInvoices: { method: 'GET', path: `/invoice/print-invoices/?uuid=${invoice.uuid}` },
        creditMemoGetCreditMemoAndInvoice: {
          method: 'GET',
          path: `/credit-memo/get_credit_memo_and_invoice/?user__uuid=${a.userUuid}`,
        },
        crmPaymentList: { method: 'GET', path: `/crm/payment/?user__uuid=${a.userUuid}` },
        messageRetrieve: { method: 'GET', path: `/message/${msg.uuid}/` },
        messagePartialUpdate: {
          method: 'PATCH',
          path: `/message/${msg.uuid}/`,
          body: { status: 'closed', satisfaction: 'sad' },
        },
        messageReplyCreate: { method: 'POST', path: '/message-reply/', body: { message: 'x', parent_uuid: msg.uuid } },
        crmCommericalCrmRetrieve: { method: 'GET', path: `/crm/commerical-crm/${proposal.uuid}/` },
        crmCommericalCrmProposalPdf: { method: 'GET', path: `/crm/commerical-crm/${proposal.uuid}/proposal-pdf/` },
      };
      // Operations about the caller only (no ids): B must not see A's records.
      const selfOnly: Record<string, Req> = {
        authUser: { method: 'GET', path: '/auth/user/' },
        userMeRetrieve: { method: 'GET', path: '/user/me/' },
        userMePartialUpdate: { method: 'PATCH', path: '/user/me/', body: { last_name: 'B' } },
        serviceOrderCreate: {
          method: 'POST',
          path: '/service-order/',
          body: orderBody(b.email, {}, await cardToken()),
        },
        messageList: { method: 'GET', path: '/message/' },
        messageCreate: { method: 'POST', path: '/message/', body: { reason: 'other', title: 'B', message: 'b' } },
        messageUnreadCount: { method: 'GET', path: '/message/unread-count/' },
        dispositionDropdownList: { method: 'GET', path: '/disposition-dropdown/' },
        crmCommericalCrmList: { method: 'GET', path: '/crm/commerical-crm/' },
        authPasswordChange: {
          method: 'POST',
          path: '/auth/password/change/',
          body: { new_password1: 'Password1', new_password2: 'Password1', old_password: 'Password1' },
        },
        authLogout: { method: 'POST', path: '/auth/logout/' },
      };
      const secured = listOperations()
        .filter((o) => o.secured)
        .map((o) => o.operationId);
      expect(Object.keys({ ...withIds, ...selfOnly }).sort()).toEqual([...secured].sort());

      for (const [id, r] of Object.entries({ ...withIds, ...selfOnly })) {
        const anon = await call(r.method, r.path, { body: r.body });
        expect(anon.status, `${id} without a token`).toBe(401);
      }
      const secrets = [
        a.orderUuid,
        pet.uuid,
        pause.uuid,
        card.uuid,
        msg.uuid,
        invoice.uuid,
        visit.uuid,
        a.userUuid,
        community.uuid,
        proposal.uuid,
      ];
      // Everything A and the community account own, and their user rows, byte for byte.
      const owners = [a.userUuid, commMe.uuid];
      const snapshot = async () =>
        JSON.stringify([
          await db.query('SELECT uuid, kind, data FROM records WHERE owner_uuid = ANY($1::uuid[]) ORDER BY uuid', [
            owners,
          ]),
          await db.query(
            'SELECT uuid, email, first_name, last_name, roles, data FROM users WHERE uuid = ANY($1::uuid[]) ORDER BY uuid',
            [owners],
          ),
        ]);
      const before = await snapshot();
      for (const [id, r] of Object.entries(withIds)) {
        const res = await call(r.method, r.path, { token: b.token, body: r.body });
        // A dog on someone else's service is a field error (400): a 403 would sign the app's user out.
        const refused = id === 'petCreate' ? [400] : [403, 404];
        expect(refused, `${id} with another user's ids → ${res.status} ${res.text.slice(0, 200)}`).toContain(
          res.status,
        );
        for (const s of [...secrets, 'private', 'INV-A']) expect(res.text.includes(s), `${id} leaks ${s}`).toBe(false);
      }
      expect(await snapshot(), "B's attempts changed nothing of A's or the community's").toBe(before);
      for (const [id, r] of Object.entries(selfOnly)) {
        const res = await call(r.method, r.path, { token: b.token, body: r.body });
        expect(res.status, `${id} as B`).toBeLessThan(300);
        for (const s of secrets) expect(res.text.includes(s), `${id} leaks ${s}`).toBe(false);
      }
      // A's records are intact.
      expect(
        (await call('GET', `/pet/?${ord}`, { token: a.token })).body.results.find(
          (p: { uuid: string }) => p.uuid === pet.uuid,
        ).name,
      ).toBe('Ace');
      expect((await call('GET', `/service-pause/?${ord}`, { token: a.token })).body.upcoming).toHaveLength(1);
      expect((await call('GET', '/user-billing-info/', { token: a.token })).body.results[0].card_holder_name).not.toBe(
        'Stolen',
      );
      expect((await call('GET', '/message/', { token: a.token })).body.results[0].status).toBe('open');
    });

    it("public wizard routes with a second visitor's key: 0 reads or writes of another visitor's or user's record", async () => {
      const { db } = await getWorld();
      // Visitor A: a lead with contact details, a commercial quote chain and an enquiry, all on one key.
      const leadEmail = uniqueEmail('walk-lead');
      const { lead, headers: a } = await leadWithContact(leadEmail, {
        first_name: 'Secret',
        last_name: 'Person',
        phone_numbers: [{ phone: '9195550199', type: 'mobile', primary: true }],
      });
      const quoteEmail = uniqueEmail('walk-hoa');
      const quote = await call('POST', '/commercial-quote/', { headers: a, body: quoteBody(quoteEmail) });
      expect(quote.headers.get('x-visitor-key'), 'a request with a key keeps it').toBe(a['X-Visitor-Key']);
      await call('PATCH', `/commercial-quote/${quote.body.uuid}/`, {
        headers: a,
        body: {
          community_name: 'Hidden Court',
          first_name: 'Secret',
          last_name: 'Person',
          email_address: quoteEmail,
          // Kept on the quote: a secret like the others.
          phone_numbers: [{ phone: '9195550199', type: 'mobile', primary: true }],
        },
      });
      const proposal = await call('POST', '/commercial-proposal/', {
        headers: a,
        body: { proposal_status: 'enquiry', commercial_quote_uuid: quote.body.uuid, proposal_date: null },
      });
      const inner = await call('POST', '/inner-proposal/', {
        headers: a,
        body: { proposal_uuid: proposal.body.uuid, line_items: [] },
      });
      const item = await call('POST', '/proposal-line-item/', {
        headers: a,
        body: { inner_proposal_uuid: inner.body.uuid, item_type: 'service', item: 'common_area_cleaning' },
      });
      const enquiryEmail = uniqueEmail('walk-enq');
      const enquiry = await call('POST', '/service-order-enquiry/', {
        headers: a,
        body: orderBody(enquiryEmail, { first_name: 'Secret' }, await cardToken()),
      });
      for (const r of [lead, quote, proposal, inner, item, enquiry]) expect(r.status, r.text).toBe(201);
      expect((await call('GET', `/crm/lead-user/${lead.body.uuid}/`, { headers: a })).body.first_name).toBe('Secret');
      expect(
        (await call('GET', `/commercial-proposal/?commercial_quote__uuid=${quote.body.uuid}`, { headers: a })).body
          .results[0].uuid,
      ).toBe(proposal.body.uuid);
      // A signed-in user's visitor records (the enquiry that made the account), and the seeded lead's quote.
      const user = await newCustomer();
      const userEnquiry = (await call('GET', '/service-order-enquiry/', { token: user.token })).body.results[0];
      const seededQuote = (
        await db.query<{ uuid: string }>(
          "SELECT r.uuid FROM records r JOIN users u ON u.uuid = r.owner_uuid WHERE r.kind = 'commercial_quote' AND u.email = 'communitylead@example.com'",
        )
      )[0]?.uuid as string;
      const records: string[] = [
        lead.body.uuid,
        quote.body.uuid,
        proposal.body.uuid,
        inner.body.uuid,
        item.body.uuid,
        enquiry.body.uuid,
        userEnquiry.uuid,
        seededQuote,
      ];
      const snapshot = async () =>
        (
          await db.query<{ data: unknown }>('SELECT data FROM records WHERE uuid = ANY($1::uuid[]) ORDER BY uuid', [
            records,
          ])
        ).map((r) => JSON.stringify(r.data));
      const users = async () =>
        JSON.stringify(
          await db.query(
            'SELECT uuid, first_name, last_name, roles, data, password_hash FROM users WHERE email = ANY($1) ORDER BY uuid',
            [[leadEmail, quoteEmail, enquiryEmail, user.email]],
          ),
        );
      const before = [await snapshot(), await users()];
      // Visitor B: a lead of their own, and so a valid key; B also tries with no key at all.
      const b = visitorHeaders(await call('POST', '/crm/lead-user/', { body: leadBody(uniqueEmail('walk-b')) }));
      // What B writes over a commercial quote that is not B's.
      const quoteTakeover = {
        community_name: 'PWNED',
        first_name: 'PWNED',
        last_name: 'PWNED',
        email_address: 'pwned@example.com',
      };
      const other: Record<string, { method: string; path: string; body?: unknown; expect: number[] }> = {
        accountsUserEmailLead: { method: 'GET', path: `/accounts/user-email-lead/?email=${leadEmail}`, expect: [200] },
        crmLeadUserCreate: { method: 'POST', path: '/crm/lead-user/', body: leadBody(leadEmail), expect: [201] },
        crmLeadUserRetrieve: { method: 'GET', path: `/crm/lead-user/${lead.body.uuid}/`, expect: [404] },
        crmLeadUserPartialUpdate: {
          method: 'PATCH',
          path: `/crm/lead-user/${lead.body.uuid}/`,
          body: { first_name: 'PWNED' },
          expect: [404],
        },
        commercialQuoteCreate: {
          method: 'POST',
          path: '/commercial-quote/',
          body: quoteBody(quoteEmail),
          expect: [201],
        },
        commercialQuoteRetrieve: { method: 'GET', path: `/commercial-quote/${quote.body.uuid}/`, expect: [404] },
        innerProposalRetrieve: { method: 'GET', path: `/inner-proposal/${inner.body.uuid}/`, expect: [404] },
        commercialQuotePartialUpdate: {
          method: 'PATCH',
          path: `/commercial-quote/${quote.body.uuid}/`,
          body: quoteTakeover,
          expect: [404],
        },
        commercialProposalList: {
          method: 'GET',
          path: `/commercial-proposal/?commercial_quote__uuid=${quote.body.uuid}`,
          expect: [200],
        },
        commercialProposalCreate: {
          method: 'POST',
          path: '/commercial-proposal/',
          body: { proposal_status: 'enquiry', commercial_quote_uuid: quote.body.uuid, proposal_date: null },
          expect: [400],
        },
        commercialProposalPartialUpdate: {
          method: 'PATCH',
          path: `/commercial-proposal/${proposal.body.uuid}/`,
          body: { proposal_date: '2031-01-01' },
          expect: [404],
        },
        innerProposalCreate: {
          method: 'POST',
          path: '/inner-proposal/',
          body: { proposal_uuid: proposal.body.uuid, line_items: [] },
          expect: [400],
        },
        innerProposalPartialUpdate: {
          method: 'PATCH',
          path: `/inner-proposal/${inner.body.uuid}/`,
          body: { line_items: [] },
          expect: [404],
        },
        proposalLineItemCreate: {
          method: 'POST',
          path: '/proposal-line-item/',
          body: { inner_proposal_uuid: inner.body.uuid, item_type: 'service', item: 'PWNED' },
          expect: [400],
        },
        resumeDraftSave: {
          method: 'PUT',
          path: '/resume/draft/',
          body: { flow: 'quote', record_uuid: lead.body.uuid, step: 'quote', answers: { 'acq.lead': 'PWNED' } },
          expect: [404],
        },
        resumeEmailQuote: {
          method: 'POST',
          path: '/resume/email/',
          body: { flow: 'commercial', record_uuid: quote.body.uuid, step: 'step1', answers: {} },
          expect: [404],
        },
        resumeOpen: { method: 'POST', path: '/resume/open/', body: { token: 'not-a-link' }, expect: [404] },
        serviceOrderEnquiryCreate: {
          method: 'POST',
          path: '/service-order-enquiry/',
          body: orderBody(enquiryEmail, {}, await cardToken()),
          expect: [201],
        },
        serviceOrderEnquiryPartialUpdate: {
          method: 'PATCH',
          path: `/service-order-enquiry/${enquiry.body.uuid}/`,
          body: { is_dogs_outside: true, pets: [{ name: 'PWNED' }] },
          expect: [404],
        },
        authRegistration: {
          method: 'POST',
          path: '/auth/registration/',
          body: { email: leadEmail, password1: 'Password1', password2: 'Password1', role: 'customer' },
          expect: [202],
        },
      };
      const extra = [
        {
          method: 'PATCH',
          path: `/service-order-enquiry/${userEnquiry.uuid}/`,
          body: { is_dogs_outside: true },
          expect: [404],
        },
        { method: 'GET', path: `/commercial-proposal/?commercial_quote__uuid=${seededQuote}`, expect: [200] },
        { method: 'GET', path: `/commercial-quote/${seededQuote}/`, expect: [404] },
        {
          method: 'PATCH',
          path: `/commercial-quote/${seededQuote}/`,
          body: quoteTakeover,
          expect: [404],
        },
        {
          method: 'POST',
          path: '/commercial-proposal/',
          body: { proposal_status: 'enquiry', commercial_quote_uuid: seededQuote, proposal_date: null },
          expect: [400],
        },
      ];
      // Every operation that takes the visitor key is walked.
      const keyed = listOperations()
        .filter((o) => o.parameters.some((p) => p.in === 'header' && p.name === 'X-Visitor-Key'))
        .map((o) => o.operationId);
      expect(Object.keys(other).sort()).toEqual([...keyed].sort());
      const secrets = [...records, user.userUuid, 'Secret', '9195550199', 'Hidden Court'];
      for (const [who, headers] of [
        ['B', b],
        ['no key', {}],
        ['B signed in as another user', { ...b, authorization: `token ${await login('community@example.com')}` }],
      ] as const) {
        for (const [id, r] of [...Object.entries(other), ...extra.map((r, n) => [`extra ${n}`, r] as const)]) {
          const res = await call(r.method, r.path, { headers, body: r.body });
          expect(r.expect, `${id} as ${who} → ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
          for (const s of secrets) expect(res.text.includes(s), `${id} as ${who} leaks ${s}`).toBe(false);
          if (r.method === 'GET' && r.path.startsWith('/commercial-proposal/'))
            expect(res.body.count, `${id} as ${who}`).toBe(0);
        }
      }
      // Nothing of A's (or the user's) changed, and A still reaches every record with A's key.
      expect([await snapshot(), await users()]).toEqual(before);
      expect((await call('GET', `/crm/lead-user/${lead.body.uuid}/`, { headers: a })).body.first_name).toBe('Secret');
      expect(
        (await call('GET', `/commercial-proposal/?commercial_quote__uuid=${quote.body.uuid}`, { headers: a })).body
          .count,
      ).toBe(1);
      expect((await call('GET', `/accounts/user-email-lead/?email=${leadEmail}`, { headers: a })).body).toMatchObject({
        role: 'lead',
        user_uuid: lead.body.uuid,
      });
      expect(
        (
          await call('PATCH', `/service-order-enquiry/${enquiry.body.uuid}/`, {
            headers: a,
            body: { is_dogs_outside: false },
          })
        ).status,
      ).toBe(200);
      // The owner's token reaches the user's own enquiry.
      expect(
        (
          await call('PATCH', `/service-order-enquiry/${userEnquiry.uuid}/`, {
            token: user.token,
            body: { is_dogs_outside: true },
          })
        ).status,
      ).toBe(200);
    });
  });
}
