// `npm run server`: the reference API alone on PORT (default 8787), for `npm run dev`'s proxy.
import { listen, type ListenOptions } from './node-server';
import { openDb, type Db } from './db/db';
import { seed, DEMO } from './db/seed';
import { startJobWorker } from './services/jobs';
import { refreshDemoDates } from './db/demo-dates';
import { listOwned } from './services/records';
import { payLinkFor } from './services/pay-links';
import { API_BASE, appEnv, createApp } from './app';
import type { AppEnv } from './http';

/** Opens the database, loads the demo data once, and moves the demo dates forward to today (demo-dates.ts). */
export async function bootApi() {
  const db = await openDb();
  const seeded = await seed(db);
  const moved = await refreshDemoDates(db);
  return { db, seeded, moved, payLink: await demoPayLink(db) };
}

/**
 * Serves `fetch` (slow clients are cut and idle keep-alive sockets kept: server/node-server.ts) with
 * the job worker running, prints the start banner for the URL `path` on
 * the bound address, and closes the database on SIGINT or SIGTERM.
 */
export function serveBooted(
  boot: Awaited<ReturnType<typeof bootApi>>,
  env: AppEnv,
  listenOn: Pick<ListenOptions, 'fetch' | 'port' | 'hostname'>,
  path: string,
): void {
  const { db, seeded, moved, payLink } = boot;
  const server = listen(listenOn, (info) => {
    console.log(banner(`http://${info.address}:${info.port}${path}`, seeded, env, moved, payLink));
  });
  // The job worker (abandoned-flow reminders, server/services/jobs.ts): every process runs one; the
  // database hands each job to one of them.
  const stopJobs = startJobWorker(db, env);
  const stop = () => {
    stopJobs();
    server.close(() => void db.close().then(() => process.exit(0)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * The /pay link ('/pay?<base64>') of the demo customer's latest unpaid invoice, so a newcomer can try the
 * payment page at once; null when every one is paid (a persistent database where they were paid).
 */
export async function demoPayLink(db: Db): Promise<string | null> {
  const rows = await db.query<{ uuid: string; data: Record<string, unknown> }>(
    'SELECT uuid, data FROM users WHERE email = $1',
    [DEMO.customer],
  );
  const owner = rows[0];
  if (!owner) return null;
  const invoices = (await listOwned(db, 'invoice', owner.uuid)).sort((a, b) =>
    String(b.invoice_date).localeCompare(String(a.invoice_date)),
  );
  for (const invoice of invoices) {
    const link = await payLinkFor(db, invoice, owner.data);
    if (link) return link;
  }
  return null;
}

/** What the console shows at start; the outbox line carries its secret (design.md §8). */
export function banner(
  url: string,
  seeded: boolean,
  env: Pick<AppEnv, 'outboxKey'> & Partial<Pick<AppEnv, 'publicUrl'>> = { outboxKey: null },
  moved: { days: number }[] = [],
  payLink: string | null = null,
): string {
  // `url` is the site's root (npm start) or the API's base (npm run server): the outbox hangs off the origin.
  const origin = url.replace(/\/$/, '').replace(new RegExp(`${API_BASE}$`), '');
  // The page is the app's (PUBLIC_URL: the Vite dev server for npm run server), the link its query.
  const pay = payLink
    ? `${(env.publicUrl ?? origin).replace(/\/$/, '')}${payLink} (an unpaid invoice of ${DEMO.customer})`
    : 'none (every demo invoice is paid)';
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
    `  Pay link:       ${pay}`,
    '',
  ].join('\n');
}

const isMain = process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1]);
if (isMain) {
  const boot = await bootApi();
  const port = Number(process.env.PORT ?? 8787);
  const env = appEnv({ publicUrl: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' });
  const app = createApp({ db: boot.db, env, demoDates: true });
  serveBooted(boot, env, { fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, '/api/v1/');
}
