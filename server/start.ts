// `npm start`: build the app (scripts/build.mjs: vite, prerender, .br/.gz copies), then ONE server
// on PORT (default 8080): the API at /api/v1 (unknown API paths stay JSON 404s) and the build from
// DIST_DIR (default dist/) by the rules of server/static.ts. SKIP_BUILD=1 serves an existing build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appEnv, createApp } from './app';
import { bootApi, serveBooted } from './main';
import { createSite } from './static';

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
const boot = await bootApi();
const env = appEnv({ publicUrl });
const app = createSite({ api: createApp({ db: boot.db, env, demoDates: true }), distDir });
serveBooted(boot, env, { fetch: app.fetch, port, hostname: host }, '/');
