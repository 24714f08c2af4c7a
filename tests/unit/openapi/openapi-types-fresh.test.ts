import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { documentPath, generatedTypesPath, redoclyConfigPath } from './openapi-document';

// src/api/schema.gen.d.ts is committed; it must be what `npm run generate:api` produces from the current
// openapi/openapi.yaml. Generation runs in memory with the same options as the CLI (defaults, redocly.yaml),
// and the first line (scripts/banner.mjs's "do not edit" banner) is ignored.
const BANNER_PREFIX = '// GENERATED FILE: DO NOT EDIT.';

function withoutBanner(text: string): string {
  return text.startsWith(BANNER_PREFIX) ? text.slice(text.indexOf('\n') + 1) : text;
}

describe('src/api/schema.gen.d.ts', () => {
  const committed = readFileSync(generatedTypesPath, 'utf8');

  it('carries the "do not edit" banner', () => {
    expect(committed.startsWith(BANNER_PREFIX)).toBe(true);
  });

  it('is fresh (regenerate with `npm run generate:api`)', async () => {
    const redocly = await loadConfig({ configPath: redoclyConfigPath });
    const ast = await openapiTS(pathToFileURL(documentPath), { redocly, silent: true });
    const generated = `${COMMENT_HEADER}${astToString(ast)}`;
    // Compare line counts first for a readable failure, then the whole text.
    expect(withoutBanner(committed).split('\n').length).toBe(generated.split('\n').length);
    expect(withoutBanner(committed) === generated, 'stale: run `npm run generate:api`').toBe(true);
  });

  it('exports paths, components and operations', () => {
    expect(committed).toMatch(/^export interface paths \{/m);
    expect(committed).toMatch(/^export interface components \{/m);
    expect(committed).toMatch(/^export interface operations \{/m);
    expect(committed).toContain('"/field-office/initial_cleanning_days/"');
    expect(committed).toContain('pricingCalculatorCreate: {');
  });
});
