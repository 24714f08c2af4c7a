/**
 * Vitest global setup: a directory for this run's seeded database (tests/server/seeded-db.ts), removed
 * when the run ends. Nothing is kept between runs: the next run seeds again from its own code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-db-'));
  project.provide('seededDbDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
