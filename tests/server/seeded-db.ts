/**
 * A migrated and seeded in-memory PGlite for a test world. The first world of a vitest run migrates and
 * seeds one as the server does, then keeps its tarball in the run's directory (the global setup in
 * tests/support/seeded-db.global.ts); every later world, in any worker, opens that tarball instead. The
 * migrations and the seed were about half of a world's CPU (1.5–2 s of ~3.8 on 2 cores), and a run of
 * the server suite on PGlite makes about twenty worlds.
 *
 * The seed dates every demo record from the offices' "today" (seed.ts), so the tarball is kept under
 * those dates: a run that crosses an office's midnight seeds afresh. Without the run's directory (a file
 * run through another config) each world migrates and seeds its own.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { openDb, type Db } from '../../server/db/db';
import { DEMO, seed } from '../../server/db/seed';
import { officeToday } from '../../server/services/catalog';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDbDir: string;
  }
}

function tarballPath(now: Date): string | null {
  let dir: string | undefined;
  try {
    dir = inject('seededDbDir');
  } catch {
    dir = undefined;
  }
  if (!dir) return null;
  const days = Object.values(DEMO.timeZones).map((zone) => officeToday(now, zone));
  return path.join(dir, `seeded-${[...new Set(days)].join('_')}.tar`);
}

export async function seededMemoryDb(): Promise<Db> {
  const now = new Date();
  const file = tarballPath(now);
  const kept = file ? await readFile(file).catch(() => null) : null;
  if (kept) return openDb({ dataDir: 'memory://', tarball: new Blob([kept]), migrate: false });
  const db = await openDb({ dataDir: 'memory://' });
  await seed(db, now);
  if (file && db.dumpDataDir) {
    // Under a name of its own, then renamed: another worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    await rename(partial, file);
  }
  return db;
}
