import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the app build (vite) and the unit/machine/model/server suites (vitest).
// Browser end-to-end tests are not run by vitest: `npm run test:e2e` runs Playwright.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev`: the app on vite, /api/v1 proxied to the reference API (`npm run server`).
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Model suite: prints the coverage table once at the end (tests/support/model-harness.ts).
    globalSetup: ['tests/support/model-coverage.global.ts'],
  },
});
