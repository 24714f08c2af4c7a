// A new in-memory PGlite database starts with initdb, run in WebAssembly: 5–18 s on a 2-core machine,
// the most of what a fresh test database or a test server's boot costs. Loading the tarball of a cluster
// just made by initdb takes 1–3 s. So the first fresh cluster of each PGlite version is dumped to a cache
// file (node_modules/.cache/yardwise/, where build tools keep theirs) and every later one, in any process,
// starts from that file. Only the empty cluster is kept: each database still gets the migrations and its
// data as before. Any trouble with the cache (unreadable, unwritable, a tarball PGlite refuses) falls back
// to initdb, and a tarball PGlite refuses is removed.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite as PGliteType } from '@electric-sql/pglite';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/yardwise/', import.meta.url));

/** The cache file of this PGlite version (a tarball of another version's cluster is never loaded), or null. */
function clusterFile(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@electric-sql/pglite');
    const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
    const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    return path.join(CACHE_DIR, `pglite-${version}-empty-cluster.tar`);
  } catch {
    return null;
  }
}

async function readCluster(file: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return null;
  }
}

/** Writes the tarball under a name of its own, then renames it: a reader never sees half a file. */
async function keepCluster(pg: PGliteType, file: string): Promise<void> {
  try {
    const dump = await pg.dumpDataDir('none');
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // Not kept: the next database runs initdb again.
  }
}

/** A new, empty in-memory cluster, from the cached tarball when there is one. */
export async function freshMemoryCluster(): Promise<PGliteType> {
  const { PGlite } = await import('@electric-sql/pglite');
  const file = clusterFile();
  const tarball = file && (await readCluster(file));
  if (file && tarball) {
    try {
      const pg = new PGlite({ loadDataDir: tarball });
      await pg.waitReady;
      return pg;
    } catch {
      await rm(file, { force: true }).catch(() => undefined);
    }
  }
  const pg = new PGlite();
  await pg.waitReady;
  if (file) await keepCluster(pg, file);
  return pg;
}
