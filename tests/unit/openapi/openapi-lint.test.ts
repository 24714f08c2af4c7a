import { describe, expect, it } from 'vitest';
import { bundle, lint, loadConfig, SpecVersion } from '@redocly/openapi-core';
import { documentPath, redoclyConfigPath } from './openapi-document';

// The contract must pass a standard OpenAPI linter: Redocly's `recommended` ruleset, with only the
// departures written (and justified) in the committed redocly.yaml.
describe('openapi/openapi.yaml lint (Redocly recommended)', () => {
  it('has no lint errors or warnings', async () => {
    const config = await loadConfig({ configPath: redoclyConfigPath });
    const problems = await lint({ ref: documentPath, config });
    const summary = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(summary).toEqual([]);
  });

  it('bundles with every $ref resolved', async () => {
    const config = await loadConfig({ configPath: redoclyConfigPath });
    const { bundle: result, problems } = await bundle({ ref: documentPath, config });
    expect(problems.map((p) => p.message)).toEqual([]);
    const parsed = result.parsed as { openapi?: string; paths?: Record<string, unknown> };
    expect(parsed.openapi).toBe('3.1.0');
    expect(Object.keys(parsed.paths ?? {}).length).toBeGreaterThan(40);
  });

  it('uses the recommended ruleset with the trailing-slash rule as the only departure', async () => {
    // A lint that silently ignores everything would pass anything: prove the ruleset is active.
    const config = await loadConfig({ configPath: redoclyConfigPath });
    const severity = (rule: string) => config.styleguide.getRuleSettings(rule, SpecVersion.OAS3_1).severity;
    expect(severity('no-path-trailing-slash')).toBe('off');
    expect(severity('operation-summary')).toBe('error');
    expect(severity('security-defined')).toBe('error');
    expect(severity('no-unresolved-refs')).toBe('error');
    expect(severity('struct')).toBe('error');
    expect(severity('no-unused-components')).toBe('warn');
  });
});
