// The API served as `npm start` serves it (node-server.ts listen()): a JSON answer that nothing will
// compress is written straight to Node's response (app.ts writeFinished), and must carry exactly what
// the usual Response path gives: status, body, security headers, Content-Length, Vary from 1 KB; HEAD,
// compressed answers and errors keep the usual path. Own seeded database.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../server/app';
import { listen } from '../../server/node-server';
import { closeWorld, DEMO_OFFICE, getWorld } from './support';

type ServerType = ReturnType<typeof listen>;
let server: ServerType;
let port = 0;

beforeAll(async () => {
  const { app } = await getWorld();
  server = await new Promise<ServerType>((resolve) => {
    const s = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeWorld();
});

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
/** One request on a fresh socket, with exactly these headers (fetch would add Accept-Encoding). */
function wire(method: string, p: string, headers: Record<string, string> = {}, body?: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: API_BASE + p, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
const QUOTE = JSON.stringify({
  field_office_uuid: DEMO_OFFICE,
  frequency: 'weekly',
  property_type: 'single_family_small',
  pet_count: 2,
  last_cleaned: '1-2_months',
  areas_to_clean: ['Back Yard', 'Front Yard'],
  is_prepaid: true,
  prepay_months: 12,
  coupon_code: 'WELCOME10',
});
const JSON_POST = { 'content-type': 'application/json' };

/** The same call in-process (app.request: the usual Response path). */
async function inProcess(method: string, p: string, headers: Record<string, string> = {}, body?: string) {
  const { app } = await getWorld();
  const res = await app.request(API_BASE + p, { method, headers, body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('answers on the wire', () => {
  it('a priced quote (over 1 KB, no Accept-Encoding) has the body, security headers, Content-Length and Vary of the usual path', async () => {
    const got = await wire('POST', '/pricing-calculator/', JSON_POST, QUOTE);
    const usual = await inProcess('POST', '/pricing-calculator/', JSON_POST, QUOTE);
    expect(got.status).toBe(200);
    expect(got.body.toString()).toBe(usual.text);
    expect(got.body.byteLength).toBeGreaterThan(1024);
    expect(got.headers).toMatchObject({
      ...SECURITY,
      'content-type': 'application/json; charset=UTF-8',
      'content-length': String(got.body.byteLength),
      vary: 'Accept-Encoding',
    });
    expect(got.headers['transfer-encoding']).toBeUndefined();
    for (const [k, v] of usual.headers) if (k !== 'date') expect(got.headers[k], k).toBe(v);
  });

  it('a small answer has no Vary; a refusal and a not-found keep their status and headers', async () => {
    const zip = await wire('GET', '/field-office/?addressable_zip_codes__contains=27601&close=false');
    expect(zip.status).toBe(200);
    expect(zip.body.byteLength).toBeLessThan(1024);
    expect(zip.headers).toMatchObject({ ...SECURITY, 'content-length': String(zip.body.byteLength) });
    expect(zip.headers.vary).toBeUndefined();
    const bad = await wire(
      'POST',
      '/pricing-calculator/',
      JSON_POST,
      JSON.stringify({ ...JSON.parse(QUOTE), pet_count: 0 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.headers).toMatchObject(SECURITY);
    const coupon = await wire(
      'POST',
      '/pricing-calculator/',
      JSON_POST,
      JSON.stringify({ ...JSON.parse(QUOTE), coupon_code: 'NO-SUCH-COUPON' }),
    );
    expect(coupon.status).toBe(400);
    expect(JSON.parse(coupon.body.toString())).toEqual({ coupon_code: ['Invalid coupon code.'] });
    expect(coupon.headers).toMatchObject({ ...SECURITY, 'content-length': String(coupon.body.byteLength) });
    const missing = await wire('GET', '/field-office/not-a-uuid/frequency-pricing-range/');
    expect(missing.status).toBe(404);
    expect(missing.headers).toMatchObject(SECURITY);
  });

  it('HEAD answers the headers without a body; a client that accepts gzip gets the same bytes compressed', async () => {
    const head = await wire('HEAD', '/field-office/?addressable_zip_codes__contains=27601&close=false');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers).toMatchObject(SECURITY);
    const plain = await wire('POST', '/pricing-calculator/', JSON_POST, QUOTE);
    const zipped = await wire('POST', '/pricing-calculator/', { ...JSON_POST, 'accept-encoding': 'gzip' }, QUOTE);
    expect(zipped.status).toBe(200);
    expect(zipped.headers).toMatchObject({ ...SECURITY, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
  });

  it('answers on one keep-alive socket follow each other intact', async () => {
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const one = (body: string) =>
        new Promise<Wire>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: `${API_BASE}/pricing-calculator/`,
              method: 'POST',
              headers: JSON_POST,
              agent,
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
              );
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) => one(JSON.stringify({ ...JSON.parse(QUOTE), pet_count: n }))),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((a) => JSON.parse(a.body.toString()).pet_count)).toEqual([1, 2, 3, 4]);
    } finally {
      agent.destroy();
    }
  });
});
