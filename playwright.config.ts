import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ES module helper without types
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4873);
// One reference server (its own in-memory database, seeded with the demo data) per worker: worker i
// talks to port + i (tests/e2e/support.ts), so workers share nothing but the built app (design §0).
const workers = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 4)) || 4);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers,
  retries: 0,
  // The UI model suite's coverage table (tests/support/ui-model-reporter.ts; silent without its specs).
  reporter: [['list'], ['./tests/support/ui-model-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath() as string, args: CHROMIUM_ARGS as string[] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `node scripts/start.mjs`,
    // OUTBOX_KEY: the demo outbox's secret (random per start otherwise); tests/e2e/auth.spec.ts reads mail with it.
    // The first server builds the app; the others (started after it is up) serve that build.
    env: {
      PORT: String(port + i),
      DATA_DIR: 'memory://',
      OUTBOX_KEY: 'e2e-outbox-key',
      ...(i > 0 ? { SKIP_BUILD: '1' } : {}),
    },
    url: `http://127.0.0.1:${port + i}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  })),
});
