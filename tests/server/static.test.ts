// How `npm start` serves the build (server/static.ts) and the API's
// compression and 405s (server/app.ts). A fixture build is written to a temp dir (real .br/.gz
// copies from node:zlib), so no vite build is needed. Own seeded database (support.ts) for the API
// checks, and one `server/start.ts` child process on the fixture for `npm start` itself and the raw-HTTP checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { createSite, createStaticHandler, negotiateEncoding } from '../../server/static';
import { closeWorld, getWorld, orderBody, cardToken, uniqueEmail } from './support';

const root = path.resolve(import.meta.dirname, '..', '..');
const tmp = mkdtempSync(path.join(tmpdir(), 'static-test-'));
const dist = path.join(tmp, 'dist');
const SECRET = 'TOP-SECRET-OUTSIDE-DIST';

const page = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root">${name} ${'<p>prerendered text</p>'.repeat(40)}</div></body></html>`;
const files: Record<string, string | Buffer> = {
  'index.html': page('home'),
  'login.html': page('login'),
  '200.html': page('shell'),
  'assets/index-Ab12Cd34.js': `export const app = ${JSON.stringify('x'.repeat(50))};\n`.repeat(60),
  'assets/index-Ab12Cd34.js.map': JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' }),
  'assets/index-Ef56Gh78.css': 'body { margin: 0; color: #222; }\n'.repeat(80),
  'assets/logo-Zz99.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${'<circle cx="8" cy="8" r="7"/>'.repeat(10)}</svg>`,
  'robots.txt': 'User-agent: *\n',
  '.vite/manifest.json': JSON.stringify({ 'src/main.tsx': { file: 'assets/index-Ab12Cd34.js', isEntry: true } }),
};

beforeAll(() => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(tmp, 'secret.txt'), SECRET);
  writeFileSync(path.join(tmp, 'passwd'), SECRET);
  for (const [name, body] of Object.entries(files)) {
    const raw = Buffer.from(body);
    writeFileSync(path.join(dist, name), raw);
    // As scripts/compress.mjs: text files only, each copy only when smaller (robots.txt gets none).
    if (/\.(js|css|html|svg|json)$/.test(name)) {
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(raw));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(raw));
    }
  }
});

afterAll(async () => {
  await closeWorld();
  rmSync(tmp, { recursive: true, force: true });
});

const text = (name: string) => Buffer.from(files[name] as string | Buffer).toString();

/** The body of an answer, decoded by its Content-Encoding. */
async function decoded(res: Response): Promise<string> {
  const buf = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(buf).toString();
  if (encoding === 'gzip') return gunzipSync(buf).toString();
  expect(encoding).toBeNull();
  return buf.toString();
}

let statics: Hono;
let site: Hono;
beforeAll(async () => {
  statics = createStaticHandler({ distDir: dist, csp: "default-src 'self'" });
  site = createSite({ api: (await getWorld()).app, distDir: dist, csp: "default-src 'self'" });
}, 120_000);

const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
  statics.request(p, { method, headers });

