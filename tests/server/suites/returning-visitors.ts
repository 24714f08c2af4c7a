// The mailbox is the proof of an address (design.md §8), server side: signed-in password changes need
// the current password, email lookups are rate-limited, an account cannot list another's address, a
// mailed link lets whoever holds the mailbox in (and puts a squatter out), resume links restore a lead's
// flow on another device, and an abandoned flow gets exactly one reminder from the database's job queue.
// Runs last in api.test.ts: its worker passes move the clock hours ahead for every draft in the database.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { outboxMailer } from '../../../server/services/auth';
import { claimDueJobs, LEASE_MS, runDueJobs } from '../../../server/services/jobs';
import {
  call,
  cardToken,
  DEMO_OFFICE,
  getWorld,
  leadBody,
  login,
  newCustomer,
  orderBody,
  OUTBOX_KEY,
  quoteBody,
  uniqueEmail,
  visitorHeaders,
} from '../support';

// ---------------------------------------------------------------- helpers of the mailed-link tests

interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

/** Every mail of the outbox to `email`, oldest first. */
async function mailsTo(email: string): Promise<Mail[]> {
  const r = await call<{ results: Mail[] }>('GET', `/dev/outbox/?key=${OUTBOX_KEY}&limit=1000`);
  return r.body.results.filter((m) => m.to === email.toLowerCase()).reverse();
}

const tokenOf = (link: string | null) => new URL(link as string).pathname.split('/').pop() as string;
const resetOf = (link: string | null) => {
  const url = new URL(link as string);
  return { token: url.pathname.split('/').pop() as string, uid: url.searchParams.get('uid') as string };
};

/** A commercial quote as the returning-visitor flows start it. */
const truckQuote = (email: string) => quoteBody(email, { hear_about_us: ['Truck'] });

const PRICE_REQUEST = {
  field_office_uuid: DEMO_OFFICE,
  zipcode: '27601',
  frequency: 'weekly',
  property_type: 'townhouse',
  pet_count: 2,
  is_extra_pet: false,
  extra_pet_count: null,
  last_cleaned: 'less_than_2_weeks',
  areas_to_clean: ['Back Yard'],
  add_ons: [],
  is_prepaid: false,
  prepay_months: null,
  prepay_for_year: false,
  coupon_code: null,
};

/** A visitor's lead with a saved quote draft at `step`: its id, the visitor's headers and today's price. */
async function leadWithDraft(
  email: string,
  step: 'quote' | 'checkout' = 'quote',
  answers: Record<string, unknown> = {},
) {
  const lead = await call('POST', '/crm/lead-user/', { body: leadBody(email) });
  expect(lead.status, lead.text).toBe(201);
  const headers = visitorHeaders(lead);
  const priced = await call('POST', '/pricing-calculator/', { body: PRICE_REQUEST });
  const shown = {
    total_price_per_service: priced.body.total_price_per_service,
    total_price_for_first_visit: priced.body.total_price_for_first_visit,
  };
  const draft = {
    flow: 'quote',
    record_uuid: lead.body.uuid,
    step,
    answers: { 'flow.quote': { status: 'active', context: { frequency: 'weekly', petCount: 2 } }, ...answers },
    price: { request: PRICE_REQUEST, shown },
  };
  const saved = await call('PUT', '/resume/draft/', { headers, body: draft });
  expect(saved.status, saved.text).toBe(200);
  return { leadUuid: lead.body.uuid as string, headers, shown, draft };
}

