// `npm start`: build the app (scripts/build.mjs: vite, prerender, .br/.gz copies), then ONE server
// on PORT (default 8080): the API at /api/v1 (unknown API paths stay JSON 404s) and the build from
// DIST_DIR (default dist/) by the rules of server/static.ts. SKIP_BUILD=1 serves an existing build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { appEnv, createApp } from './app';
import { keepDemoDatesFresh } from './db/demo-dates';
import { banner, bootApi } from './main';
import { contentSecurityPolicy, createSite } from './static';

const root = path.resolve(import.meta.dirname, '..');
// As scripts/build.mjs resolves it, so both name the same directory.
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--out-dir', distDir], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${port}`;
const { db, seeded, moved, payLink } = await bootApi();
const env = appEnv({ publicUrl });
const app = createSite({ api: createApp({ db, env }), distDir, csp: contentSecurityPolicy(process.env) });

// overrideGlobalObjects: false — serve() would otherwise replace globalThis.Response (design.md §0).
const server = serve({ fetch: app.fetch, port, hostname: host, overrideGlobalObjects: false }, (info) => {
  console.log(banner(`http://${info.address}:${info.port}/`, seeded, env, moved, payLink));
});
// Idle keep-alive sockets live longer than Node's 5 s default: a client reusing one at the moment the
// server closes it gets ECONNRESET (seen by the e2e request context between two calls).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
const stopFresh = keepDemoDatesFresh(db);
const stop = () => {
  stopFresh();
  server.close(() => void db.close().then(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
