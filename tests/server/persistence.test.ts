// Persistence: write through the API, close the database, reopen the same DATA_DIR (a temp dir):
// the data is there and the demo seed is not loaded twice. PGlite only (DATABASE_URL is a server).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db';
import { seed } from '../../server/db/seed';
import { createApp } from '../../server/app';

describe.skipIf(Boolean(process.env.DATABASE_URL))('persistence on DATA_DIR', () => {
  it('data written before a restart is there after it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yardwise-pglite-'));
    try {
      const quiet = { log: () => undefined };
      // A nested path that does not exist yet, like .data/pglite in a fresh checkout.
      const dataDir = path.join(dir, 'nested', 'pglite');
      const db1 = await openDb({ dataDir });
      expect(await seed(db1)).toBe(true);
      const app1 = createApp({ db: db1, env: quiet });
      const created = await app1.request('/api/v1/non-serviceable-enquiry/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'keep@example.com', zip_code: '99999', scorpion_id: null }),
      });
      expect(created.status).toBe(201);
      const uuid = ((await created.json()) as { uuid: string }).uuid;
      const login1 = await app1.request('/api/v1/auth/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@example.com', password: 'Password1' }),
      });
      const key = ((await login1.json()) as { key: string }).key;
      await db1.close();

      const db2 = await openDb({ dataDir });
      expect(await seed(db2)).toBe(false);
      const rows = await db2.query<{ data: { email: string } }>(
        "SELECT data FROM records WHERE uuid = $1 AND kind = 'nse'",
        [uuid],
      );
      expect(rows[0]?.data.email).toBe('keep@example.com');
      expect((await db2.query<{ n: number }>('SELECT count(*)::int AS n FROM field_offices'))[0]?.n).toBe(3);
      const app2 = createApp({ db: db2, env: quiet });
      const me = await app2.request('/api/v1/user/me/', { headers: { authorization: `token ${key}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe('customer@example.com');
      await db2.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
