// `npm run test:engines`: the cross-engine suite (tests/engines/journeys.mjs) in Chromium, Firefox and
// WebKit, the three engines customers' browsers run on (every iPhone browser is WebKit).
//   - Chromium: Debian's chromium through puppeteer-core (DevTools protocol);
//   - Firefox: Debian's firefox-esr through puppeteer-core (WebDriver BiDi);
//   - WebKit: Debian's WebKitWebDriver + MiniBrowser (WebKitGTK) on Xvfb, through selenium-webdriver.
// Nothing is downloaded: a missing browser fails with the apt-get line that installs it (.ci/run does).
//
// The app is built once (scripts/lib/serve.mjs: into a temporary directory; `--no-build` serves DIST_DIR
// or dist/ as it is, as `npm test` does after the Playwright suite built it) and served by one
// production server (server/start.ts, DATA_DIR=memory://: the demo data, fresh) for every engine.
// Each journey starts in a fresh browser context, so one engine, or one journey, can run alone:
//   npm run test:engines -- --engine firefox      (or ENGINES=firefox,webkit; --journey <part of a name>)
// A failed journey leaves a screenshot in reports/engines/. No retries: every step waits on a condition.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Driver } from '../tests/engines/driver.mjs';
import { JOURNEYS } from '../tests/engines/journeys.mjs';
import { launchPuppeteer } from '../tests/engines/puppeteer.mjs';
import { launchWebKit } from '../tests/engines/webkit.mjs';
import { argValue, prepareBuild, reportPath, startServer } from './lib/serve.mjs';

const ENGINES = {
  chromium: () => launchPuppeteer('chromium'),
  firefox: () => launchPuppeteer('firefox'),
  webkit: () => launchWebKit(),
};
/** A journey that has not ended by then has hung on a browser command, not on a step's own wait. */
const JOURNEY_TIMEOUT_MS = Number(process.env.ENGINES_JOURNEY_TIMEOUT_MS ?? 600_000);

const chosen = (argValue('--engine') ?? process.env.ENGINES ?? Object.keys(ENGINES).join(','))
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
for (const name of chosen)
  if (!(name in ENGINES)) {
    console.error(`engines: no engine "${name}" (one of ${Object.keys(ENGINES).join(', ')})`);
    process.exit(2);
  }
const only = argValue('--journey');
const journeys = JOURNEYS.filter((j) => !only || j.name.includes(only));
if (journeys.length === 0) {
  console.error(`engines: no journey matches "${only}"`);
  process.exit(2);
}

const seconds = (t0) => ((performance.now() - t0) / 1000).toFixed(1);
const slug = (s) =>
  s
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .toLowerCase();

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not end within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const build = prepareBuild();
if (build.built) console.log(`engines: built the app in ${build.seconds.toFixed(1)} s`);
const ts = performance.now();
const server = await startServer(build.dir, { timeoutMs: 180_000 });
if (!server.servesDist) throw new Error(`the server at ${server.url} does not serve ${build.dir}`);
console.log(`engines: the production server is up in ${seconds(ts)} s at ${server.url}`);
const shots = reportPath('engines');
mkdirSync(shots, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const timings = [];

for (const engine of chosen) {
  const t0 = performance.now();
  let adapter;
  try {
    adapter = await withTimeout(ENGINES[engine](), 120_000, `starting ${engine}`);
  } catch (e) {
    const message = `${engine}: could not start: ${e.message}`;
    console.log(`✗ ${message}`);
    failed += journeys.length;
    failures.push(message);
    continue;
  }
  console.log(`${engine} (${adapter.version}) started in ${seconds(t0)} s`);
  const driver = new Driver(adapter, server.url, { outboxKey: server.outboxKey });
  for (const journey of journeys) {
    const tj = performance.now();
    try {
      await driver.reset();
      await withTimeout(journey.run(driver), JOURNEY_TIMEOUT_MS, journey.name);
      passed += 1;
      console.log(`  ✓ ${engine} › ${journey.name} (${seconds(tj)} s)`);
    } catch (e) {
      failed += 1;
      const shot = path.join(shots, `${engine}-${slug(journey.name)}.png`);
      let where = '';
      try {
        where = ` at ${await driver.path()}`;
        await adapter.screenshot(shot);
        where += `; screenshot ${path.relative(process.cwd(), shot)}`;
      } catch {
        // the browser is gone: the error says why
      }
      const message = `${engine} › ${journey.name}${where}\n    ${e.stack ?? e}`;
      failures.push(message);
      console.log(`  ✗ ${message}`);
    }
  }
  await adapter.close().catch((e) => console.log(`  (${engine} did not close cleanly: ${e.message})`));
  timings.push(`${engine} ${seconds(t0)} s`);
}
await server.stop();
build.cleanup();

console.log(`\nengines: ${timings.join(', ')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`engines: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
