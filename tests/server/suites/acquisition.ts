// Public acquisition flow, every operation of it, against the seeded demo data.
import { describe, expect, it } from 'vitest';
import {
  call,
  cardToken,
  DEMO_OFFICE,
  leadBody,
  login,
  orderBody,
  OUTBOX_KEY,
  quoteBody,
  uniqueEmail,
  visitorHeaders,
} from '../support';

const AUSTIN = '22222222-2222-4222-8222-222222222222';

export function acquisitionSuite() {
  describe('field offices and pricing', () => {
    it('ZIP lookup: served, closed and unserved ZIPs', async () => {
      const served = await call('GET', '/field-office/?addressable_zip_codes__contains=27605&close=false');
      expect(served.body.count).toBe(1);
      expect(served.body.results[0]).toMatchObject({
        uuid: DEMO_OFFICE,
        city: 'Raleigh',
        state: 'NC',
        zipcode: '27605',
        stax_public_apikey: 'sandbox',
        additional_cleaning_area_price: '3.00',
        annual_prepay_discount: '10.00',
      });
      expect(served.body.results[0].add_on.map((a: { name: string }) => a.name)).toEqual([
        'Take waste away',
        'Deodorizer',
        'Sanitizer',
        'Patio wash',
      ]);
      expect((await call('GET', '/field-office/?addressable_zip_codes__contains=30301&close=false')).body.count).toBe(
        0,
      );
      expect((await call('GET', '/field-office/?addressable_zip_codes__contains=30301')).body.count).toBe(1);
      expect((await call('GET', '/field-office/?addressable_zip_codes__contains=99999&close=false')).body.count).toBe(
        0,
      );
      const bad = await call('GET', '/field-office/?addressable_zip_codes__contains=12ab');
      expect(bad.status).toBe(400);
      expect(bad.body).toHaveProperty('addressable_zip_codes__contains');
    });

    it('frequency price ranges per office', async () => {
      const r = await call('GET', `/field-office/${DEMO_OFFICE}/frequency-pricing-range/`);
      expect(r.body.pricing_range[1]).toEqual({ frequency: 'weekly', min_price: '15.00', max_price: '28.00' });
      expect(
        (await call('GET', '/field-office/00000000-0000-4000-8000-000000000000/frequency-pricing-range/')).status,
      ).toBe(404);
      expect((await call('GET', '/field-office/not-a-uuid/frequency-pricing-range/')).status).toBe(404);
    });

    it('initial cleaning days: working days, MM-DD-YYYY', async () => {
      const r = await call<string[]>(
        'GET',
        `/field-office/initial_cleanning_days/?zip_code=27601&franchises_uuid=${DEMO_OFFICE}`,
      );
      expect(r.status).toBe(200);
      expect(r.body.length).toBeGreaterThan(3);
      for (const d of r.body) {
        const [m, day, y] = d.split('-').map(Number) as [number, number, number];
        expect([0, 6]).not.toContain(new Date(Date.UTC(y, m - 1, day)).getUTCDay());
      }
      expect((await call('GET', '/field-office/initial_cleanning_days/?zip_code=99999')).status).toBe(400);
    });

    it('pricing calculator answers calculated_price; coupon errors under coupon_code', async () => {
      const base = { field_office_uuid: DEMO_OFFICE, frequency: 'weekly', property_type: 'townhouse', pet_count: 1 };
      const r = await call('POST', '/pricing-calculator/', {
        body: { ...base, areas_to_clean: ['Back Yard', 'Front Yard'], coupon_code: 'WELCOME10' },
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        total_price_per_service: '18.00',
        total_price_for_first_visit: '16.20',
        coupon: { coupon_applied: true, savings: '1.80' },
      });
      const expired = await call('POST', '/pricing-calculator/', { body: { ...base, coupon_code: 'OLD2020' } });
      expect(expired).toMatchObject({ status: 400, body: { coupon_code: ['This coupon has expired.'] } });
      const invalid = await call('POST', '/pricing-calculator/', { body: { ...base, coupon_code: 'NOPE' } });
      expect(invalid).toMatchObject({ status: 400, body: { coupon_code: ['Invalid coupon code.'] } });
      const once = await call('POST', '/pricing-calculator/', { body: { ...base, frequency: 'once' } });
      expect(once.status).toBe(400);
      expect(once.body).toHaveProperty('last_cleaned');
      const unknown = await call('POST', '/pricing-calculator/', { body: { ...base, surprise: 1 } });
      expect(unknown).toMatchObject({ status: 400, body: { surprise: ['Unknown field.'] } });
      const commercial = await call('POST', '/pricing-calculator/', { body: { ...base, property_type: 'commercial' } });
      expect(commercial.status).toBe(400);
      expect(commercial.body).toHaveProperty('property_type');
      const closed = await call('POST', '/pricing-calculator/', {
        body: { ...base, field_office_uuid: '33333333-3333-4333-8333-333333333333' },
      });
      expect(closed.status).toBe(400);
    });
  });

  describe('emails and leads', () => {
    it('check-email and user-email-lead', async () => {
      expect((await call('GET', '/accounts/check-email/?email=customer@example.com')).body).toEqual({
        already_exists: true,
      });
      expect((await call('GET', `/accounts/check-email/?email=${uniqueEmail()}`)).body).toEqual({
        already_exists: false,
      });
      expect((await call('GET', '/accounts/check-email/?email=nope')).status).toBe(400);
      expect((await call('GET', `/accounts/user-email-lead/?email=${uniqueEmail()}`)).body).toEqual({
        role: null,
        type: 'new',
        user_uuid: null,
        commercial_quote_uuid: null,
      });
      // Another person's lead, like an account, shows its role and never an id (the email step then
      // mails that address a link: resume/request/).
      expect((await call('GET', '/accounts/user-email-lead/?email=lead@example.com')).body).toEqual({
        role: 'lead',
        type: 'residential',
        user_uuid: null,
        commercial_quote_uuid: null,
      });
      expect((await call('GET', '/accounts/user-email-lead/?email=communitylead@example.com')).body).toEqual({
        role: 'commercial_lead',
        type: 'commercial',
        user_uuid: null,
        commercial_quote_uuid: null,
      });
      expect((await call('GET', '/accounts/user-email-lead/?email=customer@example.com')).body).toEqual({
        role: 'customer',
        type: 'residential',
        user_uuid: null,
        commercial_quote_uuid: null,
      });
    });

    it('lead create, fetch, update; a registered email is refused', async () => {
      const email = uniqueEmail('lead');
      const body = leadBody(email, { channel_attribution_id: 3 });
      const created = await call('POST', '/crm/lead-user/', { body });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ email, hear_about_us: ['Truck'], channel_attribution_id: 3 });
      const headers = visitorHeaders(created);
      const got = await call('GET', `/crm/lead-user/${created.body.uuid}/`, { headers });
      expect(got.body.uuid).toBe(created.body.uuid);
      const patched = await call('PATCH', `/crm/lead-user/${created.body.uuid}/`, {
        headers,
        body: {
          first_name: 'Lee',
          last_name: 'Lead',
          leadStage: 'new',
          is_crm: false,
          phone_numbers: [{ phone: '9195550000', type: 'mobile', primary: true }],
        },
      });
      expect(patched.body).toMatchObject({ first_name: 'Lee', last_name: 'Lead', lead_stage: 'new' });
      expect((await call('GET', '/crm/lead-user/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
      const taken = await call('POST', '/crm/lead-user/', {
        body: {
          ...body,
          email: 'customer@example.com',
          emailaddress_set: [{ email: 'customer@example.com', primary: true }],
        },
      });
      expect(taken).toMatchObject({ status: 400, body: { email: ['This email is already registered'] } });
      expect(
        (await call('POST', '/non-serviceable-enquiry/', { body: { email, zip_code: '99999', scorpion_id: 's-1' } }))
          .status,
      ).toBe(201);
    });

    it('commercial quote → proposal (enquiry) → inner proposal → line items', async () => {
      const email = uniqueEmail('hoa');
      const q = await call('POST', '/commercial-quote/', {
        body: quoteBody(email, { zip_code: '78701', field_office_uuid: AUSTIN }),
      });
      expect(q.status).toBe(201);
      const headers = visitorHeaders(q);
      const upd = await call('PATCH', `/commercial-quote/${q.body.uuid}/`, {
        headers,
        body: {
          first_name: 'Hal',
          last_name: 'Hoa',
          email_address: email,
          community_name: 'Maple Court',
          role: 'board_member',
          home_count: '1-100',
          properties_in_community: ['condo'],
          is_looking_for_proposal: true,
          would_like_more_info: false,
          interested_services: ['common_area_cleaning'],
          interested_products: ['pet_waste_stations'],
          is_crm: false,
        },
      });
      expect(upd.body).toMatchObject({ community_name: 'Maple Court', home_count: '1-100' });
      const p = await call('POST', '/commercial-proposal/', {
        headers,
        body: { proposal_status: 'enquiry', commercial_quote_uuid: q.body.uuid, proposal_date: '2030-02-01' },
      });
      expect(p.body).toMatchObject({ proposal_status: 'enquiry', proposal_date: '2030-02-01', inner_proposals: [] });
      const ip = await call('POST', '/inner-proposal/', {
        headers,
        body: { proposal_uuid: p.body.uuid, line_items: [] },
      });
      expect(ip.status).toBe(201);
      const li = await call('POST', '/proposal-line-item/', {
        headers,
        body: {
          inner_proposal_uuid: ip.body.uuid,
          item_type: 'service',
          item: 'common_area_cleaning',
          is_incomplete: true,
        },
      });
      expect(li.body).toMatchObject({ total: '0.00', quantity: 0, is_incomplete: true });
      const ipu = await call('PATCH', `/inner-proposal/${ip.body.uuid}/`, {
        headers,
        body: { line_items: [li.body.uuid] },
      });
      expect(ipu.body.line_items[0].uuid).toBe(li.body.uuid);
      const pu = await call('PATCH', `/commercial-proposal/${p.body.uuid}/`, {
        headers,
        body: { proposal_date: null },
      });
      expect(pu.body.proposal_date).toBeNull();
      const list = await call('GET', `/commercial-proposal/?commercial_quote__uuid=${q.body.uuid}`, { headers });
      expect(list.body.results[0].inner_proposals).toEqual([{ uuid: ip.body.uuid }]);
      const lead = await call('GET', `/accounts/user-email-lead/?email=${email}`, { headers });
      expect(lead.body).toMatchObject({
        role: 'commercial_lead',
        type: 'commercial',
        commercial_quote_uuid: q.body.uuid,
      });
      expect(
        (
          await call('POST', '/commercial-quote/', {
            body: {
              outreach: 'website',
              email_address: 'customer@example.com',
              zip_code: '78701',
              field_office_uuid: AUSTIN,
              hear_about_us: [],
            },
          })
        ).status,
      ).toBe(400);
    });
  });

  describe('addresses, cards, orders and enquiries', () => {
    it('validate_address: street, city, state and a ZIP the office serves', async () => {
      const v = (address: string) =>
        call('POST', '/service-order/validate_address/', { body: { field_office_uuid: DEMO_OFFICE, address } });
      expect((await v('12 Oak St, Raleigh, NC 27603')).body).toEqual({ is_valid: true });
      expect((await v('12 Oak St, Raleigh, NC 27603, USA')).body).toEqual({ is_valid: true });
      expect((await v('12 Oak St, Austin, TX 78701')).body).toEqual({ is_valid: false });
      expect((await v('Raleigh, NC 27603')).body).toEqual({ is_valid: false });
      expect((await v('12 Oak St, Raleigh, NC')).body).toEqual({ is_valid: false });
    });

    it('sandbox tokenizer: Luhn, expiry', async () => {
      const ok = await call('POST', '/sandbox/tokenize/', {
        body: { card_number: '4111111111111111', card_cvv: '123', card_exp_month: '04', card_exp_year: '2031' },
      });
      expect(ok.body).toMatchObject({ card_type: 'visa', card_last_four: '1111', card_exp: '042031' });
      const luhn = await call('POST', '/sandbox/tokenize/', {
        body: { card_number: '4111111111111112', card_cvv: '123', card_exp_month: '04', card_exp_year: '2031' },
      });
      expect(luhn).toMatchObject({ status: 400, body: { card_number: ['Card number is invalid.'] } });
      const old = await call('POST', '/sandbox/tokenize/', {
        body: { card_number: '4111111111111111', card_cvv: '123', card_exp_month: '04', card_exp_year: '2020' },
      });
      expect(old.status).toBe(400);
    });

    it('enquiry for a new email creates the account, answers a key once, and the dog page updates it', async () => {
      const email = uniqueEmail('enq');
      const r = await call('POST', '/service-order-enquiry/', {
        body: orderBody(
          email,
          { pets: [{ name: 'Rex' }], coupon_code: 'SAVE5', scorpion_id: 'sc-9' },
          await cardToken(),
        ),
      });
      expect(r.status).toBe(201);
      expect(r.body.is_existing_user).toBe(false);
      expect(r.body.user.key).toMatch(/^[0-9a-f]{40}$/);
      expect(r.body.calculated_price.coupon).toMatchObject({
        coupon_applied: true,
        coupon_code: 'SAVE5',
        savings: '5.00',
      });
      expect(JSON.parse(r.body.user_billing_info.stax_payment_object).card_last_four).toBe('1111');
      const dog = await call('PATCH', `/service-order-enquiry/${r.body.uuid}/`, {
        headers: visitorHeaders(r),
        body: {
          is_dogs_outside: true,
          has_doggy_door: false,
          can_clean_if_dogs_out: true,
          pets: [{ name: 'Rex', breed: 'Boxer' }],
          hear_about_us: ['Truck'],
          outreach: 'website',
        },
      });
      expect(dog.status).toBe(200);
      expect(dog.body.user.key).toBeNull();
      // The key works for setting the first password (auth/password/change/), then login.
      expect(
        (
          await call('POST', '/auth/password/change/', {
            token: r.body.user.key,
            body: { new_password1: 'Secret123', new_password2: 'Secret123', role: 'customer' },
          })
        ).status,
      ).toBe(200);
      const token = await login(email, 'Secret123');
      const orders = await call('GET', '/service-order/', { token });
      expect(orders.body.count).toBe(1);
      expect(orders.body.results[0]).toMatchObject({
        is_dogs_outside: true,
        can_clean_if_dogs_out: true,
        frequency: 'weekly',
      });
      const pets = await call('GET', '/pet/', { token });
      expect(pets.body.results.map((p: { name: string }) => p.name).sort()).toEqual(['Rex', 'Rex']);
      const enquiries = await call('GET', '/service-order-enquiry/', { token });
      expect(enquiries.body.results[0].uuid).toBe(r.body.uuid);
    });

    it('enquiry for a registered account is refused and hands out no key', async () => {
      const r = await call('POST', '/service-order-enquiry/', {
        body: orderBody('customer@example.com', {}, await cardToken()),
      });
      expect(r).toMatchObject({ status: 400, body: { email: ['This email is already registered'] } });
    });

    it('an order-made account without a password yet cannot be claimed by a second enquiry or a registration', async () => {
      const email = uniqueEmail('claim');
      const first = await call('POST', '/service-order-enquiry/', { body: orderBody(email, {}, await cardToken()) });
      expect(first.body.user.key).toMatch(/^[0-9a-f]{40}$/);
      const second = await call('POST', '/service-order-enquiry/', { body: orderBody(email, {}, await cardToken()) });
      expect(second.body).toMatchObject({ is_existing_user: true, user: { key: null } });
      const reg = await call('POST', '/auth/registration/', {
        body: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
      });
      // Registering mails the address a set-password link instead (design.md §8); so does a reset.
      expect(reg.status).toBe(202);
      expect((await call('GET', `/dev/outbox/?key=${OUTBOX_KEY}`)).body.results[0]).toMatchObject({
        to: email,
        subject: 'Set your Yardwise password',
      });
      await call('POST', '/auth/password/reset-custom/', { body: { email } });
      const mail = (await call('GET', `/dev/outbox/?key=${OUTBOX_KEY}`)).body.results.find(
        (m: { to: string }) => m.to === email,
      );
      expect(mail.link).toContain('/reset-password/');
    });

    it('a lead registers and keeps its account', async () => {
      const email = uniqueEmail('leadreg');
      const lead = await call('POST', '/crm/lead-user/', { body: leadBody(email, { hear_about_us: ['Other'] }) });
      expect(lead.status).toBe(201);
      expect(
        (
          await call('POST', '/auth/registration/', {
            headers: visitorHeaders(lead),
            body: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
          })
        ).status,
      ).toBe(201);
      const token = await login(email);
      expect((await call('GET', '/user/me/', { token })).body.uuid).toBe(lead.body.uuid);
    });

    it('signed-in order, then edit reprices', async () => {
      const token = await login('customer@example.com');
      const bad = await call('POST', '/service-order/', {
        token,
        body: orderBody('customer@example.com', {}, 'sandbox_pm_unknown'),
      });
      expect(bad).toMatchObject({ status: 400, body: { stax_card_token: ['Invalid card token.'] } });
      const created = await call('POST', '/service-order/', {
        token,
        body: orderBody(
          'customer@example.com',
          { frequency: 'monthly', is_prepaid: true, prepay_months: 6 },
          await cardToken(),
        ),
      });
      expect(created.status).toBe(201);
      expect(created.body.calculated_price).toMatchObject({ is_prepaid: true, prepay_months: 6 });
      const declined = await call('POST', '/service-order/', {
        token,
        body: orderBody(
          'customer@example.com',
          { is_prepaid: true, prepay_months: 12 },
          await cardToken('4000000000000002'),
        ),
      });
      expect(declined).toMatchObject({ status: 400, body: { non_field_errors: ['Your card was declined.'] } });
      const edit = await call('PATCH', `/service-order/${created.body.uuid}/`, {
        token,
        body: { frequency: 'weekly', pet_count: 3, is_prepaid: false },
      });
      expect(edit.status).toBe(200);
      expect(edit.body.calculated_price).toMatchObject({
        frequency: 'weekly',
        service_base_price: '19.00',
        is_prepaid: false,
      });
      const coupon = await call('PATCH', `/service-order/${created.body.uuid}/`, {
        token,
        body: { coupon_code: 'OLD2020' },
      });
      expect(coupon).toMatchObject({ status: 400, body: { coupon_code: ['This coupon has expired.'] } });
      // Community services are priced by proposal: no edits of the quote from the account.
      const comm = await login('community@example.com');
      const commOrder = (await call('GET', '/service-order/', { token: comm })).body.results[0];
      expect(commOrder.commercial_detail.line_items.length).toBeGreaterThan(0);
      expect(
        (await call('PATCH', `/service-order/${commOrder.uuid}/`, { token: comm, body: { frequency: 'monthly' } }))
          .status,
      ).toBe(403);
    });
  });
}
