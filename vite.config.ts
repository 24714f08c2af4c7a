import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the app build (vite) and the unit/machine/model/server suites (vitest).
// Browser end-to-end tests are not run by vitest: `npm run test:e2e` runs Playwright.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';
const EXCLUDED = ['tests/e2e/**', 'node_modules/**'];
const PURE_SUITES = [
  'tests/machines/**/*.test.ts',
  'tests/model/**/*.test.ts',
  'tests/unit/domain/**/*.test.ts',
  'tests/unit/api/**/*.test.ts',
  'tests/unit/openapi/**/*.test.ts',
];

/** Files that mock a module (vi.mock), stub globals or env for a file, or spy across tests: a graph each. */
const OWN_MODULE_GRAPH = [
  'tests/unit/adapters/google-map.test.ts',
  'tests/unit/adapters/service-map.test.tsx',
  'tests/unit/ui/lazy.test.tsx',
  'tests/unit/flows/commercial/persistence.test.ts',
  'tests/unit/support/ui-model-reporter.test.ts',
];

// The unit files that run in jsdom (their first lines say `@vitest-environment jsdom`), outside OWN_MODULE_GRAPH.
const DOM_UNIT_FILES = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .map((f) => `tests/unit/${f.split(sep).join('/')}`)
  .filter((f) => /\.test\.tsx?$/.test(f) && !OWN_MODULE_GRAPH.includes(f))
  .filter((f) => /@vitest-environment jsdom/.test(readFileSync(f, 'utf8').slice(0, 400)))
  .sort();

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
    // hidden: maps are written for error tooling but not referenced; server/static.ts never serves them.
    sourcemap: 'hidden',
    target: 'es2022',
    // dist/.vite/manifest.json: the prerender adds modulepreload links for a prerendered screen's chunk.
    manifest: true,
    // Every browser the app supports has <link rel=modulepreload>: no polyfill in the first visit's JS.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page runs (React, the router, XState, valibot) in one chunk: one file
        // compresses better than the half-dozen shared chunks the default splitting makes of them.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // useBlocker is /doginfo's alone (leaving with unsaved dogs): it stays with that screen.
              test: /node_modules[\\/](?:react|react-dom|scheduler|@tanstack[\\/](?:router-core|react-router(?![\\/]dist[\\/]esm[\\/]useBlocker\.js)|history|store|react-store)|xstate|@xstate[\\/]react|valibot|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
            },
            {
              // The app's small modules the first page runs (stores, the API context, the toast queue, the
              // messages, plain controls, icons' base, the spinner): one chunk instead of a dozen tiny ones
              // that lazy screens also import (each file costs its own header and import lines on the wire).
              // Only modules the entry already loads belong here, or the first visit would grow. The messages
              // catalogue is not (the screens' copy, ~2.3 KB): the first page's own are first-visit-messages. The error
              // states a failed download shows (lazy, retry-boundary, error-state) must be there before it
              // fails; vite's preload helper, the session hooks and the phone icon were chunks of their own.
              name: 'app-core',
              test: /[\\/]src[\\/](?:session-store|session-hooks|api-context|flows[\\/](?:shared[\\/](?:acquisition-store|notify-errors)|auth[\\/]remembered-email|session[\\/]sign-out-now)|domain[\\/](?:constants|first-visit-messages)|ui[\\/](?:toast-queue|native-field|digits|plain-controls|busy-form|event-handlers|spinner|lazy|retry-boundary|error-state|icons[\\/](?:icon|alert|close|phone))|frame[\\/]links|api[\\/]errors)\.tsx?$|[\\/]machines[\\/]shared[\\/]types\.ts$|vite[\\/]preload-helper/,
            },
            {
              // TanStack Query in a chunk of its own: the query client is imported dynamically with the
              // first lazy screen, and without this group its package lands in whichever screen's chunk
              // uses it most (the checkout), which every screen then downloads with the client.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]/,
            },
            {
              // react-aria's core (press, focus, fields, i18n) that every react-aria screen uses, in one
              // chunk instead of a dozen small ones; overlays, collections and dates stay with their screens.
              name: 'aria-core',
              test: /node_modules[\\/](?:react-aria[\\/]dist[\\/]private[\\/](?:interactions|focus|utils|ssr|i18n|label|textfield|button|form|live-announcer|link|visually-hidden)[\\/]|react-aria-components[\\/]dist[\\/]private[\\/](?:Button|TextField|Input|Label|FieldError|Text|Form|utils|Link|TextArea|Group|Heading|Keyboard)\.mjs|react-stately[\\/]dist[\\/]private[\\/](?:form|utils)[\\/]|@internationalized[\\/]string[\\/]|clsx[\\/])/,
            },
          ],
        },
      },
    },
  },
  test: {
    // The files of each kind are named by the projects below (a project that extends this config would
    // add its own include to one written here, not replace it).
    exclude: EXCLUDED,
    environment: 'node',
    testTimeout: 20_000,
    // Two files at a time on CI's 2 cores (vitest's default is one fewer than the cores: one here). Each
    // file has its own database (PGlite in memory, or its own PostgreSQL schema) and its own free ports,
    // and most of a server file's time is spent waiting on the database, so two overlap well.
    maxWorkers: 2,
    hookTimeout: 120_000,
    // Model suite: prints the coverage table once at the end (tests/support/model-harness.ts).
    // Server suite: the run's directory where the first seeded database is kept for the others (tests/server/seeded-db.ts).
    globalSetup: ['tests/support/model-coverage.global.ts', 'tests/support/seeded-db.global.ts'],
    // jsdom files: Testing Library's waits sized for a loaded machine (the file says why).
    setupFiles: ['tests/support/testing-library-timeout.ts'],
    // Test files share one module graph per worker wherever their state allows: importing React, react-aria,
    // XState, valibot or the server again for every file was most of the unit phase's time. Files of a
    // worker then run one after another in that graph, so each must leave nothing behind that the next
    // could read:
    // - pure: the machines, their models, the domain rules, the API client and the contract (no DOM, no
    //   module mocks, fake timers restored after each test);
    // - screens: the jsdom files (their docblock says so). Each starts as in a graph of its own: the app's
    //   modules evaluated afresh, empty storage, the root address (tests/support/fresh-file-state.ts); only
    //   the packages stay loaded. Testing Library unmounts after each test and restoreMocks undoes each
    //   test's spies. The 39 jsdom files took 96 s and 171 CPU-s isolated, 48 s and 76 shared;
    // - unit: the other unit files, in node, likewise;
    // - server: each file opens its own database and closes it (tests/server/support.ts); 87 s and 165
    //   CPU-s isolated, 55 s and 98 shared on PGlite (43 s and 75 on PostgreSQL, from 85 and 162);
    // - isolated: the files that mock modules, stub globals or spy for a whole file keep a graph of their own.
    projects: [
      { extends: true, test: { name: 'pure', include: PURE_SUITES, isolate: false } },
      {
        extends: true,
        test: {
          name: 'screens',
          include: DOM_UNIT_FILES,
          isolate: false,
          restoreMocks: true,
          setupFiles: ['tests/support/testing-library-timeout.ts', 'tests/support/fresh-file-state.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...EXCLUDED, ...PURE_SUITES, ...OWN_MODULE_GRAPH, ...DOM_UNIT_FILES],
          isolate: false,
          restoreMocks: true,
          setupFiles: ['tests/support/testing-library-timeout.ts', 'tests/support/fresh-file-state.ts'],
        },
      },
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'isolated', include: OWN_MODULE_GRAPH } },
    ],
  },
});
