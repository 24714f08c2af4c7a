// "Today" of every date rule of the account area is the date in the field office's time zone,
// not UTC's. At 02:00 UTC on 10 March 2026 it is still 9 March in Raleigh (22:00 EDT) and in Austin (21:00 CDT);
// at 04:30 UTC it is 10 March in Raleigh but still 9 March in Austin. Each test makes its own customer on the
// shared database and asks an app whose clock stands at that instant; every answer is checked against the contract.
import { describe, expect, it } from 'vitest';
import { createApp, API_BASE } from '../../../server/app';
import { createUser, issueToken } from '../../../server/services/auth';
import { priceQuote } from '../../../server/services/catalog';
import { serviceOrderDoc, type Address } from '../../../server/services/documents';
import { insert, type Doc } from '../../../server/services/records';
import { contractProblem, DEMO_OFFICE, getWorld, insertVisit, uniqueEmail } from '../support';

const AUSTIN = '22222222-2222-4222-8222-222222222222';
/** 9 March 22:00 in Raleigh, 21:00 in Austin; 10 March in UTC. */
const T = new Date('2026-03-10T02:00:00Z');
/** 10 March 00:30 in Raleigh; 9 March 23:30 in Austin. */
const T2 = new Date('2026-03-10T04:30:00Z');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely
type Json = any;

