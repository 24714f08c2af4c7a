// One seeded database per server test file, built lazily on first use and closed by the file's afterAll
// (closeWorld, or useOwnWorld). Test files of a worker run one after another in one module graph
// (vite.config.ts), so a file that closed its world leaves the next file a fresh one; on PGlite each is
// opened from the tarball of the run's first seeded database (seeded-db.ts). Tests isolate by data:
// each makes its own users (unique emails), orders and ids. DATABASE_URL switches the suite to PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDb, type Db } from '../../server/db/db';
import { seed } from '../../server/db/seed';
import { seededMemoryDb } from './seeded-db';
import { createApp, API_BASE } from '../../server/app';
import { listOperations, responseValidator } from '../../server/openapi';
import { today } from '../../server/services/catalog';
import { initialCleaningDays } from '../../server/services/pricing';
import { insert } from '../../server/services/records';
import type { Hono } from 'hono';

interface World {
  db: Db;
  app: Hono;
  logs: string[];
  clock: { now: Date };
}
let world: Promise<World> | null = null;

/** Shared clock: tests may move it (token expiry), then must restore it. */
export function getWorld(): Promise<World> {
  world ??= (async () => {
    let db: Db;
    if (process.env.DATABASE_URL) {
      db = await openPostgresSchema(process.env.DATABASE_URL);
      await seed(db);
    } else db = await seededMemoryDb();
    const logs: string[] = [];
    const clock = { now: new Date() };
    const app = createApp({
      db,
      clock: worldNow,
      env: { nodeEnv: 'test', publicUrl: 'http://app.test', log: (l) => logs.push(l), outboxKey: OUTBOX_KEY },
    });
    return { db, app, logs, clock };
  })();
  return world;
}

/** A test file on its own seeded database: boots it before the file's tests, closes it after them. */
export function useOwnWorld(): void {
  beforeAll(async () => {
    await getWorld();
  }, 120_000);
  afterAll(closeWorld);
}

/** The test world's dev outbox secret: GET /dev/outbox/?key=OUTBOX_KEY. */
export const OUTBOX_KEY = 'test-outbox-key';

/**
 * Time travel for expiry tests: `ms` is added to the real clock. While `frozenAt` is set (a time in ms)
 * it stands in for the real clock, so a test that reads back an interval the server counts (a back-off's
 * Retry-After) sees only the time it moved, not the seconds a loaded machine takes between two requests.
 */
export const drift: { ms: number; frozenAt?: number } = { ms: 0 };

/** The test world's now: the real clock (or `drift.frozenAt`) plus `drift.ms`. */
export const worldNow = () => new Date((drift.frozenAt ?? Date.now()) + drift.ms);

/**
 * DATABASE_URL mode: each test file's world (getWorld, closed by the file) gets its own fresh schema on the real
 * server, so parallel files never see each other's data; closeWorld() drops it.
 */
let pgSchema: string | null = null;
async function openPostgresSchema(url: string): Promise<Db> {
  const fresh = await createPostgresSchema(url, 'test');
  pgSchema = fresh.schema;
  return openDb({ databaseUrl: fresh.url });
}