describe('content negotiation on the precompressed copies', () => {
  it('Brotli for "br, gzip", gzip for "gzip" only, plain without the header and with br;q=0 gzip;q=0; Vary on each; decoded bodies equal the file', async () => {
    const cases: [string | null, string | null][] = [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      [null, null],
      ['identity', null],
      ['br;q=0, gzip;q=0', null],
      ['deflate', null],
    ];
    for (const name of ['assets/index-Ab12Cd34.js', 'assets/index-Ef56Gh78.css', 'index.html', 'favicon.svg']) {
      for (const [accept, encoding] of cases) {
        const res = await get(`/${name}`, accept === null ? {} : { 'accept-encoding': accept });
        expect(res.status, `${name} ${accept}`).toBe(200);
        expect(res.headers.get('content-encoding'), `${name} ${accept}`).toBe(encoding);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        const length = Number(res.headers.get('content-length'));
        expect(await decoded(res.clone())).toBe(text(name));
        expect(Buffer.from(await res.arrayBuffer()).byteLength).toBe(length);
      }
    }
  });

  it('Content-Type from the original name; a file without copies is plain and has no Vary', async () => {
    const types: Record<string, string> = {
      '/assets/index-Ab12Cd34.js': 'text/javascript; charset=utf-8',
      '/assets/index-Ef56Gh78.css': 'text/css; charset=utf-8',
      '/': 'text/html; charset=utf-8',
      '/favicon.svg': 'image/svg+xml',
      '/assets/logo-Zz99.png': 'image/png',
      '/robots.txt': 'text/plain; charset=utf-8',
    };
    for (const [p, type] of Object.entries(types))
      expect((await get(p, { 'accept-encoding': 'br' })).headers.get('content-type'), p).toBe(type);
    const robots = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(robots.headers.get('content-encoding')).toBeNull();
    expect(robots.headers.get('vary')).toBeNull();
    expect(await robots.text()).toBe(text('robots.txt'));
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1.0', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('gzip;q=0.8, identity;q=1', ['br', 'gzip'])).toBe('identity');
  });

  it('HEAD answers the GET headers (with Content-Length) and no body', async () => {
    const head = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    const full = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(full.headers.get('content-length'));
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

/** The security headers every static answer carries. */
function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}

describe('caching', () => {
  it('an existing /assets/* file is cached a year, immutable, with the security headers', async () => {
    for (const p of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css', '/assets/logo-Zz99.png']) {
      const res = await get(p, { 'accept-encoding': 'br' });
      expect(res.headers.get('cache-control'), p).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(res);
    }
  });

  it('HTML and unhashed root files are no-cache with a strong ETag per variant; If-None-Match → 304', async () => {
    for (const p of ['/', '/login', '/getquote', '/favicon.svg', '/robots.txt']) {
      const etags = new Set<string>();
      for (const accept of ['br', 'gzip', '']) {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const res = await get(p, headers);
        expect(res.status, p).toBe(200);
        expect(res.headers.get('cache-control'), p).toBe('no-cache');
        const etag = res.headers.get('etag') as string;
        expect(etag, p).toMatch(/^"[\w-]+"$/); // strong: no W/
        etags.add(etag);
        const again = await get(p, { ...headers, 'if-none-match': etag });
        expect(again.status, `${p} ${accept}`).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(await again.text()).toBe('');
        expect((await get(p, { ...headers, 'if-none-match': '"stale"' })).status).toBe(200);
      }
      expect(etags.size, `${p}: one ETag per variant`).toBe(p === '/robots.txt' ? 1 : 3);
    }
    const html = await get('/', { 'accept-encoding': 'br' });
    expectSecurityHeaders(html);
  });
});

describe('which file a path gets', () => {
  it('/ → index.html, /login and /login/ → login.html, /getquote and other app paths → 200.html with status 200', async () => {
    const expected: Record<string, string> = {
      '/': 'index.html',
      '/login': 'login.html',
      '/login/': 'login.html',
      '/getquote': '200.html',
      '/getquote/': '200.html',
      '/account/services?tab=history': '200.html',
      '/reset-password/abc_DEF-123?uid=x': '200.html',
      '/checkzip/1/2': '200.html',
      '/index.html': 'index.html',
      '/login.html': 'login.html',
      '/200.html': '200.html',
    };
    for (const [p, file] of Object.entries(expected)) {
      const res = await get(p, { 'accept-encoding': 'br, gzip' });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
      expect(await decoded(res), p).toBe(text(file));
    }
  });

  it('a missing /assets/* file or file-looking path → 404 text, no-store, never the HTML page', async () => {
    for (const p of [
      '/assets/index-Missing0.js',
      '/assets/index-Missing0.css',
      '/assets/',
      '/assets/nested/x',
      '/favicon.ico',
      '/getquote/app.js',
      '/assets/index-Ab12Cd34.js.br',
      '/index.html.gz',
    ]) {
      const res = await get(p, { 'accept-encoding': 'br, gzip', accept: 'text/html' });
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('cache-control'), p).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text(), p).not.toContain('<html');
    }
  });

  it('no *.map (nor the build manifest .vite/manifest.json) is ever served, even when the file exists', async () => {
    for (const p of [
      '/assets/index-Ab12Cd34.js.map',
      '/assets/index-Ab12Cd34.js.MAP',
      '/assets/index-Ab12Cd34.js%2Emap',
      '/x.map',
      '/login.map',
      '/.vite/manifest.json',
    ]) {
      const res = await get(p, { 'accept-encoding': 'br, gzip' });
      expect(res.status, p).toBe(404);
      const body = await res.text();
      expect(body, p).not.toContain('mappings');
      expect(body, p).not.toContain('isEntry');
    }
  });

  it('path traversal never leaves the dist directory (plain and encoded)', async () => {
    const attempts = [
      '/assets/../../secret.txt',
      '/../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/..%5csecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/%252e%252e/%252e%252e/secret.txt',
      '/assets/index-Ab12Cd34.js%00.png',
      '/%c0%ae%c0%ae/secret.txt',
      '/assets/%ZZ',
    ];
    for (const p of attempts) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain(SECRET);
    }
  });
});

