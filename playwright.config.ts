import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ES module helper without types
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4873);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The UI model suite's coverage table (tests/support/ui-model-reporter.ts; silent without its specs).
  reporter: [['list'], ['./tests/support/ui-model-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath() as string, args: CHROMIUM_ARGS as string[] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/start.mjs`,
    // OUTBOX_KEY: the demo outbox's secret (random per start otherwise); tests/e2e/auth.spec.ts reads mail with it.
    env: { PORT: String(port), DATA_DIR: 'memory://', OUTBOX_KEY: 'e2e-outbox-key' },
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
