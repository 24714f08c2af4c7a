import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ES module helper without types
import { chromiumPath, testChromiumPath, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4873);
// One reference server (its own in-memory database, seeded with the demo data) per worker: worker i
// talks to port + i (tests/e2e/support.ts), so workers share nothing but the built app (design §0).
// Default: one worker more than the cores. A test waits on the app (an answer, a render) about a sixth
// of its time, and a third worker fills those waits: on a quiet 2-core machine the suite took 11.6 min
// with 3 workers against 13.3 with 2 (391 tests; the sum of test times grew 1,487 → 1,882 s, the longest
// test 30 → 35 s of its 120 s). With 4 (4 browsers beside 4 servers) the load stood at 14–16 and
// assertions that wait a few seconds for an answer ran out in generated paths that pass at once with 2.
const workers = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? availableParallelism() + 1)) || 1);

export default defineConfig({
  testDir: 'tests/e2e',
  // The longest hand-written tests (a sign-in, then axe at two widths on every account tab) take about
  // 25 s on a quiet 2-core machine; 2 min leaves room for one several times slower. UI-model paths get
  // more by their length (tests/support/ui-model-harness.ts).
  timeout: 120_000,
  // An expectation waits up to 15 s (Playwright's default is 5): a loaded machine answers slower, and a
  // passing expectation returns as soon as it holds.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  // The UI model suite's coverage table (tests/support/ui-model-reporter.ts; silent without its specs).
  reporter: [['list'], ['./tests/support/ui-model-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The pages run as for a customer who asked the system for less motion (prefers-reduced-motion, which
    // the app honours: transitions and entrances take no time, the skeleton's shimmer stops, spinners turn
    // three times slower). Every state is the same, but Chromium draws fewer frames, and on CI's two busy
    // cores that is CPU the tests get back: 53 account and UI-model tests took 1m 51s against 2m 05s with
    // motion (two runs each, 3 workers); the whole suite's test times summed 1,508 s against 1,563 s (-3.5%,
    // one CI run each). The motion itself is still seen by the cross-engine suite (three engines, default
    // motion) and by `npm run screens`.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: testChromiumPath() as string, args: CHROMIUM_ARGS as string[] },
  },
  // Playwright hands out whole files (fullyParallel: false) in name order, folders where their names
  // sort, so tests/e2e/ui-model/ would come last. Its files are the long ones (a UI model suite or the
  // faults of a flow: 10–30 tests, minutes each), and a long file started last makes the run's tail,
  // so they go first (project order is queue order) and the hand-written specs (1–12 tests each) fill
  // the end.
  projects: [
    { name: 'ui-model', testDir: 'tests/e2e/ui-model', use: { ...devices['Desktop Chrome'] } },
    // The tests that open a PDF in the browser's viewer (tagged PDF_VIEWER): the headless shell has none.
    // Queued before the hand-written specs, where their files' names put them: they read the demo
    // community's proposals, to which commercial.spec adds one on the same worker's server.
    {
      name: 'pdf-viewer',
      testIgnore: 'ui-model/**',
      grep: /@pdf-viewer/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath() as string, args: CHROMIUM_ARGS as string[] },
      },
    },
    {
      name: 'chromium',
      testIgnore: 'ui-model/**',
      grepInvert: /@pdf-viewer/,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // ONE webServer entry that starts all the workers' servers side by side (Playwright starts its entries
  // one after another) and prints its ready line once they are started (scripts/e2e-servers.mjs): they
  // boot while the test files are read, and each worker waits for its own (tests/e2e/support.ts). It
  // builds the app into DIST_DIR first, unless SKIP_BUILD=1 says the caller has built it already.
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    env: { E2E_PORT: String(port), E2E_WORKERS: String(workers) },
    wait: { stdout: /e2e servers ready/ },
    // A build and the servers' boot: ~1 min on a quiet machine, many minutes on a loaded one.
    timeout: 600_000,
    // SIGTERM lets each server close its database; the script kills what is left after 10 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
  },
});
