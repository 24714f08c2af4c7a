// The deploy that tests/e2e/failed-downloads.spec.ts puts under an open page: a real second build of the
// same code with another build-time setting (the contact phone, in the chunk every screen imports), so
// the entry and every screen's chunk get new hashes. Without the compressed copies (the test's server
// sends the files as they are): half the build's time.
//
// `npm test` builds it beside the app in its build phase (scripts/test.mjs), where the two builds share
// the two cores for a few seconds, and hands the folder to the Playwright suite as REBUILT_DIST_DIR;
// built inside the test instead, it took about 25 s of a worker's time while the other workers' tests
// competed for the same cores. A run without REBUILT_DIST_DIR (`npm run test:e2e`) builds it in the test.
import path from 'node:path';

/** The rebuilt app's contact phone: the test sees the new build by it. */
export const REBUILT_PHONE = '(888) 555-0148';

/** The folder `npm test` builds the rebuilt app into, beside the app's (dist → dist-rebuilt). */
export const rebuiltDistDir = (distDir) => `${distDir.replace(/[\\/]+$/, '')}-rebuilt`;

/** `node <args>` with `env` added builds the rebuilt app into `outDir` (from the project's root). */
export function rebuiltAppBuild(outDir) {
  return {
    args: [path.join('scripts', 'build.mjs'), '--out-dir', outDir, '--quiet', '--no-compress'],
    env: { VITE_CONTACT_PHONE: REBUILT_PHONE },
  };
}