/** An API call at a fixed instant; the answer must be documented and match the contract. */
async function at(now: Date, token: string, method: string, path: string, body?: unknown) {
  const { db } = await getWorld();
  const app = createApp({ db, clock: () => now, env: { nodeEnv: 'test', log: () => undefined, outboxKey: null } });
  const res = await app.request(`${API_BASE}${path}`, {
    method,
    headers: { authorization: `token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(contractProblem(method, path, res.status, res.headers.get('content-type') ?? '', text), text).toBeNull();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

/** A residential customer of `office` with one weekly service and no visits yet; signed in at `now`. */
async function customer(office: string, zip: string, now: Date, orderExtra: Record<string, unknown> = {}) {
  const { db } = await getWorld();
  const email = uniqueEmail('tz');
  const user = { email, first_name: 'Tess', last_name: 'Zone', roles: ['customer'] };
  const uuid = await createUser(db, { ...user, data: { field_office_uuid: office, zip_codes: [zip] } });
  const priced = await priceQuote(db, office, { frequency: 'weekly', property_type: 'townhouse', pet_count: 1 }, now);
  const address: Address = { address: `1 Test St, Town, NC ${zip}`, city: 'Town', state: 'NC', zip_code: zip };
  const order = await insert(db, 'service_order', uuid, {
    ...serviceOrderDoc(
      {
        field_office_uuid: office,
        property_type: 'townhouse',
        frequency: 'weekly',
        pet_count: 1,
        service_address: address,
        billing_address: address,
        preferred_start_date: null,
      },
      priced.price,
      { uuid, ...user, data: {} },
      null,
    ),
    ...orderExtra,
  });
  const visit = (scheduledTime: string, status: string) => insertVisit(uuid, order.uuid, scheduledTime, status);
  return { db, uuid, order, visit, token: await issueToken(db, uuid, now) };
}

const times = (visits: Doc[]) => visits.map((v) => v.scheduled_time);

export function accountDatesSuite() {
  describe("today is the office's date", () => {
    it("tracker, history split, past/upcoming and next_service_date use Raleigh's date at 02:00 UTC", async () => {
      const c = await customer(DEMO_OFFICE, '27603', T);
      const lastWeek = await c.visit('2026-03-02T14:00:00.000Z', 'complete');
      // This morning in Raleigh (9 March): the technician is on the way. UTC's "today" would be 10 March.
      const thisMorning = await c.visit('2026-03-09T14:00:00.000Z', 'technician_en_route');
      // 10 March: tomorrow in Raleigh, though it is UTC's today.
      const tomorrow = await c.visit('2026-03-10T14:00:00.000Z', 'scheduled');
      const q = `service_order__uuid=${c.order.uuid}`;

      const stats = await at(T, c.token, 'GET', `/service/latest_service_stats/?${q}`);
      expect(stats.body).toMatchObject({
        length: 3,
        status: ['scheduled', 'technician_assigned', 'technician_en_route'],
        visit_status: 'technician_en_route',
        scheduled_time: thisMorning.scheduled_time,
        service_order_uuid: c.order.uuid,
      });

      const history = await at(T, c.token, 'GET', `/service/?${q}&is_history=true&ordering=-scheduled_time`);
      expect(times(history.body.results)).toEqual([lastWeek.scheduled_time]);
      const coming = await at(T, c.token, 'GET', `/service/?${q}&is_history=false&ordering=scheduled_time`);
      expect(times(coming.body.results)).toEqual([thisMorning.scheduled_time, tomorrow.scheduled_time]);

      const pu = await at(T, c.token, 'GET', `/service/past_and_upcoming_services/?${q}`);
      expect(times(pu.body.past)).toEqual([lastWeek.scheduled_time]);
      expect(times(pu.body.upcoming)).toEqual([thisMorning.scheduled_time, tomorrow.scheduled_time]);

      const orders = await at(T, c.token, 'GET', '/service-order/');
      expect(orders.body.results[0].next_service_date).toBe('2026-03-09');

      // Two hours later (04:00 UTC, midnight in Raleigh) the same visits are yesterday's and tomorrow is today.
      const later = new Date('2026-03-10T04:00:00Z');
      const token = await issueToken(c.db, c.uuid, later);
      const next = await at(later, token, 'GET', `/service/latest_service_stats/?${q}`);
      expect(next.body).toMatchObject({
        length: 1,
        visit_status: 'scheduled',
        scheduled_time: tomorrow.scheduled_time,
      });
      expect((await at(later, token, 'GET', '/service-order/')).body.results[0].next_service_date).toBe('2026-03-10');
    });

    it("a pause must start after the office's today; the upcoming list keeps a pause that ends today", async () => {
      const c = await customer(DEMO_OFFICE, '27603', T);
      const body = (pause_from: string, pause_to: string) => ({
        service_order_uuid: c.order.uuid,
        understand_pause_func: true,
        suspend_until_manual: false,
        pause_from,
        pause_to,
      });
      const today = await at(T, c.token, 'POST', '/service-pause/', body('2026-03-09', '2026-03-12'));
      expect(today).toMatchObject({ status: 400, body: { pause_from: ['The pause must start after today.'] } });
      // 10 March is UTC's today but Raleigh's tomorrow: accepted.
      const tomorrow = await at(T, c.token, 'POST', '/service-pause/', body('2026-03-10', '2026-03-12'));
      expect(tomorrow.status).toBe(201);

      const endsToday = await insert(c.db, 'pause', c.uuid, {
        ...body('2026-03-01', '2026-03-09'),
        reason: null,
      });
      await insert(c.db, 'pause', c.uuid, { ...body('2026-03-01', '2026-03-08'), reason: null });
      const list = await at(T, c.token, 'GET', `/service-pause/?service_order__uuid=${c.order.uuid}`);
      expect(list.body.upcoming.map((p: Doc) => p.uuid).sort()).toEqual([endsToday.uuid, tomorrow.body.uuid].sort());
    });

    it("overdue days count to the office's date", async () => {
      const c = await customer(DEMO_OFFICE, '27603', T);
      const invoice = (due_date: string, balance_due: string) =>
        insert(c.db, 'invoice', c.uuid, { invoice_id: 'INV-TZ', invoice_date: '2026-02-01', due_date, balance_due });
      await invoice('2026-03-09', '10.00');
      // Due today in Raleigh: not past due yet (UTC would say 1 day).
      expect((await at(T, c.token, 'GET', '/user/me/')).body).toMatchObject({
        overdue_days: null,
        invoice_overdue: false,
      });
      await invoice('2026-03-01', '10.00');
      await invoice('2026-02-01', '0.00');
      // 1 → 9 March in Raleigh: 8 days (UTC's 10 March would say 9).
      expect((await at(T, c.token, 'GET', '/user/me/')).body).toMatchObject({ overdue_days: 8, invoice_overdue: true });
    });

    it("a ticket's visit date cannot be after the office's today", async () => {
      const c = await customer(DEMO_OFFICE, '27603', T);
      const ticket = (visit_date: string) =>
        at(T, c.token, 'POST', '/message/', { reason: 'service_issue', title: 'Gate', message: 'Open', visit_date });
      expect((await ticket('2026-03-10')).body).toEqual({ visit_date: ['The visit date cannot be after today.'] });
      expect((await ticket('2026-03-09')).status).toBe(201);
    });

    it("a dog's birthday cannot be after the office's today, on add and on edit", async () => {
      const c = await customer(DEMO_OFFICE, '27603', T);
      const add = (birthday: string) =>
        at(T, c.token, 'POST', '/pet/', { name: 'Pip', service_order_uuid: c.order.uuid, birthday });
      // 10 March is today in UTC but tomorrow in Raleigh.
      const refused = { birthday: ['Invalid date: a birthday cannot be in the future.'] };
      expect(await add('2026-03-10')).toEqual({ status: 400, body: refused });
      const pip = await add('2026-03-09');
      expect(pip).toMatchObject({ status: 201, body: { birthday: '2026-03-09' } });
      const edit = (birthday: string | null) =>
        at(T, c.token, 'PATCH', `/pet/${pip.body.uuid}/`, { birthday, name: 'Pip II' });
      expect(await edit('2027-01-01')).toEqual({ status: 400, body: refused });
      expect((await at(T, c.token, 'GET', '/pet/')).body.results).toEqual([
        expect.objectContaining({ name: 'Pip', birthday: '2026-03-09' }),
      ]);
      expect((await edit(null)).body).toMatchObject({ name: 'Pip II', birthday: null });
    });

    it('one instant, two offices: at 04:30 UTC it is 10 March in Raleigh and still 9 March in Austin', async () => {
      const raleigh = await customer(DEMO_OFFICE, '27603', T2);
      const austin = await customer(AUSTIN, '78701', T2);
      expect((await at(T2, austin.token, 'GET', '/user/me/')).body.field_office.time_zone).toBe('America/Chicago');
      const pause = (c: typeof raleigh) =>
        at(T2, c.token, 'POST', '/service-pause/', {
          service_order_uuid: c.order.uuid,
          understand_pause_func: true,
          suspend_until_manual: true,
          pause_from: '2026-03-10',
          pause_to: null,
        });
      expect((await pause(raleigh)).status).toBe(400);
      expect((await pause(austin)).status).toBe(201);
      // 9 March 20:00 UTC: 15:00 in Austin, today there.
      const visit = await austin.visit('2026-03-09T20:00:00.000Z', 'technician_assigned');
      const stats = await at(T2, austin.token, 'GET', '/service/latest_service_stats/');
      expect(stats.body).toMatchObject({ length: 2, scheduled_time: visit.scheduled_time });
      await raleigh.visit('2026-03-09T20:00:00.000Z', 'technician_assigned');
      expect((await at(T2, raleigh.token, 'GET', '/service/latest_service_stats/')).body).toMatchObject({
        length: 0,
        status: [],
        visit_status: null,
      });
    });
  });

  describe('next_service_date agrees with the visits', () => {
    it('the first visit from today on that is still to come, skipping cancelled, done and paused ones', async () => {
      // A stored date that disagrees with the visits is never answered.
      const c = await customer(DEMO_OFFICE, '27603', T, { next_service_date: '2020-01-01' });
      const next = async () => (await at(T, c.token, 'GET', '/service-order/')).body.results[0].next_service_date;
      await c.visit('2026-03-02T14:00:00.000Z', 'scheduled'); // last week: over, whatever its status
      await c.visit('2026-03-11T14:00:00.000Z', 'cancelled');
      await c.visit('2026-03-12T14:00:00.000Z', 'paused');
      expect(await next()).toBeNull();
      const later = await c.visit('2026-03-16T14:00:00.000Z', 'scheduled');
      await c.visit('2026-03-23T14:00:00.000Z', 'technician_assigned');
      expect(await next()).toBe('2026-03-16');

      // A pause covering the 16th: that visit answers as paused, and the next service is the 23rd.
      const p = await at(T, c.token, 'POST', '/service-pause/', {
        service_order_uuid: c.order.uuid,
        understand_pause_func: true,
        suspend_until_manual: false,
        pause_from: '2026-03-15',
        pause_to: '2026-03-16',
      });
      expect(p.status).toBe(201);
      expect(await next()).toBe('2026-03-23');
      const upcoming = await at(T, c.token, 'GET', `/service/?service_order__uuid=${c.order.uuid}&is_history=false`);
      expect(upcoming.body.results.find((v: Doc) => v.uuid === later.uuid).status).toBe('paused');
      // The stored visit is unchanged: deleting the pause gives it back.
      expect((await at(T, c.token, 'DELETE', `/service-pause/${p.body.uuid}/`)).status).toBe(204);
      expect(await next()).toBe('2026-03-16');

      // Suspended until resumed from the 20th: nothing after it is coming.
      await at(T, c.token, 'POST', '/service-pause/', {
        service_order_uuid: c.order.uuid,
        understand_pause_func: true,
        suspend_until_manual: true,
        pause_from: '2026-03-20',
        pause_to: null,
      });
      expect(await next()).toBe('2026-03-16');
      const patched = await at(T, c.token, 'PATCH', `/service-order/${c.order.uuid}/`, { cleaning_notes: 'Side gate' });
      expect(patched.body.next_service_date).toBe('2026-03-16');
    });

    it('a service without visits yet answers its preferred start date while it is to come', async () => {
      const c = await customer(DEMO_OFFICE, '27603', T, { preferred_start_date: '2026-03-12' });
      expect((await at(T, c.token, 'GET', '/service-order/')).body.results[0].next_service_date).toBe('2026-03-12');
      const after = new Date('2026-03-13T15:00:00Z');
      const token = await issueToken(c.db, c.uuid, after);
      expect((await at(after, token, 'GET', '/service-order/')).body.results[0].next_service_date).toBeNull();
    });
  });
}