describe('the Content-Security-Policy of the prerendered pages', () => {
  it("allows exactly the build's inline scripts, by their SHA-256, and nothing inline besides", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-csp-'));
    try {
      const boot = 'document.head.append(Object.assign(document.createElement("script"), { type: "module" }));';
      writeFileSync(
        path.join(dir, 'index.html'),
        `<html><head><style>body{margin:0}</style><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div><script>${boot}</script></body></html>`,
      );
      writeFileSync(path.join(dir, '200.html'), '<html><body><div id="root"></div></body></html>');
      const res = await createStaticHandler({ distDir: dir }).request('/');
      const scriptSrc = res.headers
        .get('content-security-policy')
        ?.split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src '));
      const hash = createHash('sha256').update(boot).digest('base64');
      // One hash: the inline script's; the one with a src and the style are not inline scripts.
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(scriptSrc).not.toContain('unsafe-inline');
      // The shell (200.html) is served with the same policy: one header for the whole build.
      expect(
        (await createStaticHandler({ distDir: dir }).request('/getquote')).headers.get('content-security-policy'),
      ).toBe(res.headers.get('content-security-policy'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('methods', () => {
  it('POST / (and other non-GET/HEAD methods on app paths) → 405 with Allow: GET, HEAD', async () => {
    for (const [method, p] of [
      ['POST', '/'],
      ['PUT', '/getquote'],
      ['DELETE', '/assets/index-Ab12Cd34.js'],
      ['PATCH', '/login'],
      ['OPTIONS', '/'],
    ]) {
      const res = await site.request(p as string, { method });
      expect(res.status, `${method} ${p}`).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('a wrong method on a known API path → 405, Allow and the DRF body; unknown API paths stay JSON 404s', async () => {
    const res = await site.request('/api/v1/auth/login/', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
    const pets = await site.request('/api/v1/pet/00000000-0000-4000-8000-000000000000', { method: 'POST' });
    expect(pets.status).toBe(405);
    expect(pets.headers.get('allow')).toBe('PATCH, DELETE');
    expect(await pets.json()).toEqual({ detail: 'Method "POST" not allowed.' });
    // The path's own methods still reach their operations.
    expect(
      (
        await site.request('/api/v1/auth/login/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(400);
    for (const p of ['/api/v1/nope/', '/api/v1/assets/x.js', '/api/nope']) {
      const miss = await site.request(p);
      expect(miss.status, p).toBe(404);
      expect(await miss.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('API compression', () => {
  it('API JSON over 1 KB is gzip-compressed when asked (Vary, no-store); small or unasked answers are plain', async () => {
    const p = '/api/v1/field-office/?close=false';
    const plain = await site.request(p);
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await site.request(p, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    expect(zipped.headers.get('content-type')).toContain('application/json');
    expect(await decoded(zipped)).toBe(body);
    const small = await site.request('/api/v1/accounts/check-email/?email=customer@example.com', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('cache-control')).toBe('no-store');
    expect(await small.json()).toEqual({ already_exists: true });
  });

  it('an idempotent replay is compressed like the first answer and decodes to the same bytes', async () => {
    const email = uniqueEmail('gzip');
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'idempotency-key': email },
      body: JSON.stringify(orderBody(email, {}, await cardToken())),
    };
    const first = await site.request('/api/v1/service-order-enquiry/', init);
    const replay = await site.request('/api/v1/service-order-enquiry/', init);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [await decoded(first), await decoded(replay)];
    expect(b).toBe(a);
    expect(a.length).toBeGreaterThan(1024);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(replay.headers.get('content-encoding')).toBe('gzip');
  });
});

/** A raw HTTP/1.1 request (node:http sends the path as written: no dot-segment normalisation). */
function raw(
  port: number,
  p: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: p, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm start serves DIST_DIR', () => {
  let child: ChildProcess;
  let port = 0;
  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'start.ts')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SKIP_BUILD: '1', DIST_DIR: dist, PORT: '0', DATA_DIR: 'memory://', NODE_ENV: 'test' },
    });
    let out = '';
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`start.ts did not start:\n${out}`)), 110_000);
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const m = /URL:\s+http:\/\/[^:]+:(\d+)\//.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('exit', (code) => reject(new Error(`start.ts exited ${code}:\n${out}`)));
    });
  }, 120_000);
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('with SKIP_BUILD=1 and DIST_DIR, start.ts serves that build over HTTP (Brotli, immutable assets, the shell, the API)', async () => {
    const js = await raw(port, '/assets/index-Ab12Cd34.js', 'GET', { 'accept-encoding': 'br, gzip' });
    expect(js.status).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-security-policy']).toContain("default-src 'self'");
    expect(Number(js.headers['content-length'])).toBe(js.body.byteLength);
    expect(brotliDecompressSync(js.body).toString()).toBe(text('assets/index-Ab12Cd34.js'));
    const shell = await raw(port, '/getquote');
    expect(shell.status).toBe(200);
    expect(shell.body.toString()).toBe(text('200.html'));
    expect((await raw(port, '/assets/index-Ab12Cd34.js.map')).status).toBe(404);
    expect((await raw(port, '/', 'POST')).headers.allow).toBe('GET, HEAD');
    const head = await raw(port, '/login', 'HEAD', { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.byteLength).toBe(0);
    const api = await raw(port, '/api/v1/field-office/?close=false', 'GET', { 'accept-encoding': 'gzip' });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(api.body).toString())).toHaveProperty('count');
    const wrong = await raw(port, '/api/v1/auth/login/', 'DELETE');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(JSON.parse(wrong.body.toString())).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('raw traversal targets (not normalised by the client) never leave DIST_DIR', async () => {
    for (const p of [
      '/assets/../../etc/passwd',
      '/assets/../../passwd',
      '/../secret.txt',
      '/assets/%2e%2e/%2e%2e/passwd',
      '/assets/..%2f..%2fsecret.txt',
      '/./../passwd',
      '/assets/..\\..\\secret.txt',
    ]) {
      const res = await raw(port, p);
      expect([400, 404], p).toContain(res.status);
      expect(res.body.toString(), p).not.toContain(SECRET);
      expect(res.body.toString(), p).not.toContain('root:');
    }
  });
});
