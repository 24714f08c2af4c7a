// `npm start`: build the app with vite, then ONE server on PORT (default 8080) serving dist/ with an
// SPA fallback to index.html, and the API at /api/v1 (unknown API paths stay JSON 404s).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { appEnv, createApp } from './app';
import { banner, bootApi } from './main';

const root = path.resolve(import.meta.dirname, '..');
if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${port}`;
const { db, seeded } = await bootApi();
const env = appEnv({ publicUrl });
const api = createApp({ db, env });
const indexHtml = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');

/**
 * design.md §8: a strict CSP for the app. Stax and Google hosts are added only when configured
 * (a non-sandbox card key, VITE_GOOGLE_MAPS_API_KEY at build time); inline style attributes stay
 * allowed because react-aria positions overlays with them.
 */
const google = process.env.VITE_GOOGLE_MAPS_API_KEY ? ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'] : [];
const stax = process.env.STAX_ENABLED === '1' ? ['https://staxjs.staxpayments.com', 'https://*.staxpayments.com'] : [];
const csp = [
  "default-src 'self'",
  `script-src 'self' ${[...google, ...stax].join(' ')}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${google.join(' ')}`.trim(),
  `connect-src 'self' ${[...google, ...stax].join(' ')}`.trim(),
  `frame-src 'self' ${stax.join(' ')}`.trim(),
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const app = new Hono();
// c.env carries the socket (the client address for throttling).
app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
app.use('/*', async (c, next) => {
  await next();
  c.header('content-security-policy', csp);
  c.header('x-content-type-options', 'nosniff');
  c.header('referrer-policy', 'same-origin');
});
app.use('/*', serveStatic({ root: path.relative(process.cwd(), path.join(root, 'dist')) || '.' }));
app.get('*', (c) => c.html(indexHtml));

const server = serve({ fetch: app.fetch, port, hostname: host, overrideGlobalObjects: false }, (info) => {
  console.log(banner(`http://${info.address}:${info.port}/`, seeded, env));
});
const stop = () => server.close(() => void db.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