export function returningVisitorsSuite() {
  describe('no free lookups', () => {
    it('30 check-email lookups of one email in a row: 429 with Retry-After before the 30th', async () => {
      const email = uniqueEmail('lookup');
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 30; i++) {
        const r = await call('GET', `/accounts/check-email/?email=${encodeURIComponent(email)}`);
        statuses.push(r.status);
        if (r.status === 429) retryAfter ??= r.headers.get('retry-after');
      }
      const first = statuses.indexOf(429);
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(29);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    });

    it('30 lookups of 30 different emails from one client address: 429 before the 30th, on both lookups', async () => {
      const { db } = await getWorld();
      // Behind our proxy the client address is the last X-Forwarded-For entry (TRUST_PROXY=1).
      const app = createApp({
        db,
        env: { nodeEnv: 'test', log: () => undefined, outboxKey: OUTBOX_KEY, trustProxy: true },
      });
      const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const path = i % 2 === 0 ? 'check-email' : 'user-email-lead';
        const r = await app.request(`/api/v1/accounts/${path}/?email=${encodeURIComponent(uniqueEmail('scan'))}`, {
          headers: { 'x-forwarded-for': address },
        });
        statuses.push(r.status);
      }
      const first = statuses.indexOf(429);
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(29);
      // Another address is not held by this one's limit.
      const other = await app.request(`/api/v1/accounts/check-email/?email=${encodeURIComponent(uniqueEmail('x'))}`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(other.status).toBe(200);
    });
  });

  describe('an account lists only its own addresses', () => {
    it("another account's email in emailaddress_set → 400 under that item, nothing saved", async () => {
      const { token, email } = await newCustomer();
      const r = await call('PATCH', '/user/me/', {
        token,
        body: {
          first_name: 'Changed',
          emailaddress_set: [
            { email, primary: true },
            { email: 'Customer@Example.com', primary: false },
          ],
        },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ emailaddress_set: [{}, { email: ['This email belongs to another account.'] }] });
      const me = await call('GET', '/user/me/', { token });
      expect(me.body.first_name).toBe('Test');
      // An address of nobody's is accepted.
      const fine = await call('PATCH', '/user/me/', {
        token,
        body: {
          emailaddress_set: [
            { email, primary: true },
            { email: uniqueEmail('second'), primary: false },
          ],
        },
      });
      expect(fine.status, fine.text).toBe(200);
      await login(email);
    });
  });

  describe('resume links', () => {
    it('Email me this quote: a plain mail with the business name, the price and a link; another device restores the quote with a fresh key, the first loses it', async () => {
      const email = uniqueEmail('resume');
      const checkout = {
        status: 'active',
        value: 'editing',
        context: {
          form: {
            first_name: 'Ann',
            card: { month: '12', year: '2031' },
            cardFieldsComplete: true,
            cardFieldsState: { number: 'complete', cvv: 'complete' },
          },
          cardToken: 'tok',
        },
      };
      const { leadUuid, headers, shown, draft } = await leadWithDraft(email, 'checkout', { 'flow.checkout': checkout });
      const sent = await call('POST', '/resume/email/', { headers, body: draft });
      expect(sent.status, sent.text).toBe(202);
      const mail = (await mailsTo(email)).at(-1) as Mail;
      expect(mail.subject).toBe(`Your Yardwise quote: $${shown.total_price_per_service} a visit`);
      expect(mail.body).toContain(
        `$${shown.total_price_per_service} a visit ($${shown.total_price_for_first_visit} for the first visit)`,
      );
      expect(mail.body).toContain('Yardwise');
      expect(mail.body.split('\n').length).toBeLessThan(12);
      expect(mail.link).toMatch(/^http:\/\/app\.test\/resume\/[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(mail.link);

      const opened = await call('POST', '/resume/open/', { body: { token } });
      expect(opened.status, opened.text).toBe(200);
      expect(opened.body).toMatchObject({ status: 'restored', flow: 'quote', step: 'checkout' });
      expect(opened.body.price).toEqual({ then: shown, now: shown, changed: false });
      expect(opened.body.calculated_price.total_price_per_service).toBe(shown.total_price_per_service);
      // No card data was kept.
      const form = opened.body.answers['flow.checkout'].context.form;
      expect(form).toMatchObject({ first_name: 'Ann', card: { month: '', year: '' }, cardFieldsComplete: false });
      expect(form).not.toHaveProperty('cardFieldsState');
      expect(opened.body.answers['flow.checkout'].context.cardToken).toBeNull();
      const device = visitorHeaders(opened);
      expect(device['X-Visitor-Key']).not.toBe(headers['X-Visitor-Key']);
      expect((await call('GET', `/crm/lead-user/${leadUuid}/`, { headers: device })).status).toBe(200);
      expect((await call('GET', `/crm/lead-user/${leadUuid}/`, { headers })).status).toBe(404);

      // Single use per device: the same device again → restored; any other → used.
      const again = await call('POST', '/resume/open/', { headers: device, body: { token } });
      expect(again.status).toBe(200);
      expect(again.headers.get('x-visitor-key')).toBe(device['X-Visitor-Key']);
      const elsewhere = await call('POST', '/resume/open/', { body: { token } });
      expect(elsewhere.status).toBe(410);
      expect(elsewhere.body).toEqual({ status: 'used', detail: 'This link was already used on another device.' });
      expect((await call('POST', '/resume/open/', { body: { token: 'not-a-token' } })).body.status).toBe('invalid');

      // 'Send me a new link': to the same address; the same answer for a token that is not ours.
      const before = (await mailsTo(email)).length;
      expect((await call('POST', '/resume/resend/', { body: { token } })).status).toBe(202);
      expect((await mailsTo(email)).length).toBe(before + 1);
      expect((await call('POST', '/resume/resend/', { body: { token: 'nope' } })).status).toBe(202);
    });

    it('an expired link says so; a changed price is said as then and now; a stranger cannot save or mail a draft', async () => {
      const { db } = await getWorld();
      const email = uniqueEmail('expiry');
      const { headers, shown, draft } = await leadWithDraft(email);
      await call('POST', '/resume/email/', { headers, body: draft });
      const token = tokenOf((await mailsTo(email)).at(-1)?.link ?? null);
      await db.query(
        "UPDATE mail_links SET expires_at = now() - interval '1 minute' WHERE purpose = 'resume' AND email = $1",
        [email],
      );
      const expired = await call('POST', '/resume/open/', { body: { token } });
      expect(expired.status).toBe(410);
      expect(expired.body.status).toBe('expired');

      // The price shown then was different: the restore says both.
      const cheaper = { ...shown, total_price_per_service: '1.00' };
      await call('POST', '/resume/email/', {
        headers,
        body: { ...draft, price: { request: PRICE_REQUEST, shown: cheaper } },
      });
      const fresh = tokenOf((await mailsTo(email)).at(-1)?.link ?? null);
      const opened = await call('POST', '/resume/open/', { body: { token: fresh } });
      expect(opened.body.price).toEqual({ then: cheaper, now: shown, changed: true });

      expect((await call('PUT', '/resume/draft/', { body: draft })).status).toBe(404);
      expect((await call('POST', '/resume/email/', { body: draft })).status).toBe(404);
    });
  });

  describe('the mailbox always wins', () => {
    it("squatting undone: a stranger makes a lead, a commercial quote and an enquiry with the victim's email and sets a password; the victim gets a link by the email step, Forgot Password and registration, sets a password; the stranger is out", async () => {
      const victim = uniqueEmail('victim');
      const lead = await call('POST', '/crm/lead-user/', { body: leadBody(victim) });
      const stranger = visitorHeaders(lead);
      const quote = await call('POST', '/commercial-quote/', { headers: stranger, body: truckQuote(victim) });
      expect(quote.status, quote.text).toBe(201);
      const enquiry = await call('POST', '/service-order-enquiry/', {
        headers: stranger,
        body: orderBody(victim, {}, await cardToken()),
      });
      expect(enquiry.status, enquiry.text).toBe(201);
      const strangerSession = enquiry.body.user.key as string;
      expect(
        (
          await call('POST', '/auth/password/change/', {
            token: strangerSession,
            body: { new_password1: 'Squat1234', new_password2: 'Squat1234', role: 'customer' },
          })
        ).status,
      ).toBe(200);
      const strangerLogin = await login(victim, 'Squat1234');

      // The email step: a known address answers with null ids, then the same 202 as an unknown one.
      const lookup = await call('GET', `/accounts/user-email-lead/?email=${encodeURIComponent(victim)}`);
      expect(lookup.body).toMatchObject({ user_uuid: null, commercial_quote_uuid: null });
      const ask = (email: string) =>
        call('POST', '/resume/request/', {
          body: { email, flow: 'quote', field_office_uuid: DEMO_OFFICE, zip_code: '27601', hear_about_us: ['Truck'] },
        });
      const known = await ask(victim);
      const unknown = await ask(uniqueEmail('nobody'));
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(known.text).toBe(unknown.text);
      expect(known.body.detail).toBe("We've emailed you a link to continue where you left off.");
      // Forgot Password and the registration page mail the address too.
      expect((await call('POST', '/auth/password/reset-custom/', { body: { email: victim } })).status).toBe(200);
      const registration = await call('POST', '/auth/registration/', {
        body: { email: victim, password1: 'Mine12345', password2: 'Mine12345', role: 'customer' },
      });
      expect(registration.status).toBe(202);
      expect(registration.body.detail).toBe("We've emailed you a link to continue where you left off.");
      const mails = await mailsTo(victim);
      expect(mails.map((m) => m.subject)).toEqual(Array(3).fill('Reset your Yardwise password'));
      expect(mails.every((m) => m.body.includes('Yardwise'))).toBe(true);

      // The victim sets a password through the last link and signs in.
      const link = resetOf(mails.at(-1)?.link ?? null);
      const confirm = await call('POST', '/auth/password/reset/confirm/', {
        body: { new_password1: 'Mine12345', new_password2: 'Mine12345', ...link },
      });
      expect(confirm.status, confirm.text).toBe(200);
      const mine = await login(victim, 'Mine12345');
      expect((await call('GET', '/auth/user/', { token: mine })).status).toBe(200);

      // The stranger's sessions, password and visitor key reach nothing any more.
      expect((await call('GET', '/auth/user/', { token: strangerSession })).status).toBe(401);
      expect((await call('GET', '/auth/user/', { token: strangerLogin })).status).toBe(401);
      expect((await call('POST', '/auth/login/', { body: { email: victim, password: 'Squat1234' } })).status).toBe(400);
      expect((await call('GET', `/crm/lead-user/${lead.body.uuid}/`, { headers: stranger })).status).toBe(404);
      expect((await call('GET', `/commercial-quote/${quote.body.uuid}/`, { headers: stranger })).status).toBe(404);
      expect(
        (
          await call('PATCH', `/service-order-enquiry/${enquiry.body.uuid}/`, {
            headers: stranger,
            body: { is_dogs_outside: true },
          })
        ).status,
      ).toBe(404);
      // The victim's own session reads the order the stranger placed in their name; the stranger's key reads none of it.
      const orders = await call('GET', '/service-order/', { token: mine });
      expect(orders.body.count).toBe(1);
    });

    it("the email step for another browser's lead: the holder of the mailbox continues on a fresh device, orders and registers; the first browser is out", async () => {
      const email = uniqueEmail('twodevices');
      const first = await call('POST', '/crm/lead-user/', { body: leadBody(email) });
      const firstKey = visitorHeaders(first);
      const asked = await call('POST', '/resume/request/', {
        body: { email, flow: 'quote', field_office_uuid: DEMO_OFFICE, zip_code: '27601' },
      });
      expect(asked.status).toBe(202);
      const mail = (await mailsTo(email)).at(-1) as Mail;
      expect(mail.subject).toBe('Your Yardwise quote');
      expect(mail.body).toContain('on another device');
      const opened = await call('POST', '/resume/open/', { body: { token: tokenOf(mail.link) } });
      expect(opened.body).toMatchObject({ status: 'restored', flow: 'quote', step: 'subscription' });
      expect(opened.body.answers['acq.lead']).toMatchObject({
        leadId: first.body.uuid,
        email,
        propertyType: 'residential',
      });
      expect(opened.body.answers['acq.area']).toMatchObject({ uuid: DEMO_OFFICE, zipcode: '27601' });
      const device = visitorHeaders(opened);
      expect((await call('GET', `/crm/lead-user/${first.body.uuid}/`, { headers: firstKey })).status).toBe(404);
      // The device may order (the enquiry answers a session key) and register.
      const enquiry = await call('POST', '/service-order-enquiry/', {
        headers: device,
        body: orderBody(email, {}, await cardToken()),
      });
      expect(enquiry.status, enquiry.text).toBe(201);
      expect(enquiry.body.is_existing_user).toBe(false);
      expect(enquiry.body.user.key).toEqual(expect.any(String));
      const set = await call('POST', '/auth/password/change/', {
        token: enquiry.body.user.key,
        body: { new_password1: 'Device123', new_password2: 'Device123', role: 'customer' },
      });
      expect(set.status).toBe(200);
      await login(email, 'Device123');
    });

    it('the seeded leads get a link by the email step that restores their flow on a fresh device', async () => {
      for (const [email, flow, step] of [
        ['lead@example.com', 'quote', 'subscription'],
        ['communitylead@example.com', 'commercial', 'step1'],
      ] as const) {
        const asked = await call('POST', '/resume/request/', {
          body: { email, flow, field_office_uuid: DEMO_OFFICE, zip_code: '27601' },
        });
        expect(asked.status).toBe(202);
        const opened = await call('POST', '/resume/open/', {
          body: { token: tokenOf((await mailsTo(email)).at(-1)?.link ?? null) },
        });
        expect(opened.status, opened.text).toBe(200);
        expect(opened.body).toMatchObject({ flow, step });
        if (flow === 'commercial') {
          const ids = opened.body.answers['acq.commercial'];
          const device = visitorHeaders(opened);
          expect((await call('GET', `/commercial-quote/${ids.commercialQuoteUuid}/`, { headers: device })).status).toBe(
            200,
          );
          expect(ids.proposalUuid).toEqual(expect.any(String));
        }
      }
    });
  });

  describe('abandoned flows', () => {
    const env = { mailer: outboxMailer, log: () => undefined, publicUrl: 'http://app.test' };
    const at = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000);
    /** Passes at `now` until one claims nothing (a pass takes a batch); the reminders they mailed. */
    const drain = async (now: Date) => {
      const { db } = await getWorld();
      let mailed = 0;
      for (;;) {
        const pass = await runDueJobs(db, env, now);
        mailed += pass.reminders;
        if (pass.claimed === 0) return mailed;
      }
    };

    it('one reminder per abandoned flow 60 minutes after its last save, with its link and an unsubscribe that is honoured; none for a placed order; a crashed claim is taken over', async () => {
      const { db } = await getWorld();
      const abandoned = uniqueEmail('abandoned');
      const a = await leadWithDraft(abandoned);
      const ordered = uniqueEmail('ordered');
      const o = await leadWithDraft(ordered);
      const placed = await call('POST', '/service-order-enquiry/', {
        headers: o.headers,
        body: orderBody(ordered, {}, await cardToken()),
      });
      expect(placed.status, placed.text).toBe(201);

      // The dev route runs a pass only with the outbox key; a pass now finds nothing of these due.
      expect((await call('GET', '/dev/jobs/run/?advance_minutes=61')).status).toBe(404);
      expect((await call('GET', `/dev/jobs/run/?key=${OUTBOX_KEY}&advance_minutes=0`)).status).toBe(200);
      // Not yet at 59 minutes.
      await drain(at(59));
      expect(await mailsTo(abandoned)).toHaveLength(0);
      // A process claims the due jobs and dies: nobody else takes them until its lease has run out.
      // The crashed claim takes every due job: the shared test database holds other suites' drafts too,
      // more than one pass's batch, and this flow's job must be among the ones it holds.
      const crashed = await claimDueJobs(db, 'crashed-worker', at(61), 100_000);
      expect(crashed.length).toBeGreaterThan(0);
      await drain(at(62));
      expect(await mailsTo(abandoned)).toHaveLength(0);
      expect(await drain(at(61 + LEASE_MS / 60000 + 1))).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) await drain(at(200 + i * 60));
      const reminders = await mailsTo(abandoned);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.subject).toBe(`Your Yardwise quote: $${a.shown.total_price_per_service} a visit`);
      expect(reminders[0]?.body).toContain('It is saved for you.');
      expect(await mailsTo(ordered)).toHaveLength(0);

      // The reminder's link restores the flow; its unsubscribe link is one click and is honoured.
      const opened = await call('POST', '/resume/open/', { body: { token: tokenOf(reminders[0]?.link ?? null) } });
      expect(opened.status).toBe(200);
      const off = /No more reminders: (\S+)/.exec(reminders[0]?.body ?? '')?.[1] as string;
      const unsub = await call('GET', new URL(off).pathname.replace('/api/v1', '') + new URL(off).search);
      expect(unsub.status).toBe(200);
      expect(unsub.text).toContain(`no more reminders to ${abandoned}`);
      // A second flow of the same address (a community quote) is never reminded.
      const q = await call('POST', '/commercial-quote/', { body: truckQuote(abandoned) });
      expect(q.status, q.text).toBe(201);
      await drain(at(400));
      expect(await mailsTo(abandoned)).toHaveLength(1);
    });
  });
}
