// `npm run bench`: the figures the issues ask for, as medians of repeated runs (machines here are
// shared and noisy, so a single run says little). Benchmarks, not gates.
//   1. the model-based suite (tests/model): wall time, median of BENCH_RUNS runs (default 3; `--no-model` skips);
//   2. the reference API under load (server/bench.ts: autocannon on pricing and the ZIP lookup beside a bare
//      Hono route that sends the same bytes, alternating rounds, medians and ratios; PGlite, and PostgreSQL
//      too with DATABASE_URL; BENCH_SECONDS and BENCH_ROUNDS; `--no-api` skips);
//   3. the live price on /getquote in Debian's chromium against the production server (a build of its
//      own, as `npm run budget` makes; `--no-build` serves DIST_DIR or dist/; `--no-browser` skips):
//      QUOTE_BURSTS (20, after 2 warm-up) bursts of 3 quick changes (35 ms apart), each ending on a quote that prices
//      differently; the time from the burst's last input to the new total in the DOM, measured in the
//      page (performance.now() and a MutationObserver), and the pricing requests each burst made.
//      The quote machine waits for 400 ms of quiet before pricing (priceDebounce), so ~400 ms is the floor.
// Everything is written to reports/bench.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { areaSessionStorage, launchChromium, seedStorage } from './lib/app-state.mjs';
import { prepareBuild, ROOT, startServer, writeReport } from './lib/serve.mjs';
import { median, percentile } from './lib/stats.mjs';

/* global requestAnimationFrame, MutationObserver -- in page functions */

const t0 = performance.now();
const report = { date: new Date().toISOString() };

// 1. The model suite (`--no-model` skips it).
const runs = process.argv.includes('--no-model') ? 0 : Number(process.env.BENCH_RUNS ?? 3);
const times = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  const r = spawnSync('npx', ['vitest', 'run', 'tests/model'], { stdio: 'ignore', cwd: ROOT });
  if (r.status !== 0) {
    console.error('model suite failed');
    process.exit(1);
  }
  times.push((performance.now() - t) / 1000);
}
if (runs > 0) {
  const modelMedian = median(times);
  console.log(
    `model suite: median ${modelMedian.toFixed(1)} s over ${runs} runs (${times.map((t) => t.toFixed(1)).join(', ')}); limit 60 s`,
  );
  report.modelSuite = { runs, medianSeconds: modelMedian, seconds: times, limitSeconds: 60 };
}

// 2. The API under load.
if (!process.argv.includes('--no-api')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'yardwise-bench-'));
  const file = path.join(dir, 'api.json');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/bench.ts', '--json', file], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  report.api = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
}

// 3. The live price on /getquote.
const BASE = { frequency: 'weekly', property: 'townhouse' };
const ALT = { frequency: 'bi_monthly', property: 'single_family_small', areas: ['Back Yard', 'Dog Run', 'Left Side'] };
const radio = (value) => `input[type="radio"][value="${value}"]`;
const checkbox = (value) => `input[type="checkbox"][value="${value}"]`;
/**
 * Burst i: three changes, the middle one the number of dogs; the first and last leave a frequency,
 * property type or area and come back to it. Every burst ends on BASE with a dog count other than the
 * previous burst's (1 → 2 → 3 → 2 → 1 → …), so the total must change.
 */
function burst(i, pets) {
  const kind = i % 3;
  if (kind === 0) return [radio(ALT.frequency), radio(pets), radio(BASE.frequency)];
  if (kind === 1) return [radio(ALT.property), radio(pets), radio(BASE.property)];
  const area = checkbox(ALT.areas[Math.floor(i / 3) % ALT.areas.length]);
  return [area, radio(pets), area];
}
const PETS = ['2', '3', '2', '1'];
/** Between the changes of a burst: three changes within 100 ms. */
const GAP_MS = 35;

