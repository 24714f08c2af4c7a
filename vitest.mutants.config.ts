// The suites Stryker runs against each mutant of machines/ (`npm run mutants`): the machine and
// model suites only. flows-docs is left out: a mutant changes a machine, so its stale diagram would
// "kill" every mutant without a test having checked the behaviour.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // scripts/mutants.mjs names the suites of the machine being mutated; by default every suite.
    include: process.env.MUTANT_TESTS?.split(',') ?? ['tests/machines/**/*.test.ts', 'tests/model/**/*.model.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/support/model-coverage.global.ts'],
  },
});
