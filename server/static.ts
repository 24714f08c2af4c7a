// The built app (scripts/build.mjs → DIST_DIR, default dist/) as served by `npm start`.
// The tree is read once: it is immutable, and a request never touches the disk,
// so no path can reach outside it. Rules (server/README.md, "Serving"):
// - GET/HEAD only (anything else → 405, Allow: GET, HEAD); the precompressed `.br`/`.gz` copies
//   are chosen by Accept-Encoding (q-values; br, then gzip, then identity), with Vary;
// - /assets/* (hashed names): cached a year, immutable; a missing one → 404, never the page;
// - `/` → index.html, `/login` → login.html (prerendered), every other app path → 200.html (the SPA
//   shell, status 200); a file-looking path that does not exist, any *.map and any dot name → 404;
// - HTML and other unhashed files: no-cache with a strong ETag per variant (If-None-Match → 304).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Media types by extension; an extension listed here also marks a path as a file (a miss → 404, not the shell). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
  '.br': 'application/octet-stream',
  '.gz': 'application/octet-stream',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}
interface StaticFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

/**
 * design.md §8: the app's strict CSP. Stax and Google hosts are added only when configured (a
 * non-sandbox card key: STAX_ENABLED=1; VITE_GOOGLE_MAPS_API_KEY at build time); inline style
 * attributes stay allowed because react-aria positions overlays with them.
 */
export function contentSecurityPolicy(
  env: Record<string, string | undefined> = process.env,
  inlineScripts: readonly string[] = [],
): string {
  const google = env.VITE_GOOGLE_MAPS_API_KEY
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com']
    : [];
  const stax = env.STAX_ENABLED === '1' ? ['https://staxjs.staxpayments.com', 'https://*.staxpayments.com'] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScripts, ...google, ...stax].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${google.join(' ')}`.trim(),
    `connect-src 'self' ${[...google, ...stax].join(' ')}`.trim(),
    `frame-src 'self' ${stax.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The encoding to send: the acceptable one (q > 0) with the highest q among those available, ties
 * going to br, then gzip, then identity. `*` stands for every coding not named; identity is
 * acceptable unless refused (`identity;q=0`, or `*;q=0` without naming it), and when nothing is
 * acceptable the plain file is sent anyway. No header → identity.
 */
export function negotiateEncoding(header: string | undefined | null, available: readonly Encoding[]): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const wildcard = q.get('*');
  const weight = (e: Encoding): number => {
    const named = q.get(e) ?? (e === 'gzip' ? q.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (wildcard !== undefined) return e === 'identity' ? (wildcard > 0 ? 0.001 : 0) : wildcard;
    return e === 'identity' ? 0.001 : 0; // identity: the fallback unless refused
  };
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const e of ['br', 'gzip', 'identity'] as const) {
    if (e !== 'identity' && !available.includes(e)) continue;
    const w = weight(e);
    if (w > bestWeight) [best, bestWeight] = [e, w];
  }
  return best;
}

function* walk(dir: string, rel = ''): Generator<string> {
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(dir, name);
    else if (entry.isFile()) yield name;
  }
}

/**
 * The CSP source of every inline script in the build's HTML ('sha256-…'): the prerendered pages start
 * their app after the first paint from one (scripts/prerender.mjs); no other inline script may run.
 */
