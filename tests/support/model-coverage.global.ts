/**
 * Vitest global setup: gives the model suite a directory for its coverage rows and prints the
 * coverage table ONCE, after every test file has finished (one line per machine). Each model
 * test file already fails on its own below 100%; the teardown also sets a failing exit code
 * so that a row below 100% can never pass unnoticed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { formatCoverageTable, isComplete, readCoverageRows } from './model-harness-core';

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-coverage-'));
  project.provide('modelCoverageDir', dir);
  return () => {
    const rows = readCoverageRows(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    if (rows.length === 0) return;
    console.log(`\n${formatCoverageTable(rows)}\n`);
    if (!rows.every(isComplete)) process.exitCode = 1;
  };
}
