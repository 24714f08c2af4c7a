// The demo
// accounts have something for every card, list and state of the account area (dog photos, a staff-only reply,
// proposals with a PDF included),
// and their dates never go stale. One PGlite database in a temp DATA_DIR, seeded on 9 March 2026 (office date;
// 02:00 UTC on 10 March; PGlite only, like persistence.test.ts), then started again today as `npm start` does (bootApi): the demo dates move forward,
// records people made on the demo accounts do not, and a second start the same day changes nothing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, createApp } from '../../server/app';
import { openDb, type Db } from '../../server/db/db';
import { demoDatesKeeper, nextMidnight, refreshDemoDates } from '../../server/db/demo-dates';
import { DEMO, seed } from '../../server/db/seed';
import { bootApi } from '../../server/main';
import { issueToken } from '../../server/services/auth';
import { officeToday } from '../../server/services/catalog';
import { addDays } from '../../server/services/documents';
import { photoProblem } from '../../server/services/pet-rules';
import type { Doc } from '../../server/services/records';
import { contractProblem } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely
type Json = any;

/** 9 March 2026, 22:00 in Raleigh and 21:00 in Austin (10 March in UTC): the day the demo was seeded. */
const T0 = new Date('2026-03-10T02:00:00Z');
const SEEDED = '2026-03-09';
const NY = DEMO.timeZones.raleigh;
const CHICAGO = DEMO.timeZones.austin;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

let dir: string;
let db: Db;
/** A database of its own in a temp DATA_DIR: PGlite only (with DATABASE_URL every open is that one server). */
const onPglite = !process.env.DATABASE_URL;

beforeAll(async () => {
  if (!onPglite) return;
  dir = await mkdtemp(path.join(tmpdir(), 'yardwise-demo-'));
  db = await openDb({ dataDir: path.join(dir, 'pglite') });
  expect(await seed(db, T0)).toBe(true);
}, 120_000);

