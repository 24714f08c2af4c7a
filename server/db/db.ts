// The one storage seam of the reference server: a tiny `Db` interface with two adapters,
// PGlite (embedded PostgreSQL, default) and node-postgres (when DATABASE_URL is set).
// Invariant: inside `transaction(fn)` every statement goes through the `tx` handed to `fn`;
// PGlite serialises statements, so using the outer `db` inside a transaction would wait forever.
// `fn` throwing rolls everything back (the error is rethrown); returning commits. PGlite runs one
// transaction at a time; node-postgres gives each its own pooled client (BEGIN … COMMIT).
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { freshMemoryCluster } from './pglite-cluster';

export type Row = Record<string, unknown>;

export interface Db {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Set on a transaction's handle: the database it runs on (the key of per-database caches). */
  readonly root?: Db;
  /** true on a transaction's handle: it must not wait for work queued on its database (PGlite would wait forever). */
  readonly inTransaction?: boolean;
  /** PGlite only: a tarball of the whole cluster as it stands, which `openDb({ tarball })` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * What a read-only handle lets through: one SELECT (or WITH … SELECT), with no word that writes, locks or
 * moves a sequence anywhere in it (a data-modifying CTE, FOR UPDATE, nextval()) and no second statement.
 */
const READING = /^\s*(select|with)\b/i;
const WRITING = /\b(insert|update|delete|merge|truncate|lock|share|nextval|setval|set_config|pg_advisory\w*)\b|;\s*\S/i;

/** Thrown by a read-only handle (readOnlyDb) asked to write. */
export class ReadOnlyViolation extends Error {
  constructor(sql: string) {
    super(`a read-only operation tried to write: ${sql.slice(0, 120)}`);
    this.name = 'ReadOnlyViolation';
  }
}

/**
 * The handle of a read-only operation (x-read-only in the contract): SELECTs go to `db` as they
 * are, outside any transaction; a statement that could write, and any transaction, throws ReadOnlyViolation.
 * PGlite is one connection: a SELECT there still waits for an open transaction to end, which is why the
 * reference data such operations read is cached (services/catalog.ts).
 */
export function readOnlyDb(db: Db): Db {
  return {
    root: db.root ?? db,
    query<T = Row>(sql: string, params?: unknown[]) {
      if (!READING.test(sql) || WRITING.test(sql)) return Promise.reject(new ReadOnlyViolation(sql));
      return db.query<T>(sql, params);
    },
    transaction() {
      return Promise.reject(new ReadOnlyViolation('a transaction'));
    },
    async close() {},
  };
}

export interface OpenDbOptions {
  /** PGlite data directory or `memory://`; ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://... → node-postgres */
  databaseUrl?: string;
  /** false: open only (default true: apply migrations) */
  migrate?: boolean;
  /** With `dataDir: 'memory://'`: start from this cluster (a `dumpDataDir()` tarball) instead of an empty one. */
  tarball?: Blob;
}

/** Opens the database chosen by the options (or DATA_DIR / DATABASE_URL) and applies the migrations. */
export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const db = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openPglite(opts.dataDir ?? process.env.DATA_DIR ?? '.data/pglite', opts.tarball);
  if (opts.migrate !== false) await migrate(db);
  return db;
}

async function openPglite(dataDir: string, tarball?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // PGlite creates only the last path segment; a fresh checkout has no .data/ yet.
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const pg =
    dataDir !== 'memory://'
      ? new PGlite(dataDir)
      : tarball
        ? new PGlite({ loadDataDir: tarball })
        : await freshMemoryCluster();
  await pg.waitReady;
  type Q = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };
  const wrap = (q: Q, root?: Db): Db => ({
    root,
    inTransaction: root !== undefined,
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    transaction() {
      throw new Error('nested transactions are not supported');
    },
    async close() {},
  });
  const db: Db = {
    query: wrap(pg).query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx, db))),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
  return db;
}

/**
 * Connections of the node-postgres pool: DATABASE_POOL_MAX, else 10. Reads of reference data are
 * served from the catalog cache, so the pool mostly carries write transactions, each holding one
 * connection for its whole handler (password hashing included): 10 keeps that many in flight on a
 * small machine without crowding a database server of a few cores (PostgreSQL's default allows 100).
 */
export function poolSize(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.DATABASE_POOL_MAX);
  return Number.isInteger(n) && n > 0 ? n : 10;
}

async function openPostgres(url: string): Promise<Db> {
  const pgMod = await import('pg');
  const pool = new pgMod.default.Pool({ connectionString: url, max: poolSize() });
  const db: Db = {
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      const tx: Db = {
        root: db,
        inTransaction: true,
        async query<R = Row>(sql: string, params: unknown[] = []) {
          return (await client.query(sql, params)).rows as R[];
        },
        transaction() {
          throw new Error('nested transactions are not supported');
        },
        async close() {},
      };
      try {
        await client.query('BEGIN');
        const out = await fn(tx);
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Applies server/db/migrations/*.sql in name order, each once, recorded in schema_migrations. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      // Statements are split on lines ending with ';' so both adapters run them with query().
      for (const stmt of splitSql(sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
