// `npm run server`: the reference API alone on PORT (default 8787), for `npm run dev`'s proxy.
import { serve } from '@hono/node-server';
import { openDb } from './db/db';
import { seed, DEMO } from './db/seed';
import { refreshDemoDates } from './db/demo-dates';
import { API_BASE, appEnv, createApp } from './app';
import type { AppEnv } from './http';

/** Opens the database, loads the demo data once, and moves the demo dates forward to today (demo-dates.ts). */
export async function bootApi() {
  const db = await openDb();
  const seeded = await seed(db);
  const moved = await refreshDemoDates(db);
  return { db, seeded, moved };
}

/** What the console shows at start; the outbox line carries its secret (design.md §8). */
export function banner(
  url: string,
  seeded: boolean,
  env: Pick<AppEnv, 'outboxKey'> = { outboxKey: null },
  moved: { days: number }[] = [],
): string {
  // `url` is the site's root (npm start) or the API's base (npm run server): the outbox hangs off the origin.
  const origin = url.replace(/\/$/, '').replace(new RegExp(`${API_BASE}$`), '');
  const mail = env.outboxKey
    ? `${origin}${API_BASE}/dev/outbox/?key=${env.outboxKey} (password reset emails; keep the key to yourself)`
    : process.env.SMTP_URL
      ? 'none: mail goes out through SMTP_URL'
      : 'none (NODE_ENV=production without SMTP_URL: mail is not sent)';
  return [
    '',
    `  Yardwise reference API ${process.env.DATABASE_URL ? 'on PostgreSQL (DATABASE_URL)' : `on PGlite (${process.env.DATA_DIR ?? '.data/pglite'})`}${seeded ? ', demo data loaded' : moved.length > 0 ? `, demo dates moved forward ${Math.max(...moved.map((m) => m.days))} day(s) to today` : ''}`,
    `  URL:            ${url}`,
    `  Demo ZIPs:      Raleigh NC 27601, 27603–27610 · Austin TX 78701–78705 · closed office 30301 · anything else is unserved`,
    `  Demo accounts:  ${DEMO.customer} (residential) · ${DEMO.community} (community) — password ${DEMO.password}`,
    `  Leads:          ${DEMO.lead} · ${DEMO.communityLead}`,
    `  Coupons:        WELCOME10 (10% first visit) · SAVE5 (5.00 off each visit) · FREEVISIT · OLD2020 (expired)`,
    `  Test cards:     ${DEMO.cards.ok} (approved) · ${DEMO.cards.declined} (declined when charged), any CVV, a future expiry`,
    `  Dev outbox:     ${mail}`,
    '',
  ].join('\n');
}

const isMain = process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1]);
if (isMain) {
  const { db, seeded, moved } = await bootApi();
  const port = Number(process.env.PORT ?? 8787);
  const env = appEnv({ publicUrl: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' });
  const app = createApp({ db, env });
  // overrideGlobalObjects: false — serve() would otherwise replace globalThis.Response (design.md §0).
  const server = serve(
    { fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1', overrideGlobalObjects: false },
    (info) => {
      console.log(banner(`http://${info.address}:${info.port}/api/v1/`, seeded, env, moved));
    },
  );
  const stop = () => server.close(() => void db.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