export function inlineScriptHashes(files: ReadonlyMap<string, StaticFile>): string[] {
  const hashes = new Set<string>();
  for (const [name, file] of files) {
    if (extension(name) !== '.html') continue;
    const html = Buffer.from(file.variants.identity.body).toString('utf8');
    for (const [, body] of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g))
      if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

const etagOf = (body: Uint8Array) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
const extension = (p: string) => path.posix.extname(p).toLowerCase();

/** Every servable file of the tree by URL path; `.br`/`.gz` beside a file are its variants; *.map and dot names are left out. */
export function loadDist(distDir: string): Map<string, StaticFile> {
  const names = new Set(walk(distDir));
  const files = new Map<string, StaticFile>();
  const read = (name: string): Variant => {
    const body = readFileSync(path.join(distDir, name));
    return { body, etag: etagOf(body) };
  };
  for (const name of names) {
    // Source maps, and build internals under dot names (vite's .vite/manifest.json), are never served.
    if (extension(name) === '.map' || name.split('/').some((s) => s.startsWith('.'))) continue;
    const base = name.replace(/\.(br|gz)$/, '');
    if (base !== name && names.has(base)) continue; // a variant of `base`
    const variants: StaticFile['variants'] = { identity: read(name) };
    for (const e of ['br', 'gzip'] as const) if (names.has(name + SUFFIX[e])) variants[e] = read(name + SUFFIX[e]);
    files.set(`/${name}`, {
      type: TYPES[extension(name)] ?? 'application/octet-stream',
      cacheControl: name.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      variants,
    });
  }
  return files;
}

export interface StaticOptions {
  /** The build's output directory (scripts/build.mjs --out-dir / DIST_DIR). */
  distDir: string;
  /** Content-Security-Policy of every answer; default contentSecurityPolicy(process.env). */
  csp?: string;
}

/** True when any segment of the raw path is `.` or `..` (plain or percent-encoded), or it has a backslash or NUL. */
function unsafeTarget(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  return /[\\\0]/.test(decoded) || decoded.split('/').some((s) => s === '.' || s === '..');
}

/**
 * The static half of `npm start` as a Hono app: GET/HEAD of the dist tree by the rules at the top
 * of this file. Tests call `createStaticHandler({ distDir }).request(path, init)`.
 */
export function createStaticHandler(opts: StaticOptions): Hono {
  const files = loadDist(opts.distDir);
  const shell = files.get('/200.html') ?? files.get('/index.html');
  if (!shell) throw new Error(`${opts.distDir}: no 200.html or index.html (run node scripts/build.mjs first)`);
  const security: Record<string, string> = {
    'content-security-policy': opts.csp ?? contentSecurityPolicy(process.env, inlineScriptHashes(files)),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };

  const notFound = () =>
    new Response('Not found.\n', {
      status: 404,
      headers: { ...security, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });

  /** The file a path names: itself, a prerendered page (`/login`, `/login/` → login.html), or null. */
  const lookup = (p: string): StaticFile | null => {
    const direct = p.endsWith('/') ? undefined : files.get(p);
    if (direct) return direct;
    const page = p.replace(/\/$/, '') || '/index';
    return files.get(`${page}.html`) ?? files.get(`${page}/index.html`) ?? null;
  };

  const send = (c: Context, file: StaticFile): Response => {
    const available = (['br', 'gzip'] as const).filter((e) => file.variants[e]);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), available);
    const variant = file.variants[encoding] ?? file.variants.identity;
    const headers: Record<string, string> = {
      ...security,
      'content-type': file.type,
      'cache-control': file.cacheControl,
      etag: variant.etag,
    };
    if (available.length) headers.vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    if (matches(c.req.header('if-none-match'), variant.etag)) return new Response(null, { status: 304, headers });
    headers['content-length'] = String(variant.body.byteLength);
    return new Response(variant.body, { status: 200, headers });
  };

  const app = new Hono();
  // Hono answers HEAD with the GET route's headers and no body.
  app.get('*', (c) => {
    // @hono/node-server normalises dot segments before routing; the raw target still shows an attempt.
    const raw = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url;
    const pathname = new URL(c.req.url).pathname;
    if ((raw !== undefined && unsafeTarget(raw.split('?')[0] ?? '')) || unsafeTarget(pathname)) return notFound();
    const p = decodeURIComponent(pathname);
    if (extension(p) === '.map') return notFound();
    const file = lookup(p);
    if (file) return send(c, file);
    if (p.startsWith('/assets/') || Object.hasOwn(TYPES, extension(p))) return notFound();
    return send(c, shell); // an app path: the SPA shell, status 200 (the app routes it)
  });
  app.all(
    '*',
    () =>
      new Response('Method not allowed.\n', {
        status: 405,
        headers: {
          ...security,
          allow: 'GET, HEAD',
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        },
      }),
  );
  return app;
}

/** If-None-Match against one strong ETag (weak comparison, as RFC 9110 asks for this header). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export interface SiteOptions extends StaticOptions {
  /** The API app (createApp), mounted at /api. */
  api: Hono;
}

/** `npm start`'s one app: the API under /api (its own 404/405 JSON), the build everywhere else. */
export function createSite(opts: SiteOptions): Hono {
  const statics = createStaticHandler(opts);
  const site = new Hono();
  // c.env carries the socket (the API's client address for throttling; the raw target here).
  site.all('/api/*', (c) => opts.api.fetch(c.req.raw, c.env));
  site.all('*', (c) => statics.fetch(c.req.raw, c.env));
  return site;
}