/** A new empty schema `<prefix>_<pid>_<random>` on the PostgreSQL server at `url`, and a URL whose search_path is it. */
export async function createPostgresSchema(url: string, prefix: string): Promise<{ schema: string; url: string }> {
  const schema = `${prefix}_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = await openDb({ databaseUrl: url, migrate: false });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: u.toString() };
}

export async function closeWorld(): Promise<void> {
  if (!world) return;
  const { db } = await world;
  world = null;
  if (pgSchema && process.env.DATABASE_URL) await db.query(`DROP SCHEMA ${pgSchema} CASCADE`);
  await db.close();
}

const validate = responseValidator();
// Static paths before templated ones, as the server routes them (/message/unread-count/ is not a ticket).
const ops = listOperations().sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
export const called = new Set<string>();

/** Contract check of one answer (null when it conforms); used by tests that call the app directly. */
export function contractProblem(
  method: string,
  path: string,
  status: number,
  contentType: string,
  text: string,
): string | null {
  const op = matchOp(method, path);
  if (!op) return status === 404 ? null : `no operation for ${method} ${path}`;
  if (!contentType.includes('json')) return op.responses[String(status)] ? null : `status ${status} undocumented`;
  return validate(op.operationId, status, text ? JSON.parse(text) : null);
}

function matchOp(method: string, path: string) {
  const p = path.replace(/\?.*$/, '');
  return ops.find((o) => o.method === method && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(p));
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * Calls the API in-process and checks the answer against openapi/openapi.yaml: the status must be
 * documented for the operation and a JSON body must match its schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
export async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const { app } = await getWorld();
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `token ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(`${API_BASE}${path}`, { method, headers, body });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  const parsed = isJson && text ? JSON.parse(text) : text;
  const op = matchOp(method, path);
  if (op) {
    called.add(op.operationId);
    const problem = isJson
      ? validate(op.operationId, res.status, parsed)
      : op.responses[String(res.status)]
        ? null
        : `status ${res.status} undocumented`;
    expect(problem, `${method} ${path} → ${res.status} ${text.slice(0, 300)}`).toBeNull();
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

/** The visitor key a creating answer returned, as request headers for the visitor's next calls. */
export const visitorHeaders = (r: { headers: Headers }): Record<string, string> => {
  const key = r.headers.get('x-visitor-key');
  expect(key, 'a creating answer returns X-Visitor-Key').toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { 'X-Visitor-Key': key as string };
};

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export async function login(email: string, password = 'Password1'): Promise<string> {
  const r = await call<{ key: string }>('POST', '/auth/login/', { body: { email, password, is_crm: false } });
  expect(r.status, r.text).toBe(200);
  return r.body.key;
}

export const DEMO_OFFICE = '11111111-1111-4111-8111-111111111111';

/** The body of POST sandbox/tokenize/ for a sandbox card number. */
export const sandboxCard = (number = '4111111111111111') => ({
  card_number: number,
  card_cvv: '123',
  card_exp_month: '12',
  card_exp_year: '2035',
  method: 'card',
});

/** Tokenizes a sandbox card. */
export async function cardToken(number = '4111111111111111'): Promise<string> {
  const r = await call<{ id: string }>('POST', '/sandbox/tokenize/', { body: sandboxCard(number) });
  expect(r.status, r.text).toBe(200);
  return r.body.id;
}

/** A first cleaning day the office offers (GET field-office/initial_cleanning_days/), as YYYY-MM-DD. */
export function startDate(index = 3): string {
  const [m, d, y] = (initialCleaningDays(today(worldNow()))[index] as string).split('-');
  return `${y}-${m}-${d}`;
}

/** The body of a lead's first call (POST crm/lead-user/) at the demo office; `extra` adds or overrides fields. */
export const leadBody = (email: string, extra: Record<string, unknown> = {}) => ({
  zip_code: '27601',
  emailaddress_set: [{ email, primary: true }],
  lead_stage: 'new',
  outreach: 'website',
  hear_about_us: ['Truck'],
  email,
  role: ['lead'],
  field_office_uuid: DEMO_OFFICE,
  ...extra,
});

/** A visitor's new lead, given contact details (PATCH crm/lead-user/): the lead and the visitor's key headers. */
export async function leadWithContact(email: string, contact: Record<string, unknown>) {
  const lead = await call('POST', '/crm/lead-user/', { body: leadBody(email) });
  const headers = visitorHeaders(lead);
  await call('PATCH', `/crm/lead-user/${lead.body.uuid}/`, { headers, body: contact });
  return { lead, headers };
}

/** The body of a commercial quote's first call (POST commercial-quote/) at the demo office. */
export const quoteBody = (email: string, extra: Record<string, unknown> = {}) => ({
  outreach: 'website',
  email_address: email,
  zip_code: '27601',
  field_office_uuid: DEMO_OFFICE,
  hear_about_us: ['Billboard'],
  ...extra,
});

/**
 * Puts an unpaid invoice of `total` plus `tax` in the user's records, as the billing system would:
 * dated 2030-01-01, status open, nothing received; `fields` override any of its fields.
 */
export async function insertInvoice(
  userUuid: string,
  total: string,
  tax = '0.00',
  fields: Record<string, unknown> = {},
) {
  const { db } = await getWorld();
  const withTax = (Number(total) + Number(tax)).toFixed(2);
  return insert(db, 'invoice', userUuid, {
    invoice_id: `INV-${randomUUID().slice(0, 8)}`,
    invoice_date: '2030-01-01',
    due_date: null,
    date_paid: null,
    payment_method_type: null,
    balance_due: withTax,
    total,
    total_with_tax: withTax,
    sales_tax: tax,
    amount_received: '0.00',
    notes: null,
    billing_address: null,
    user: { first_name: 'Test', last_name: 'User' },
    status: 'open',
    line_items: [],
    ...fields,
  });
}

/** Puts a visit of the order in the user's records, as the schedule would: no technician, no rating yet. */
export async function insertVisit(userUuid: string, orderUuid: string, scheduledTime: string, status: string) {
  const { db } = await getWorld();
  return insert(db, 'visit', userUuid, {
    service_order_uuid: orderUuid,
    scheduled_time: scheduledTime,
    status,
    tech: null,
    rating: null,
    comment: null,
    technician_comment: null,
    technician_image: null,
    technician: null,
  });
}

/** The body of a pay-link payment (POST crm/payment/link-payment/) of `total` with a card token, billed in Raleigh. */
export function linkPayment(invoiceUuid: string, total: string, card: string, extra: Record<string, unknown> = {}) {
  return {
    total,
    invoice_uuid: invoiceUuid,
    stax_card_token: card,
    stax_customer: null,
    save_card: false,
    card_holder_name: 'Test User',
    address: {
      address: '1 A St',
      address2: null,
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      formatted_address: '1 A St, Raleigh, NC 27601',
    },
    ...extra,
  };
}

export function orderBody(
  email: string,
  extra: Record<string, unknown> = {},
  token = 'missing',
): Record<string, unknown> {
  const addr = { address: '12 Oak St, Raleigh, NC 27603', city: 'Raleigh', state: 'NC', zip_code: '27603' };
  return {
    field_office_uuid: DEMO_OFFICE,
    service_type: 'residential',
    property_type: 'townhouse',
    frequency: 'weekly',
    pet_count: 2,
    area_to_clean: ['Back Yard'],
    last_cleaned: 'less_than_2_weeks',
    service_address: addr,
    billing_address: addr,
    preferred_start_date: startDate(),
    is_billing_address_same: true,
    first_name: 'Test',
    last_name: 'User',
    email,
    phone_numbers: [{ phone: '9195550123', type: 'mobile', primary: true, can_send_sms: true }],
    preferred_contact_methods: ['email'],
    is_authorize_charge_each_month: true,
    is_ternm_accepted: true,
    stax_card_token: token,
    ...extra,
  };
}

/** A fresh residential customer with an order, signed in: { email, token, orderUuid }. */
export async function newCustomer(): Promise<{ email: string; token: string; orderUuid: string; userUuid: string }> {
  const email = uniqueEmail('cust');
  const enquiry = await call<{ user: { key: string; uuid: string }; service_order_uuid: string; uuid: string }>(
    'POST',
    '/service-order-enquiry/',
    { body: orderBody(email, {}, await cardToken()) },
  );
  expect(enquiry.status, enquiry.text).toBe(201);
  const key = enquiry.body.user.key;
  const set = await call('POST', '/auth/password/change/', {
    token: key,
    body: { new_password1: 'Password1', new_password2: 'Password1', role: 'customer' },
  });
  expect(set.status, set.text).toBe(200);
  const token = await login(email);
  const orders = await call<{ results: { uuid: string }[] }>('GET', '/service-order/', { token });
  const orderUuid = orders.body.results[0]?.uuid as string;
  return { email, token, orderUuid, userUuid: enquiry.body.user.uuid };
}