/** In the page: the changes `gap` ms apart, then the time from the last one until the total's text differs. */
function runBurst({ steps, gap, timeout }) {
  const total = () => document.querySelector('[data-testid="quote-total"]');
  const before = total()?.textContent ?? null;
  const click = (selector) => {
    const el = document.querySelector(selector);
    if (!el) throw new Error(`no ${selector}`);
    el.click();
  };
  return new Promise((resolve, reject) => {
    let i = 0;
    const next = () => {
      const last = i === steps.length - 1;
      const tLast = performance.now();
      try {
        click(steps[i]);
      } catch (error) {
        reject(error);
        return;
      }
      i += 1;
      if (!last) {
        setTimeout(next, gap);
        return;
      }
      const done = () => {
        const el = total();
        if (!el || el.textContent === before) return false;
        const tDom = performance.now();
        observer.disconnect();
        clearTimeout(timer);
        // The next frame, which paints it.
        requestAnimationFrame(() =>
          resolve({
            ms: tDom - tLast,
            frameMs: performance.now() - tLast,
            before,
            after: el.textContent,
            burstMs: tLast - t0,
          }),
        );
        return true;
      };
      const observer = new MutationObserver(() => {
        done();
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`the total did not change within ${timeout} ms (still ${total()?.textContent ?? 'absent'})`));
      }, timeout);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      done();
    };
    const t0 = performance.now();
    next();
  });
}

async function quoteLatency() {
  const bursts = Number(process.env.QUOTE_BURSTS ?? 20);
  const warmup = 2;
  const build = prepareBuild();
  const server = await startServer(build.dir);
  const browser = await launchChromium();
  try {
    if (!server.servesDist)
      console.warn(
        `⚠ the server's shell names another entry script than ${build.dir}/200.html: does server/start.ts honour DIST_DIR?`,
      );
    const area = await areaSessionStorage(browser, server.url);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedStorage(context, { session: area });
    const page = await context.newPage();
    let pricing = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/pricing-calculator/') pricing += 1;
    });
    await page.goto(`${server.url}/getquote`);
    if (new URL(page.url()).pathname !== '/getquote') throw new Error(`/getquote redirected to ${page.url()}`);
    // Start: weekly, town house, 1 dog, priced.
    await page.locator(radio('1')).waitFor({ state: 'attached' });
    for (const s of [radio(BASE.frequency), radio(BASE.property), radio('1')])
      await page.locator(s).evaluate((el) => el.click());
    await page.locator('[data-testid="quote-total"]').waitFor();
    if ((await page.locator('[data-testid="quote-total"]').count()) !== 1)
      throw new Error('expected one quote total on the page');
    await page.waitForTimeout(500);
    const samples = [];
    for (let i = 0; i < warmup + bursts; i++) {
      const steps = burst(i, PETS[i % PETS.length]);
      const before = pricing;
      const result = await page.evaluate(runBurst, { steps, gap: GAP_MS, timeout: 10_000 });
      // Settled: the debounce is over and the answer is in, so nothing more is sent for this burst.
      await page.waitForTimeout(150);
      if (i >= warmup) samples.push({ ...result, steps, requests: pricing - before });
    }
    const ms = samples.map((s) => s.ms);
    const requests = samples.map((s) => s.requests);
    return {
      bursts,
      warmup,
      gapMs: GAP_MS,
      changesPerBurst: 3,
      debounceMs: 400,
      medianMs: median(ms),
      p90Ms: percentile(ms, 90),
      minMs: Math.min(...ms),
      maxMs: Math.max(...ms),
      medianFrameMs: median(samples.map((s) => s.frameMs)),
      pricingRequests: requests.reduce((a, b) => a + b, 0),
      requestsPerBurst: { min: Math.min(...requests), max: Math.max(...requests) },
      samples,
    };
  } finally {
    await browser.close();
    await server.stop();
    build.cleanup();
  }
}

if (!process.argv.includes('--no-browser')) {
  const q = await quoteLatency();
  report.quotePrice = q;
  const perBurst =
    q.requestsPerBurst.min === q.requestsPerBurst.max
      ? `${q.requestsPerBurst.min}`
      : `${q.requestsPerBurst.min}–${q.requestsPerBurst.max}`;
  console.log(
    `\n/getquote live price (chromium, production server): last change → new total in the DOM over ${q.bursts} bursts of 3 changes`,
  );
  console.log(
    `  median ${q.medianMs.toFixed(0)} ms, p90 ${q.p90Ms.toFixed(0)} ms (min ${q.minMs.toFixed(0)}, max ${q.maxMs.toFixed(0)}; painted: median ${q.medianFrameMs.toFixed(0)} ms); includes the 400 ms debounce`,
  );
  console.log(
    `  pricing requests (POST /api/v1/pricing-calculator/): ${q.pricingRequests} for ${q.bursts} bursts (${perBurst} per burst)`,
  );
}

report.seconds = (performance.now() - t0) / 1000;
console.log(`\nwrote ${writeReport('bench.json', report)}; bench took ${report.seconds.toFixed(0)} s`);
