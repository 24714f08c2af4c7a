// The suites Stryker runs against each mutant of machines/ (`npm run mutants`): the machine and
// model suites only. flows-docs is left out: a mutant changes a machine, so its stale diagram would
// "kill" every mutant without a test having checked the behaviour.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts', 'tests/model/**/*.model.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/support/model-coverage.global.ts'],
  },
});
