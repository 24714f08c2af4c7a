// Read-only operations (x-read-only in the contract: the price of a quote, the address check) run
// outside write transactions: they answer while another request holds a transaction open, and the
// handle they get refuses any statement that could write. Write operations still run in one
// transaction each (security-bounds.test.ts). Own seeded database.
import { describe, expect, it } from 'vitest';
import { allHandlers, API_BASE, createApp } from '../../server/app';
import { readOnlyDb, ReadOnlyViolation } from '../../server/db/db';
import type { Db } from '../../server/db/db';
import { listOperations } from '../../server/openapi';
import { catalog } from '../../server/services/catalog';
import { call, DEMO_OFFICE, getWorld, sandboxCard, useOwnWorld } from './support';

useOwnWorld();

const QUOTE = {
  field_office_uuid: DEMO_OFFICE,
  frequency: 'weekly',
  property_type: 'townhouse',
  pet_count: 2,
  last_cleaned: '1-2_months',
  areas_to_clean: ['Back Yard'],
};
const ADDRESS = { field_office_uuid: DEMO_OFFICE, address: '12 Oak St, Raleigh, NC 27603' };

/** Settles with the promise's value, or with 'still waiting' after `ms`. */
function within<T>(p: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  return Promise.race([p, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
}

describe('read-only operations', () => {
  it('the contract marks the pricing calculator and the address check read-only, and no other POST', () => {
    const marked = listOperations()
      .filter((op) => op.readOnly)
      .map((op) => `${op.method} ${op.operationId}`)
      .sort();
    expect(marked).toEqual(['POST pricingCalculatorCreate', 'POST serviceOrderValidateAddress']);
  });

  it('pricing and the address check answer while another request holds a write transaction open', async () => {
    const { db } = await getWorld();
    // The reference data they read is loaded first (PGlite is one connection: a first load would wait).
    expect((await call('POST', '/pricing-calculator/', { body: QUOTE })).status).toBe(200);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const held = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      opened();
      await gate;
    });
    try {
      await isOpen;
      const price = await within(call('POST', '/pricing-calculator/', { body: QUOTE }), 5000);
      expect(price === 'still waiting' ? price : price.status).toBe(200);
      const address = await within(call('POST', '/service-order/validate_address/', { body: ADDRESS }), 5000);
      expect(address === 'still waiting' ? address : address.body).toEqual({ is_valid: true });
      if (!process.env.DATABASE_URL) {
        // The contrast on PGlite (one transaction at a time): a write operation waits for the open one.
        const write = call('POST', '/sandbox/tokenize/', { body: sandboxCard() });
        expect(await within(write, 300)).toBe('still waiting');
        release();
        expect((await write).status).toBe(200);
      }
    } finally {
      release();
      await held;
    }
  }, 60_000);

  it("a read-only operation's handler gets a handle that refuses writes: the write fails and nothing is kept", async () => {
    const { db } = await getWorld();
    const logs: string[] = [];
    const original = allHandlers.pricingCalculatorCreate!;
    let handle: unknown;
    allHandlers.pricingCalculatorCreate = async (ctx) => {
      handle = ctx.db;
      await ctx.db.query("INSERT INTO seed_state (name) VALUES ('read-only-probe')");
      return { status: 200, body: {} };
    };
    try {
      const app = createApp({ db, env: { nodeEnv: 'test', log: (l) => logs.push(l) } });
      const res = await app.request(`${API_BASE}/pricing-calculator/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(QUOTE),
      });
      expect(res.status).toBe(500);
      expect(handle).not.toBe(db);
      expect(logs.join('\n')).toContain('ReadOnlyViolation');
      expect(await db.query("SELECT name FROM seed_state WHERE name = 'read-only-probe'")).toEqual([]);
    } finally {
      allHandlers.pricingCalculatorCreate = original;
    }
  }, 60_000);

  it('the read-only handle lets one SELECT through and refuses writes, locks, sequences, second statements and transactions', async () => {
    const { db } = await getWorld();
    const ro = readOnlyDb(db);
    expect(await ro.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(await ro.query<{ n: number }>('WITH t AS (SELECT 2 AS n) SELECT n FROM t')).toEqual([{ n: 2 }]);
    // A column whose name contains a writing word is still a read.
    expect((await ro.query('SELECT updated_at FROM (SELECT now() AS updated_at) t')).length).toBe(1);
    for (const sql of [
      "INSERT INTO seed_state (name) VALUES ('x')",
      "UPDATE seed_state SET name = 'x' WHERE false",
      'DELETE FROM seed_state WHERE false',
      'WITH gone AS (DELETE FROM seed_state WHERE false RETURNING name) SELECT * FROM gone',
      'SELECT name FROM seed_state FOR UPDATE',
      "SELECT nextval('x')",
      "SELECT 1; DELETE FROM seed_state WHERE name = 'x'",
      'TRUNCATE seed_state',
      'BEGIN',
    ])
      await expect(ro.query(sql), sql).rejects.toBeInstanceOf(ReadOnlyViolation);
    await expect(ro.transaction(async () => undefined)).rejects.toBeInstanceOf(ReadOnlyViolation);
    // The database's per-database caches (the catalog) see it as the database itself.
    expect(ro.root).toBe(db);
  });

  it('requests that find the reference data old share one load outside transactions; a transaction loads its own', async () => {
    const statements: string[] = [];
    const fake = (inTransaction: boolean, root?: Db): Db => ({
      root,
      inTransaction,
      async query<T>(sql: string) {
        statements.push(sql);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return [] as T[];
      },
      transaction: () => Promise.reject(new Error('not here')),
      close: async () => undefined,
    });
    const db = fake(false);
    const loaded = await Promise.all(Array.from({ length: 10 }, () => catalog(readOnlyDb(db))));
    // Offices, add-ons, coupons: three statements for ten requests, one catalog for all.
    expect(statements).toHaveLength(3);
    expect(new Set(loaded).size).toBe(1);
    statements.length = 0;
    const other = fake(false);
    const tx = fake(true, other);
    await Promise.all([catalog(tx), catalog(tx)]);
    expect(statements).toHaveLength(6);
  });
});
