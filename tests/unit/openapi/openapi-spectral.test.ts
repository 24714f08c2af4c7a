// Spectral (spectral:oas + the OWASP API Security ruleset) runs as `npm run lint:api` in `npm test`;
// this proves its ruleset file is active: unbounded input fails with errors, not warnings.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './openapi-document';

const run = promisify(execFile);

const unbounded = `openapi: 3.1.0
info: { title: t, version: '1', description: d, license: { name: UNLICENSED, identifier: UNLICENSED } }
servers: [{ url: /api/v1 }]
tags: [{ name: t, description: d }]
paths:
  /things/:
    post:
      operationId: thingCreate
      summary: s
      tags: [t]
      security: []
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                name: { type: string }
                dogs: { type: array, items: { type: string, maxLength: 5 } }
                count: { type: integer }
      responses:
        '201': { description: ok }
        '400': { description: bad }
`;

describe('Spectral ruleset (.spectral.yaml)', () => {
  it('an unbounded string, array and integer are Spectral errors (API4 limit rules)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spectral-'));
    try {
      const file = path.join(dir, 'doc.yaml');
      writeFileSync(file, unbounded);
      const bin = path.join(repoRoot, 'node_modules', '.bin', 'spectral');
      const out = await run(
        bin,
        ['lint', file, '--ruleset', path.join(repoRoot, '.spectral.yaml'), '-f', 'json', '--quiet'],
        { cwd: repoRoot },
      ).catch((e: { stdout: string }) => e);
      const results = JSON.parse(out.stdout) as { code: string; severity: number }[];
      const errors = results
        .filter((r) => r.severity === 0)
        .map((r) => r.code)
        .sort();
      expect(errors).toEqual([
        'owasp:api4:2023-array-limit',
        'owasp:api4:2023-integer-format',
        'owasp:api4:2023-integer-limit',
        'owasp:api4:2023-string-limit',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
