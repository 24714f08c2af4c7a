// Records a visitor creates, and what they let another visitor do: each test fails without its fix.
// The walk of every public wizard route with a second visitor's key is in suites/authorization.ts.
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  cardToken,
  closeWorld,
  DEMO_OFFICE,
  getWorld,
  insertInvoice,
  leadBody,
  leadWithContact,
  linkPayment,
  login,
  newCustomer,
  orderBody,
  quoteBody,
  startDate,
  uniqueEmail,
  visitorHeaders,
} from './support';

afterAll(closeWorld);

describe('visitor records', () => {
  it('boots the shared seeded database', async () => {
    await getWorld();
  }, 120_000);

  it('user-email-lead answers ids only to the visitor who made the lead; another visitor continues with a fresh lead of the same account', async () => {
    const { db } = await getWorld();
    const email = uniqueEmail('cap');
    const { lead: first, headers: a } = await leadWithContact(email, {
      first_name: 'Private',
      phone_numbers: [{ phone: '9195550177', type: 'mobile', primary: true }],
    });
    expect((await call('GET', `/accounts/user-email-lead/?email=${email}`, { headers: a })).body).toEqual({
      role: 'lead',
      type: 'residential',
      user_uuid: first.body.uuid,
      commercial_quote_uuid: null,
    });
    const stranger = await call('GET', `/accounts/user-email-lead/?email=${email}`);
    // Known, never an id: the email step mails the address a link rather than continue here.
    expect(stranger.body).toEqual({ role: 'lead', type: 'residential', user_uuid: null, commercial_quote_uuid: null });
    // The stranger (as the lead's owner on another day would) starts a lead: a new record, merged into the same account.
    const second = await call('POST', '/crm/lead-user/', { body: leadBody(email) });
    expect(second.status).toBe(201);
    expect(second.body.uuid).not.toBe(first.body.uuid);
    expect(second.text).not.toContain('Private');
    expect(second.text).not.toContain('9195550177');
    const b = visitorHeaders(second);
    expect(b['X-Visitor-Key']).not.toBe(a['X-Visitor-Key']);
    const owners = await db.query<{ uuid: string; owner_uuid: string }>(
      "SELECT uuid, owner_uuid FROM records WHERE kind = 'lead' AND uuid = ANY($1::uuid[])",
      [[first.body.uuid, second.body.uuid]],
    );
    expect(new Set(owners.map((o) => o.owner_uuid))).toEqual(new Set([first.body.uuid]));
    expect((await call('GET', `/crm/lead-user/${first.body.uuid}/`, { headers: b })).status).toBe(404);
    expect((await call('GET', `/crm/lead-user/${second.body.uuid}/`, { headers: b })).body.first_name).toBeNull();
    // A second visitor's name change stays on its own lead: the account's names are the creator's.
    await call('PATCH', `/crm/lead-user/${second.body.uuid}/`, { headers: b, body: { first_name: 'Mallory' } });
    expect(
      (await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE uuid = $1', [first.body.uuid]))[0]
        ?.first_name,
    ).toBe('Private');
    // A made-up key is no key: a fresh one is issued.
    const madeUp = await call('POST', '/crm/lead-user/', {
      headers: { 'X-Visitor-Key': 'A'.repeat(43) },
      body: leadBody(uniqueEmail('cap')),
    });
    expect(madeUp.headers.get('x-visitor-key')).not.toBe('A'.repeat(43));
  });

  it('a commercial quote chain answers only its visitor; the seeded lead quote answers nobody', async () => {
    const email = uniqueEmail('cap-hoa');
    const q = await call('POST', '/commercial-quote/', { body: quoteBody(email) });
    const a = visitorHeaders(q);
    const p = await call('POST', '/commercial-proposal/', {
      headers: a,
      body: { proposal_status: 'enquiry', commercial_quote_uuid: q.body.uuid, proposal_date: null },
    });
    expect(p.status).toBe(201);
    expect((await call('GET', `/accounts/user-email-lead/?email=${email}`, { headers: a })).body).toMatchObject({
      role: 'commercial_lead',
      commercial_quote_uuid: q.body.uuid,
    });
    expect((await call('GET', `/accounts/user-email-lead/?email=${email}`)).body.commercial_quote_uuid).toBeNull();
    expect((await call('GET', `/commercial-proposal/?commercial_quote__uuid=${q.body.uuid}`)).body.count).toBe(0);
    expect(
      (
        await call('POST', '/commercial-proposal/', {
          body: { proposal_status: 'enquiry', commercial_quote_uuid: q.body.uuid, proposal_date: null },
        })
      ).status,
    ).toBe(400);
    // A registered commercial customer's email cannot start a quote for their account.
    expect((await call('POST', '/commercial-quote/', { body: quoteBody('community@example.com') })).body).toEqual({
      email_address: ['Email address is already in use'],
    });
  });

  it('an anonymous enquiry with a registered email answers "This email is already registered" and writes nothing', async () => {
    const { db } = await getWorld();
    const c = await newCustomer();
    const snapshot = async () => [
      await db.query('SELECT count(*)::int AS n, max(created_at) AS last FROM records'),
      await db.query('SELECT uuid, first_name, last_name, roles, data, password_hash FROM users WHERE uuid = $1', [
        c.userUuid,
      ]),
      await db.query('SELECT uuid, data FROM records WHERE owner_uuid = $1 ORDER BY uuid', [c.userUuid]),
      await db.query('SELECT count(*)::int AS n FROM auth_tokens WHERE user_uuid = $1', [c.userUuid]),
    ];
    const token = await cardToken();
    const before = JSON.stringify(await snapshot());
    for (const email of [c.email, c.email.toUpperCase()]) {
      const r = await call('POST', '/service-order-enquiry/', {
        body: orderBody(email, { first_name: 'Eve', pets: [{ name: 'Intruder' }] }, token),
      });
      expect(r).toMatchObject({ status: 400, body: { email: ['This email is already registered'] } });
      expect(r.headers.get('x-visitor-key')).toBeNull();
    }
    expect(JSON.stringify(await snapshot())).toBe(before);
  });

  it("registering a lead's email needs the visitor key of the flow that made the lead", async () => {
    for (const [kind, create] of [
      ['residential', (email: string) => call('POST', '/crm/lead-user/', { body: leadBody(email) })],
      ['commercial', (email: string) => call('POST', '/commercial-quote/', { body: quoteBody(email) })],
    ] as const) {
      const email = uniqueEmail(`claim-${kind}`);
      const made = await create(email);
      const creator = visitorHeaders(made);
      // A stranger, and a stranger who got a key of their own by starting a lead with the same email.
      const other = visitorHeaders(await create(email));
      const reg = {
        email,
        password1: 'Password1',
        password2: 'Password1',
        role: kind === 'commercial' ? 'commercial_lead' : 'customer',
      };
      // Anyone else's registration mails the address a link to set a password (design.md §8) and says so.
      for (const headers of [{}, other]) {
        const r = await call('POST', '/auth/registration/', { headers, body: reg });
        expect(r, kind).toMatchObject({
          status: 202,
          body: { detail: "We've emailed you a link to continue where you left off." },
        });
      }
      expect((await call('POST', '/auth/login/', { body: { email, password: 'Password1' } })).status).toBe(400);
      expect((await call('POST', '/auth/registration/', { headers: creator, body: reg })).status, kind).toBe(201);
      await login(email);
    }
  });

  it('an order with is_billing_address_same and no billing address gets the service address, and the card list conforms', async () => {
    const email = uniqueEmail('bill');
    const body = orderBody(email, {}, await cardToken());
    delete body.billing_address;
    const service = body.service_address;
    const enquiry = await call('POST', '/service-order-enquiry/', { body });
    expect(enquiry.status, enquiry.text).toBe(201);
    expect(enquiry.body.billing_address).toEqual(service);
    await call('POST', '/auth/password/change/', {
      token: enquiry.body.user.key,
      body: { new_password1: 'Password1', new_password2: 'Password1', role: 'customer' },
    });
    const token = await login(email);
    const order = (await call('GET', '/service-order/', { token })).body.results[0];
    expect(order.billing_address).toEqual(service);
    // A signed-in order too; `call` checks both card lists against the contract.
    const own = orderBody(email, {}, await cardToken());
    delete own.billing_address;
    expect((await call('POST', '/service-order/', { token, body: own })).body.billing_address).toEqual(service);
    const tab = await call('GET', '/user-billing-info/get_user_billing_tab/', { token });
    expect(tab.status).toBe(200);
    for (const o of tab.body.service_orders) expect(o.billing_address).toEqual(service);
    expect((await call('GET', '/user-billing-info/', { token })).status).toBe(200);
  });

  it("preferred_start_date must be one of the office's initial cleaning days", async () => {
    const days = (
      await call<string[]>('GET', `/field-office/initial_cleanning_days/?zip_code=27603&franchises_uuid=${DEMO_OFFICE}`)
    ).body;
    const iso = (mmddyyyy: string) => {
      const [m, d, y] = mmddyyyy.split('-');
      return `${y}-${m}-${d}`;
    };
    const token = await cardToken();
    for (const bad of ['2001-01-01', new Date().toISOString().slice(0, 10), '2099-01-05']) {
      const r = await call('POST', '/service-order-enquiry/', {
        body: orderBody(uniqueEmail('start'), { preferred_start_date: bad }, token),
      });
      expect(r, bad).toMatchObject({
        status: 400,
        body: { preferred_start_date: ['Choose one of the offered start dates.'] },
      });
    }
    const ok = await call('POST', '/service-order-enquiry/', {
      body: orderBody(uniqueEmail('start'), { preferred_start_date: iso(days[days.length - 1] as string) }, token),
    });
    expect(ok.status, ok.text).toBe(201);
    expect(startDate()).toBe(iso(days[3] as string));
    // Signed in: the order and a change of its start date follow the same rule.
    const c = await newCustomer();
    expect(
      (
        await call('POST', '/service-order/', {
          token: c.token,
          body: orderBody(c.email, { preferred_start_date: '2001-01-01' }, token),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PATCH', `/service-order/${c.orderUuid}/`, {
          token: c.token,
          body: { preferred_start_date: '2001-01-01' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PATCH', `/service-order/${c.orderUuid}/`, {
          token: c.token,
          body: { preferred_start_date: iso(days[5] as string) },
        })
      ).status,
    ).toBe(200);
  });

  it("a pay-link payment saves the card only for the invoice's signed-in owner", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const cards = async () =>
      (await call('GET', '/user-billing-info/', { token: owner.token })).body.results
        .map((c: { uuid: string }) => c.uuid)
        .sort();
    const invoice = () => insertInvoice(owner.userUuid, '10.00');
    const pay = async (uuid: string, token?: string) =>
      call('POST', '/crm/payment/link-payment/', {
        token: token ?? null,
        body: linkPayment(uuid, '10.00', await cardToken('5555555555554444'), {
          save_card: true,
          card_holder_name: 'Payer',
        }),
      });
    const before = await cards();
    expect((await pay((await invoice()).uuid)).status).toBe(200);
    expect((await pay((await invoice()).uuid, stranger.token)).status).toBe(200);
    expect(await cards()).toEqual(before);
    expect((await call('GET', '/user-billing-info/', { token: stranger.token })).body.results).toHaveLength(1);
    expect((await pay((await invoice()).uuid, owner.token)).status).toBe(200);
    expect((await cards()).length).toBe(before.length + 1);
  });
});
