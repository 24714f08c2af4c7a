// What the API sends back and keeps: every answer (JSON, CSV, errors, 404s, 204s) carries the referrer
// and framing headers; a ticket CSV neutralises every cell a spreadsheet could run as a formula; a PDF
// map sent under another type is kept and served as a PDF; the contract says what the commercial quote
// update requires, and a proposal line item's total is quantity × rate − discount. Own seeded database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_BASE, createApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { buildRequestValidator, listOperations, loadDocument } from '../../server/openapi';
import {
  call,
  cardToken,
  getWorld,
  login,
  newCustomer,
  orderBody,
  quoteBody,
  uniqueEmail,
  useOwnWorld,
  visitorHeaders,
} from './support';
import { classes } from './security-targets';

useOwnWorld();

const FRAME_AND_REFERRER = {
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

function expectProtected(label: string, headers: Headers) {
  for (const [name, value] of Object.entries(FRAME_AND_REFERRER))
    expect(headers.get(name), `${label}: ${name}`).toBe(value);
  expect(headers.get('content-security-policy'), `${label}: CSP`).toMatch(/frame-ancestors 'none'/);
}

describe('every API answer carries Referrer-Policy and frame protection', () => {
  it('JSON, CSV, 201 with a visitor key, an idempotent replay, 204, 400, 401, 404 (an id, an unknown path), 405, 413, 415 and 500', async () => {
    const { app } = await getWorld();
    const { token, orderUuid } = await newCustomer();
    const raw = (p: string, init: RequestInit = {}) => app.request(`${API_BASE}${p}`, init);
    const json = { 'content-type': 'application/json' };
    const auth = { authorization: `token ${token}` };
    const enquiry = JSON.stringify(orderBody(uniqueEmail('headers'), {}, await cardToken()));
    // The same enquiry under the same key twice: the second answer is the first one replayed.
    const postEnquiry = () =>
      raw('/service-order-enquiry/', {
        method: 'POST',
        headers: { ...json, 'idempotency-key': 'hdr-1' },
        body: enquiry,
      });
    const pet = await call('POST', '/pet/', { token, body: { name: 'Rex', service_order_uuid: orderUuid } });
    expect(pet.status, pet.text).toBe(201);
    const answers: [string, number, Response][] = [
      ['JSON list', 200, await raw('/field-office/')],
      ['CSV', 200, await raw('/message/?format=csv', { headers: auth })],
      ['visitor enquiry', 201, await postEnquiry()],
      ['idempotent replay', 201, await postEnquiry()],
      ['no content', 204, await raw(`/pet/${pet.body.uuid as string}/`, { method: 'DELETE', headers: auth })],
      ['validation error', 400, await raw('/auth/login/', { method: 'POST', headers: json, body: '{}' })],
      ['not signed in', 401, await raw('/user/me/')],
      ['unknown id', 404, await raw('/commercial-quote/00000000-0000-4000-8000-000000000000/')],
      ['unknown path', 404, await raw('/no-such-thing/')],
      ['wrong method', 405, await raw('/field-office/', { method: 'DELETE' })],
      [
        'too large',
        413,
        await raw('/auth/login/', {
          method: 'POST',
          headers: { ...json, 'content-length': String(50 * 1024 * 1024) },
          body: '{}',
        }),
      ],
      [
        'wrong type',
        415,
        await raw('/auth/login/', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      ],
    ];
    // A crash: the same app on a database that fails every query.
    const broken: Db = {
      query: () => Promise.reject(new Error('database down')),
      transaction: () => Promise.reject(new Error('database down')),
      close: async () => undefined,
    };
    const crashing = createApp({ db: broken, env: { nodeEnv: 'test', log: () => undefined, outboxKey: null } });
    answers.push(['server error', 500, await crashing.request(`${API_BASE}/field-office/`)]);
    for (const [label, status, res] of answers) {
      expect(res.status, label).toBe(status);
      expectProtected(label, res.headers);
    }
  });
});

describe('the ticket CSV neutralises every formula start (OWASP: = + - @ TAB CR)', () => {
  it('a title or message starting with any of the six is one quoted-off cell; other text is as written', async () => {
    const { token } = await newCustomer();
    const starts = ['=', '+', '-', '@', '\t', '\r'];
    for (const [i, s] of starts.entries()) {
      const r = await call('POST', '/message/', {
        token,
        body: { reason: 'other', title: `${s}T${i}`, message: `${s}M${i}` },
      });
      expect(r.status, r.text).toBe(201);
    }
    const plain = await call('POST', '/message/', {
      token,
      body: { reason: 'other', title: 'Plain', message: 'Text' },
    });
    expect(plain.status).toBe(201);
    const csv = await call('GET', '/message/?format=csv&ordering=created_at', { token });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const cell = (s: string, text: string) => {
      const v = `'${s}${text}`;
      return /[",\n\r]/.test(v) ? `"${v}"` : v;
    };
    for (const [i, s] of starts.entries()) {
      expect(csv.text, JSON.stringify(s)).toContain(`${cell(s, `T${i}`)},`);
      expect(csv.text, JSON.stringify(s)).toContain(`,${cell(s, `M${i}`)},`);
    }
    expect(csv.text).toContain('\r\nPlain,');
    expect(csv.text).toContain(',Text,');
  });
});

/** A small PDF's base64 (the signature decides, not a type). */
const PDF_B64 = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'latin1').toString('base64');

describe('a PDF sent under another type is kept and served as a PDF', () => {
  it('the enquiry maps: data:text/html;base64,%PDF-… is stored and read back as data:application/pdf;base64,', async () => {
    const q = await call('POST', '/commercial-quote/', { body: quoteBody(uniqueEmail('pdf'), { hear_about_us: [] }) });
    expect(q.status, q.text).toBe(201);
    const headers = visitorHeaders(q);
    const sent = {
      community_boundary_map: `data:text/html;base64,${PDF_B64}`,
      pet_waste_station_map: `data:application/octet-stream;base64,${PDF_B64}`,
      common_area_cleaning_map: `data:application/pdf;base64,${PDF_B64}`,
      trash_can_location_map: PDF_B64,
    };
    const upd = await call('PATCH', `/commercial-quote/${q.body.uuid as string}/`, { headers, body: sent });
    expect(upd.status, upd.text).toBe(200);
    const expected = {
      community_boundary_map: `data:application/pdf;base64,${PDF_B64}`,
      pet_waste_station_map: `data:application/pdf;base64,${PDF_B64}`,
      common_area_cleaning_map: `data:application/pdf;base64,${PDF_B64}`,
      // Bare base64 names no type: kept as sent.
      trash_can_location_map: PDF_B64,
    };
    expect(upd.body).toMatchObject(expected);
    const read = await call('GET', `/commercial-quote/${q.body.uuid as string}/`, { headers });
    expect(read.body).toMatchObject(expected);
    // Not a PDF behind a PDF type is refused as before.
    const html = Buffer.from('<script>alert(1)</script>').toString('base64');
    const refused = await call('PATCH', `/commercial-quote/${q.body.uuid as string}/`, {
      headers,
      body: { community_boundary_map: `data:application/pdf;base64,${html}` },
    });
    expect(refused.status).toBe(400);
  });

  it('the community modal: a boundary map sent as text/html is stored and listed as application/pdf', async () => {
    const token = await login('community@example.com');
    const list = await call('GET', '/crm/commercial-community/', { token });
    const c = list.body.results[0] as { uuid: string };
    const upd = await call('PUT', `/crm/commercial-community/${c.uuid}/`, {
      token,
      body: { uuid: c.uuid, community_boundary_map: `data:text/html;base64,${PDF_B64}` },
    });
    expect(upd.status, upd.text).toBe(200);
    expect(upd.body.community_boundary_map).toBe(`data:application/pdf;base64,${PDF_B64}`);
    const after = await call('GET', '/crm/commercial-community/', { token });
    expect(after.body.results[0].community_boundary_map).toBe(`data:application/pdf;base64,${PDF_B64}`);
  });
});

type Json = Record<string, unknown>;
const schemaNamed = (name: string) => (loadDocument().components.schemas as Json)[name] as Json;

describe('contract truth', () => {
  it('commercial-quote update: community_name without email_address is refused, and the contract says so', async () => {
    const q = await call('POST', '/commercial-quote/', { body: quoteBody(uniqueEmail('dep'), { hear_about_us: [] }) });
    const headers = visitorHeaders(q);
    const body = { community_name: 'Elm Row', first_name: 'Vi', last_name: 'Sitor' };
    const r = await call('PATCH', `/commercial-quote/${q.body.uuid as string}/`, { headers, body });
    expect(r).toMatchObject({ status: 400, body: { email_address: ['This field is required.'] } });
    // The schema requires it with community_name (dependentRequired), and its words say so to readers of
    // the generated types, which cannot express the rule.
    const schema = schemaNamed('CommercialEnquiryRequest');
    expect((schema.dependentRequired as Record<string, string[]>).community_name).toEqual([
      'first_name',
      'last_name',
      'email_address',
    ]);
    const props = schema.properties as Record<string, Json>;
    for (const f of ['first_name', 'last_name', 'email_address'])
      expect(props[f]?.description, f).toMatch(/Required when the body has community_name/);
    const generated = readFileSync(path.join(import.meta.dirname, '..', '..', 'src', 'api', 'schema.gen.d.ts'), 'utf8');
    expect(generated).toContain('Required when the body has community_name (dependentRequired)');
    const ok = await call('PATCH', `/commercial-quote/${q.body.uuid as string}/`, {
      headers,
      body: { ...body, email_address: q.body.email_address as string },
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it("every fuzz target's valid body is valid by the contract (so the fuzz reaches the handlers)", async () => {
    const targets = Object.values(
      await classes({
        orderUuid: '00000000-0000-4000-8000-000000000001',
        userUuid: '00000000-0000-4000-8000-000000000002',
        email: 'fuzz@example.com',
      }),
    ).flat();
    const invalid: string[] = [];
    for (const t of targets) {
      const op = listOperations().find(
        (o) => o.method === t.method && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(t.path),
      );
      if (!op?.bodySchema) continue;
      const r = buildRequestValidator(op).body(structuredClone(t.valid));
      if (!r.ok) invalid.push(`${t.method} ${t.path}: ${JSON.stringify(r.errors)}`);
    }
    expect(invalid).toEqual([]);
  });

  it('proposal-line-item: the total is quantity × rate − discount; one that disagrees is refused', async () => {
    const q = await call('POST', '/commercial-quote/', { body: quoteBody(uniqueEmail('line'), { hear_about_us: [] }) });
    const headers = visitorHeaders(q);
    const p = await call('POST', '/commercial-proposal/', {
      headers,
      body: { proposal_status: 'enquiry', commercial_quote_uuid: q.body.uuid, proposal_date: null },
    });
    const inner = await call('POST', '/inner-proposal/', {
      headers,
      body: { proposal_uuid: p.body.uuid, line_items: [] },
    });
    expect(inner.status, inner.text).toBe(201);
    const item = (extra: Json) =>
      call('POST', '/proposal-line-item/', {
        headers,
        body: { inner_proposal_uuid: inner.body.uuid, item_type: 'service', item: 'common_area_cleaning', ...extra },
      });
    const wrong = await item({ quantity: 10, rate: '100.00', total: '0.01' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { total: ['The total must be quantity × rate − discount: 1000.00.'] },
    });
    expect((await item({ quantity: 10, rate: '100.00' })).body).toMatchObject({ total: '1000.00' });
    expect((await item({ quantity: 10, rate: '100.00', discount: '50.00', total: '950.00' })).body).toMatchObject({
      total: '950.00',
    });
    expect((await item({ quantity: 3, rate: '0.33' })).body).toMatchObject({ total: '0.99' });
    expect(await item({ quantity: 1, rate: '5.00', discount: '6.00' })).toMatchObject({
      status: 400,
      body: { discount: ['The discount cannot be more than quantity × rate.'] },
    });
    // The wizard's all-zero item (spec 2: all numbers start at 0) is as before.
    expect((await item({ quantity: 0, rate: '0.00', total: '0.00' })).body).toMatchObject({ total: '0.00' });
    // Nothing of the refused ones was kept.
    const read = await call('GET', `/inner-proposal/${inner.body.uuid as string}/`, { headers });
    expect(read.status).toBe(200);
  });
});
