// Mutation testing of the machines (`npm run mutants [machine…]`; scripts/mutants.mjs sets `mutate`
// to one machine a run). Each mutant of machines/<flow>/ must be killed by the machine and model
// suites that import that machine (vitest.mutants.config.ts; every suite for machines/shared). A survivor that is equivalent (no behaviour can tell it apart)
// is listed here with the reason, by file and line:
//   (none yet)
const machine = process.env.MUTANT_MACHINE ?? 'all';
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutants.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: ['machines/**/*.ts', '!machines/index.ts'],
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${machine}.json` },
  tempDirName: `node_modules/.cache/stryker-tmp-${machine}`,
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
