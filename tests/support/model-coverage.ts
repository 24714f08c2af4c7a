/**
 * The shared coverage registry of the model suite. Test files run in separate workers, so each
 * row is written as a JSON file into a directory the global setup provides
 * (tests/support/model-coverage.global.ts), which prints the table once at the end of the run.
 * Without that directory (e.g. a single file run through another config) rows stay in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { CoverageRow } from './model-harness-core';

declare module 'vitest' {
  export interface ProvidedContext {
    modelCoverageDir: string;
  }
}

const memory: CoverageRow[] = [];

export function recordCoverageRow(row: CoverageRow): void {
  memory.push(row);
  let dir: string | undefined;
  try {
    dir = inject('modelCoverageDir');
  } catch {
    dir = undefined;
  }
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${row.machine}.json`), JSON.stringify(row));
}