afterAll(async () => {
  if (!onPglite) return;
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signed in as a demo account at `now`; GETs (and writes) checked against the contract. */
async function as(email: string, now: Date | null) {
  const clock = () => now ?? new Date();
  const app = createApp({ db, clock, env: { nodeEnv: 'test', log: () => undefined, outboxKey: null } });
  const [user] = await db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [email]);
  const token = await issueToken(db, user?.uuid as string, clock());
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await app.request(`${API_BASE}${p}`, {
      method,
      headers: {
        authorization: `token ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(contractProblem(method, p, res.status, res.headers.get('content-type') ?? '', text), text).toBeNull();
    expect(res.status, `${method} ${p}: ${text}`).toBeLessThan(300);
    return (text ? JSON.parse(text) : null) as Json;
  };
  return { uuid: user?.uuid as string, call, get: (p: string) => call('GET', p) };
}

/** What refreshDemoDates answered, by the accounts' emails. */
async function movedByEmail(moved: { userUuid: string; days: number }[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const m of moved) {
    const [u] = await db.query<{ email: string }>('SELECT email FROM users WHERE uuid = $1', [m.userUuid]);
    out[u?.email as string] = m.days;
  }
  return out;
}

const rated = (visits: Doc[]) => visits.filter((v) => v.rating !== null);
const dayIn = (iso: string, zone: string) => officeToday(new Date(iso), zone);

/** What the customer's account area shows when its office's date is `today`. */
async function expectCustomerStory(now: Date | null, today: string) {
  const c = await as(DEMO.customer, now);
  const me = await c.get('/user/me/');
  expect(me).toMatchObject({
    first_name: 'Casey',
    overdue_days: 24,
    invoice_overdue: true,
    authorized_users: ['Jamie Customer'],
    field_office: { time_zone: NY },
  });
  expect(me.referral_code).toEqual(expect.any(String));

  const orders = (await c.get('/service-order/')).results;
  expect(orders.map((o: Doc) => [(o.service_address as Doc).address, o.frequency, o.pet_count])).toEqual([
    ['100 Main St', 'weekly', 2],
    ['45 Oak Ln', 'bi_monthly', 1],
  ]);
  const [main, oak] = orders as Doc[];
  // Next service: next week's visit at Main St (today's is under way), in 3 days at Oak Ln.
  expect(main?.next_service_date).toBe(addDays(today, 7));
  expect(oak?.next_service_date).toBe(addDays(today, 3));

  // Today at Main St: in progress, the tracker at step 3, Terry.
  const stats = await c.get(`/service/latest_service_stats/?service_order__uuid=${main?.uuid}`);
  expect(stats).toMatchObject({ length: 3, visit_status: 'in_progress', technician: { first_name: 'Terry' } });
  expect(dayIn(stats.scheduled_time, NY)).toBe(today);
  expect((await c.get(`/service/latest_service_stats/?service_order__uuid=${oak?.uuid}`)).length).toBe(0);

  // History at Main St: 12 weeks, two pages of 10, ratings with comments, one cancelled.
  const q = `service_order__uuid=${main?.uuid}&is_history=true&ordering=-scheduled_time&limit=10`;
  const page1 = await c.get(`/service/?${q}&offset=0`);
  const page2 = await c.get(`/service/?${q}&offset=10`);
  expect([page1.count, page1.results.length, page2.results.length]).toEqual([12, 10, 2]);
  const history: Doc[] = [...page1.results, ...page2.results];
  expect(history.every((v) => dayIn(String(v.scheduled_time), NY) < today)).toBe(true);
  expect(rated(history).map((v) => v.rating)).toEqual([4.5, 5, 3, 4]);
  expect(rated(history).every((v) => v.comment && v.technician_comment)).toBe(true);
  expect(history[0]).toMatchObject({ rating: 4.5, comment: 'Great job!', tech: 'Terry Scooper' });
  expect(history.filter((v) => v.status === 'cancelled')).toHaveLength(1);

  // Pauses: Vacation 3 weeks out at Main St (its visit answers paused); suspended from 5 weeks out at Oak Ln.
  const mainPauses = (await c.get(`/service-pause/?service_order__uuid=${main?.uuid}`)).upcoming;
  expect(mainPauses).toEqual([
    expect.objectContaining({ reason: 'Vacation', pause_from: addDays(today, 21), pause_to: addDays(today, 27) }),
  ]);
  const oakPauses = (await c.get(`/service-pause/?service_order__uuid=${oak?.uuid}`)).upcoming;
  expect(oakPauses).toEqual([
    expect.objectContaining({ suspend_until_manual: true, pause_to: null, pause_from: addDays(today, 35) }),
  ]);
  const upcoming = (await c.get(`/service/past_and_upcoming_services/?service_order__uuid=${main?.uuid}`)).upcoming;
  expect(upcoming.map((v: Doc) => [dayIn(String(v.scheduled_time), NY), v.status])).toEqual([
    [today, 'in_progress'],
    [addDays(today, 7), 'technician_assigned'],
    [addDays(today, 14), 'scheduled'],
    [addDays(today, 21), 'paused'],
    [addDays(today, 28), 'scheduled'],
    [addDays(today, 35), 'scheduled'],
  ]);
  const oakVisits = await c.get(`/service/past_and_upcoming_services/?service_order__uuid=${oak?.uuid}`);
  expect(oakVisits.past).toHaveLength(4);
  expect(rated(oakVisits.past)).toHaveLength(1);
  expect(oakVisits.upcoming.map((v: Doc) => v.status)).toEqual([
    'scheduled',
    'scheduled',
    'scheduled',
    'paused',
    'paused',
  ]);

  // Dogs on the first service only; one card; billing.
  const pets = (await c.get('/pet/')).results;
  expect(pets.map((p: Doc) => [p.name, p.service_order_uuid])).toEqual([
    ['Biscuit', main?.uuid],
    ['Luna', main?.uuid],
  ]);
  // Each with its own photo: a PNG data URL the server's own image check accepts.
  const photos = pets.map((p: Doc) => String(p.photo));
  expect(photos.every((p: string) => p.startsWith('data:image/png;base64,') && photoProblem(p) === null)).toBe(true);
  expect(new Set(photos).size).toBe(2);
  expect((await c.get('/user-billing-info/')).count).toBe(1);
  const invoicePage = await c.get('/invoice/');
  const invoices = invoicePage.results;
  // 16 invoices: 15 on the first page, newest first; the 13 oldest are paid.
  expect(invoicePage.count).toBe(16);
  expect(invoices.slice(0, 4).map((i: Doc) => [i.invoice_id, i.status])).toEqual([
    ['INV-1003', 'open-emailed'],
    ['INV-1002', 'overdue'],
    ['INV-1001', 'paid'],
    ['INV-1006', 'paid'],
  ]);
  expect(invoices[1].due_date).toBe(addDays(today, -24));
  const merged = await c.get('/credit-memo/get_credit_memo_and_invoice/?limit=15&offset=15');
  expect(merged.count).toBe(17);
  expect(merged.results.map((r: Doc) => r.creditmemo_id ?? r.invoice_id)).toEqual(['INV-1017', 'INV-1018']);
  expect(
    (await c.get('/credit-memo/get_credit_memo_and_invoice/')).results.map((r: Doc) => r.creditmemo_id ?? r.invoice_id),
  ).toContain('CM-2001');
  expect((await c.get('/crm/payment/')).count).toBe(3);
  const tickets = (await c.get('/message/')).results;
  // (A later test adds a ticket of its own to the account.)
  expect(tickets.map((m: Doc) => [m.title, m.status, (m.replies as unknown[]).length])).toEqual(
    expect.arrayContaining([
      ['Gate was left open', 'open', 1],
      ['Billing question', 'closed', 0],
    ]),
  );
  await expectInternalReplyHidden(c, tickets.find((m: Doc) => m.title === 'Gate was left open').uuid);
  expect(await c.get('/message/unread-count/')).toEqual({ count: 1 });
  expect((await c.get('/notification-preference/')).count).toBe(5);
}

/** A ticket's internal reply exists in the database but no answer about the ticket carries it. */
async function expectInternalReplyHidden(c: Awaited<ReturnType<typeof as>>, ticket: string) {
  const internal = await db.query<{ data: Doc }>(
    "SELECT data FROM records WHERE kind = 'reply' AND owner_uuid = $1 AND data->>'parent_uuid' = $2 AND (data->>'is_internal')::boolean",
    [c.uuid, ticket],
  );
  expect(internal).toHaveLength(1);
  const secret = String(internal[0]?.data.message);
  const one = await c.get(`/message/${ticket}/`);
  expect((one.replies as Doc[]).map((r) => r.is_internal)).toEqual([false]);
  for (const answer of [one, await c.get('/message/'), await c.get('/message/?status=open&limit=4')])
    expect(JSON.stringify(answer)).not.toContain(secret);
}

/** What the community manager's account area shows when the Austin office's date is `today`. */
async function expectCommunityStory(now: Date | null, today: string) {
  const c = await as(DEMO.community, now);
  const me = await c.get('/user/me/');
  expect(me).toMatchObject({
    community_name: 'Oak Hollow',
    management_company: 'Oak Management',
    overdue_days: null,
    invoice_overdue: false,
    referral_code: null,
    field_office: { time_zone: CHICAGO },
  });
  const [order, ...others] = (await c.get('/service-order/')).results as Doc[];
  expect(others).toEqual([]);
  expect(order).toMatchObject({ service_type: 'commercial', next_service_date: today });
  expect((order?.commercial_detail as Doc).multiple_locations).toMatch(/^MULTIPOINT \(\(.+\), \(.+\)\)$/);

  // Today: scheduled only, no technician yet (the overlay 'We are just assigning your technician...').
  const stats = await c.get('/service/latest_service_stats/');
  expect(stats).toMatchObject({ length: 1, status: ['scheduled'], visit_status: 'scheduled', technician: null });
  expect(dayIn(stats.scheduled_time, CHICAGO)).toBe(today);

  const q = `service_order__uuid=${order?.uuid}&is_history=true&ordering=-scheduled_time&limit=10`;
  const page1 = await c.get(`/service/?${q}&offset=0`);
  const page2 = await c.get(`/service/?${q}&offset=10`);
  const history: Doc[] = [...page1.results, ...page2.results];
  expect(page1.count).toBe(11);
  expect(rated(history).map((v) => v.rating)).toEqual([5, 4, 4.5]);
  expect(
    history.filter((v) => v.status === 'complete').every((v) => (v.technician as Doc).first_name === 'Terry'),
  ).toBe(true);
  expect(history.filter((v) => v.status === 'cancelled')).toHaveLength(1);

  expect((await c.get('/user-billing-info/')).results).toEqual([
    expect.objectContaining({
      card_holder_name: 'Morgan Manager',
      service_order: expect.objectContaining({ uuid: order?.uuid }),
    }),
  ]);
  expect((await c.get('/crm/payment/')).count).toBe(2);
  const merged = (await c.get('/credit-memo/get_credit_memo_and_invoice/')).results;
  expect(merged.map((r: Doc) => r.creditmemo_id ?? r.invoice_id).sort()).toEqual(['CM-2002', 'INV-1004', 'INV-1005']);
  const tickets = (await c.get('/message/')).results;
  expect(tickets.map((m: Doc) => [m.status, (m.replies as Doc[]).map((r) => (r.user_details as Doc).role)])).toEqual([
    ['open', ['staff']],
    ['closed', []],
  ]);
  expect(tickets[1]).toMatchObject({ title: 'Invoice address', satisfaction: 'happy' });
  // The open ticket also has a staff-only reply: stored, never answered, in the list or the ticket.
  await expectInternalReplyHidden(c, tickets[0].uuid);
  expect(await c.get('/message/unread-count/')).toEqual({ count: 1 });
  const proposals = (await c.get('/crm/commerical-crm/')).results as Doc[];
  expect(proposals.map((p) => p.is_looking_for_proposal)).toEqual([true, false]);
  expect(proposals[0]?.proposal_due).toMatch(new RegExp(`^${addDays(today, 10)}T`));
  const pdf = await c.get(`/crm/commerical-crm/${proposals[0]?.uuid}/proposal-pdf/`);
  expect(Buffer.from(pdf.data, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await c.get('/crm/commercial-community/')).results).toEqual([
    expect.objectContaining({ properties_in_community: ['townhomes', 'detached'], home_count: '101-350' }),
  ]);
  expect((await c.get('/pet/')).count).toBe(0);
}

describe.skipIf(!onPglite)('demo data', () => {
  it('the customer: two services, a visit in progress today, paged rated history, both pauses, 24 days overdue', async () => {
    await expectCustomerStory(T0, SEEDED);
  });

  it('the community: a visit scheduled today, rated history, a card, payments, a credit memo, tickets, proposals', async () => {
    await expectCommunityStory(T0, SEEDED);
  });
});

describe.skipIf(!onPglite)('demo dates never go stale', () => {
  it('a start on a later day moves the demo dates forward, never what people made; a second start does nothing', async () => {
    // Made on the demo account by a person, on the day of the seed: never moved.
    const c = await as(DEMO.customer, T0);
    const [main] = (await c.get('/service-order/')).results as Doc[];
    const pause = await c.call('POST', '/service-pause/', {
      service_order_uuid: main?.uuid,
      understand_pause_func: true,
      suspend_until_manual: false,
      pause_from: '2026-03-20',
      pause_to: '2026-03-22',
    });
    const ticket = await c.call('POST', '/message/', {
      reason: 'other',
      title: 'Hi',
      message: 'Mine',
      visit_date: null,
    });
    const pets = (await c.get('/pet/')).results.map((p: Doc) => p.birthday);
    const cards = (await c.get('/user-billing-info/')).results.map((k: Doc) => [k.card_exp_month, k.card_exp_year]);

    // Restart as `npm start` does, on the same DATA_DIR, today.
    await db.close();
    const saved = process.env.DATA_DIR;
    process.env.DATA_DIR = path.join(dir, 'pglite');
    try {
      const boot = await bootApi();
      db = boot.db;
      expect(boot.seeded).toBe(false);
      const now = new Date();
      const custDays = daysBetween(SEEDED, officeToday(now, NY));
      const commDays = daysBetween(SEEDED, officeToday(now, CHICAGO));
      expect(custDays).toBeGreaterThan(0);
      expect(await movedByEmail(boot.moved)).toEqual({ [DEMO.customer]: custDays, [DEMO.community]: commDays });
    } finally {
      if (saved === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = saved;
    }

    await expectCustomerStory(null, officeToday(new Date(), NY));
    await expectCommunityStory(null, officeToday(new Date(), CHICAGO));
    const after = await as(DEMO.customer, null);
    const pauses = (await after.get(`/service-pause/?service_order__uuid=${main?.uuid}`)).upcoming as Doc[];
    // The pause made on 9 March ended long ago in the data's new "today"; its own dates are untouched.
    const [kept] = await db.query<{ data: Doc }>('SELECT data FROM records WHERE uuid = $1', [pause.uuid]);
    expect(kept?.data).toMatchObject({ pause_from: '2026-03-20', pause_to: '2026-03-22' });
    expect(pauses.map((p) => p.uuid)).not.toContain(pause.uuid);
    const tickets = (await after.get('/message/')).results as Doc[];
    expect(tickets.find((m) => m.uuid === ticket.uuid)?.created_at).toBe(ticket.created_at);
    expect((await after.get('/pet/')).results.map((p: Doc) => p.birthday)).toEqual(pets);
    expect(
      (await after.get('/user-billing-info/')).results.map((k: Doc) => [k.card_exp_month, k.card_exp_year]),
    ).toEqual(cards);

    // Again the same day, or with a clock behind the data: nothing moves.
    const snapshot = await db.query('SELECT uuid, data, created_at FROM records ORDER BY uuid');
    expect(await refreshDemoDates(db)).toEqual([]);
    expect(await refreshDemoDates(db, T0)).toEqual([]);
    expect(await db.query('SELECT uuid, data, created_at FROM records ORDER BY uuid')).toEqual(snapshot);
  }, 120_000);

  it("each account moves by its own office's date: past midnight in Raleigh, not yet in Austin", async () => {
    const raleighToday = officeToday(new Date(), NY);
    const target = addDays(raleighToday, 2);
    // The first half hour of `target` in Raleigh that is still the day before in Austin.
    let t = new Date(`${target}T00:00:00Z`);
    while (!(officeToday(t, NY) === target && officeToday(t, CHICAGO) === addDays(target, -1)))
      t = new Date(t.getTime() + 30 * 60_000);
    const asOf = Object.fromEntries(
      (
        await db.query<{ email: string; as_of: string }>(
          "SELECT u.email, to_char(d.as_of, 'YYYY-MM-DD') AS as_of FROM demo_dates d JOIN users u ON u.uuid = d.user_uuid",
        )
      ).map((r) => [r.email, r.as_of]),
    );
    expect(asOf[DEMO.customer]).toBe(raleighToday);
    const moved = await movedByEmail(await refreshDemoDates(db, t));
    // Raleigh moves 2 days; Austin only to its own date, one day behind.
    expect(moved).toEqual({
      [DEMO.customer]: 2,
      [DEMO.community]: daysBetween(asOf[DEMO.community] as string, addDays(target, -1)),
    });
    await expectCustomerStory(t, target);
    await expectCommunityStory(t, officeToday(t, CHICAGO));
  }, 60_000);

  it("a server left running answers the first request after the office's midnight with that day's story, moving once however many requests arrive together", async () => {
    const asOf = async () =>
      (
        await db.query<{ as_of: string }>(
          "SELECT to_char(d.as_of, 'YYYY-MM-DD') AS as_of FROM demo_dates d JOIN users u ON u.uuid = d.user_uuid WHERE u.email = $1",
          [DEMO.customer],
        )
      )[0]?.as_of;
    const before = (await asOf()) as string;
    const next = addDays(before, 1);
    const midnight = nextMidnight(new Date(`${before}T12:00:00Z`), NY);
    expect(officeToday(new Date(midnight), NY)).toBe(next);
    expect(officeToday(new Date(midnight - 1), NY)).toBe(before);
    // The server's clock: a second before Raleigh's midnight, then a second after it.
    let now = new Date(midnight - 1000);
    const app = createApp({
      db,
      clock: () => now,
      demoDates: true,
      env: { nodeEnv: 'test', log: () => undefined, outboxKey: null },
    });
    const [user] = await db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [DEMO.customer]);
    const token = await issueToken(db, user?.uuid as string, now);
    const stats = async () => {
      const res = await app.request(`${API_BASE}/service/latest_service_stats/`, {
        headers: { authorization: `token ${token}` },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Json;
    };
    const customerRecords = () =>
      db.query('SELECT uuid, data FROM records WHERE owner_uuid = $1 ORDER BY uuid', [user?.uuid]);
    const snapshot = await customerRecords();
    const yesterday = await stats();
    expect(await asOf()).toBe(before);
    expect(await customerRecords()).toEqual(snapshot);

    now = new Date(midnight + 1000);
    const answers = await Promise.all(Array.from({ length: 5 }, stats));
    expect(await asOf()).toBe(next);
    // Before midnight: that day's visit, under way. After it: each answer is the next day's visit, a day
    // later and otherwise the same; none came from the old dates, and the dates moved once, not five times.
    expect(yesterday).toMatchObject({ visit_status: 'in_progress', length: 3 });
    for (const today of answers) {
      expect({ ...today, scheduled_time: null }).toEqual({ ...yesterday, scheduled_time: null });
      expect(Date.parse(today.scheduled_time) - Date.parse(yesterday.scheduled_time)).toBe(86_400_000);
    }
    await expectCustomerStory(now, next);
  }, 60_000);

  it('a database seeded before the demo marks (migration 005) gets them from its seed time', async () => {
    const sql = await readFile(path.join(import.meta.dirname, '../../server/db/migrations/005_demo_dates.sql'), 'utf8');
    const backfill = sql
      .split(/;\s*$/m)
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => /^(INSERT|UPDATE)/.test(s));
    expect(backfill).toHaveLength(2);
    const [cust] = await db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [DEMO.customer]);
    // As an old seed left it: no marks; the seed's records written within a minute of its start.
    await db.query('UPDATE records SET demo = false');
    await db.query('DELETE FROM demo_dates');
    await db.query("UPDATE seed_state SET loaded_at = '2026-03-10T02:00:00Z' WHERE name = 'demo'");
    await db.query("UPDATE records SET created_at = '2026-03-10T02:00:30Z' WHERE owner_uuid = $1", [cust?.uuid]);
    const [later] = await db.query<{ uuid: string }>(
      "UPDATE records SET created_at = '2026-03-11T09:00:00Z' WHERE uuid = (SELECT uuid FROM records WHERE owner_uuid = $1 AND kind = 'pause' LIMIT 1) RETURNING uuid",
      [cust?.uuid],
    );
    for (const statement of backfill) await db.query(statement);
    const dates = await db.query<{ email: string; as_of: string }>(
      "SELECT u.email, to_char(d.as_of, 'YYYY-MM-DD') AS as_of FROM demo_dates d JOIN users u ON u.uuid = d.user_uuid ORDER BY u.email",
    );
    expect(dates).toEqual([
      { email: DEMO.community, as_of: '2026-03-10' },
      { email: DEMO.customer, as_of: '2026-03-10' },
    ]);
    const marks = await db.query<{ uuid: string; demo: boolean }>(
      'SELECT uuid, demo FROM records WHERE owner_uuid = $1',
      [cust?.uuid],
    );
    expect(marks.filter((m) => !m.demo).map((m) => m.uuid)).toEqual([later?.uuid]);
  });
});

describe('the next midnight a running server waits for', () => {
  // Ordinary days, the days clocks change in Raleigh and Austin, and zones whose clocks have jumped at
  // midnight itself (Santiago's spring, Havana's), where the day starts at 01:00.
  const cases: [string, string][] = [
    ['2026-03-09T12:00:00Z', NY],
    ['2026-03-08T03:00:00Z', NY],
    ['2026-11-01T03:00:00Z', CHICAGO],
    ['2026-12-31T23:30:00Z', CHICAGO],
    ['2026-09-05T12:00:00Z', 'America/Santiago'],
    ['2026-03-07T12:00:00Z', 'America/Havana'],
    ['2026-06-01T12:00:00Z', 'Pacific/Chatham'],
  ];
  it.each(cases)('after %s in %s: the first instant of the next office date', (iso, zone) => {
    const now = new Date(iso);
    const at = nextMidnight(now, zone);
    const today = officeToday(now, zone);
    expect(officeToday(new Date(at), zone)).toBe(addDays(today, 1));
    expect(officeToday(new Date(at - 1), zone)).toBe(today);
  });
});

describe('a running server whose demo-date move fails', () => {
  it('lets the requests waiting on it go on, logs the failure, and tries again a minute later', async () => {
    let queries = 0;
    const down = {
      query: async () => {
        queries++;
        throw new Error('the database is away');
      },
    } as unknown as Db;
    const lines: string[] = [];
    const keep = demoDatesKeeper(down, (line) => lines.push(line));
    const t = Date.parse('2026-03-10T05:00:00Z');
    // Two requests together share the one failed try; neither is refused by it.
    await expect(Promise.all([keep(new Date(t)), keep(new Date(t))])).resolves.toEqual([undefined, undefined]);
    expect(queries).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^\[error\] Could not move the demo dates forward: Error: the database is away/),
    ]);
    // Within the minute: no new try, not even a promise to wait for.
    expect(keep(new Date(t + 59_000))).toBeUndefined();
    expect(queries).toBe(1);
    await keep(new Date(t + 60_000));
    expect(queries).toBe(2);
    expect(lines).toHaveLength(2);
  });
});
