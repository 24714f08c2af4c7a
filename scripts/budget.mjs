// `npm run budget`: what a browser really downloads per route, against the production server.
//   1. builds the app (scripts/build.mjs into a temporary directory; `--no-build` serves DIST_DIR or
//      dist/ as it is; `--out-dir DIR` keeps the build) and starts server/start.ts on a free port with
//      an in-memory database;
//   2. loads each route in Debian's chromium, each in a fresh context (empty cache), at a phone's
//      viewport, until the network is idle, and sums the bytes on the wire (encodedBodySize of the
//      navigation and resource timing entries: as served, br/gzip/identity) per type;
//   3. gates (exit 1 when over): `/` ≤ BUDGET_HOME_JS_KB (110) KB of JavaScript; every other route's
//      own JS (what it loads that `/` does not) ≤ BUDGET_ROUTE_JS_KB (60) KB; CSS per route ≤
//      BUDGET_CSS_KB (20) KB. 1 KB = 1024 bytes. A route that redirects elsewhere fails too;
//   4. Lighthouse (mobile preset, simulated throttling; `--no-lighthouse` skips it), median of
//      LIGHTHOUSE_RUNS (5) runs on /, /getquote, /login, /pay, /commercial and /account (signed in):
//      performance a benchmark, not a gate;
//      accessibility a gate at 100 (the failing audits are named);
//   5. says what `/`'s JavaScript is made of: its bytes shared out among the libraries and the app's
//      own code by the files' source maps (scripts/lib/bundle-origins.mjs);
//   6. writes the tables to reports/budget.json.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { bundleOrigins, FIXED_ORIGINS } from './lib/bundle-origins.mjs';
import { areaSessionStorage, launchChromium, seedStorage, signedInLocalStorage } from './lib/app-state.mjs';
import { prepareBuild, ROOT, startServer, writeReport } from './lib/serve.mjs';
import { median } from './lib/stats.mjs';

/* global sessionStorage, localStorage -- in page functions */

const KB = 1024;
const budgets = {
  homeJsKb: Number(process.env.BUDGET_HOME_JS_KB ?? 110),
  routeJsKb: Number(process.env.BUDGET_ROUTE_JS_KB ?? 60),
  cssKb: Number(process.env.BUDGET_CSS_KB ?? 20),
};
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** A phone, as the first visit the budget protects is a customer's on a phone. */
const VIEWPORT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** `needs`: 'area' = a stored service area (ZIP check), 'session' = signed in. */
const ROUTES = [
  { path: '/' },
  { path: '/login' },
  { path: '/pay' },
  { path: '/reset-password/x?uid=y' },
  { path: '/getquote', needs: 'area' },
  { path: '/services', needs: 'area' },
  { path: '/subscription', needs: 'area' },
  { path: '/commercial', needs: 'area' },
  { path: '/account?tab=0', needs: 'session' },
];
const LIGHTHOUSE_ROUTES = [
  { path: '/' },
  { path: '/getquote', needs: 'area' },
  { path: '/login' },
  { path: '/pay' },
  { path: '/commercial', needs: 'area' },
  { path: '/account?tab=0', needs: 'session' },
];

const kb = (bytes) => (bytes / KB).toFixed(1);
const pathOf = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

function typeOf(contentType, url) {
  if (/javascript|ecmascript/.test(contentType) || /\.m?js$/.test(new URL(url).pathname)) return 'js';
  if (/text\/css/.test(contentType) || /\.css$/.test(new URL(url).pathname)) return 'css';
  if (/text\/html/.test(contentType)) return 'html';
  return 'other';
}

/** One route in a fresh context: every response body's bytes on the wire, its type and content-encoding. */
async function measureRoute(browser, url, route, state) {
  const context = await browser.newContext(VIEWPORT);
  try {
    if (route.needs === 'area') await seedStorage(context, { session: state.area });
    if (route.needs === 'session') await seedStorage(context, { local: state.session });
    await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    const page = await context.newPage();
    const headers = new Map();
    page.on('response', (r) => {
      const h = r.headers();
      headers.set(r.url(), {
        status: r.status(),
        contentType: h['content-type'] ?? '',
        encoding: h['content-encoding'] ?? 'identity',
      });
    });
    await page.goto(`${url}${route.path}`, { waitUntil: 'networkidle' });
    const finalPath = pathOf(page.url());
    const entries = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
        url: e.name,
        bytes: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
    );
    const resources = entries.map((e) => {
      const h = headers.get(e.url) ?? { status: 0, contentType: '', encoding: '?' };
      return { ...e, path: pathOf(e.url), type: typeOf(h.contentType, e.url), status: h.status, encoding: h.encoding };
    });
    return { route: route.path, finalPath, resources };
  } finally {
    await context.close();
  }
}

function summarise(measured) {
  const home = measured.find((m) => m.route === '/');
  const homeJs = new Set(home.resources.filter((r) => r.type === 'js').map((r) => r.path));
  return measured.map((m) => {
    const sum = (pred) => m.resources.filter(pred).reduce((n, r) => n + r.bytes, 0);
    const js = m.resources.filter((r) => r.type === 'js');
    const own = js.filter((r) => !homeJs.has(r.path));
    const isHome = m.route === '/';
    const bytes = {
      js: sum((r) => r.type === 'js'),
      ownJs: own.reduce((n, r) => n + r.bytes, 0),
      css: sum((r) => r.type === 'css'),
      html: sum((r) => r.type === 'html'),
      other: sum((r) => r.type === 'other'),
    };
    const redirected = m.finalPath !== m.route;
    const problems = [];
    if (redirected) problems.push(`redirected to ${m.finalPath}: not measured`);
    if (isHome && bytes.js > budgets.homeJsKb * KB)
      problems.push(
        `JS ${kb(bytes.js)} KB > ${budgets.homeJsKb} KB (over by ${kb(bytes.js - budgets.homeJsKb * KB)} KB)`,
      );
    if (!isHome && bytes.ownJs > budgets.routeJsKb * KB)
      problems.push(
        `own JS ${kb(bytes.ownJs)} KB > ${budgets.routeJsKb} KB (over by ${kb(bytes.ownJs - budgets.routeJsKb * KB)} KB)`,
      );
    if (bytes.css > budgets.cssKb * KB)
      problems.push(`CSS ${kb(bytes.css)} KB > ${budgets.cssKb} KB (over by ${kb(bytes.css - budgets.cssKb * KB)} KB)`);
    const encodings = {};
    for (const r of js) encodings[r.encoding] = (encodings[r.encoding] ?? 0) + 1;
    return {
      route: m.route,
      finalPath: m.finalPath,
      bytes,
      requests: m.resources.length,
      jsFiles: js.length,
      jsEncodings: encodings,
      ownJs: own.map((r) => ({ path: r.path, bytes: r.bytes })).sort((a, b) => b.bytes - a.bytes),
      resources: m.resources.map(({ path: p, type, bytes: b, decoded, encoding, status }) => ({
        path: p,
        type,
        bytes: b,
        decoded,
        encoding,
        status,
      })),
      ok: problems.length === 0,
      problems,
    };
  });
}

function printBytes(rows) {
  const head = ['route', 'JS KB', 'own JS', 'CSS KB', 'HTML KB', 'other', 'reqs', 'JS encoding', ''];
  const widths = [24, 8, 8, 8, 8, 7, 5, 18, 2];
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 7 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');
  console.log(
    `\nBytes on the wire per route (KB = 1024 B; budgets: / JS ≤ ${budgets.homeJsKb}, own JS ≤ ${budgets.routeJsKb}, CSS ≤ ${budgets.cssKb})`,
  );
  console.log(line(head));
  for (const r of rows) {
    const enc = Object.entries(r.jsEncodings)
      .map(([e, n]) => `${e}×${n}`)
      .join(' ');
    console.log(
      line([
        r.route,
        kb(r.bytes.js),
        r.route === '/' ? '–' : kb(r.bytes.ownJs),
        kb(r.bytes.css),
        kb(r.bytes.html),
        kb(r.bytes.other),
        r.requests,
        enc,
        r.ok ? '✓' : '✗',
      ]),
    );
  }
  for (const r of rows.filter((x) => x.route !== '/' && x.ownJs.length)) {
    console.log(
      `  ${r.route} own JS: ${r.ownJs
        .slice(0, 6)
        .map((f) => `${path.basename(f.path)} ${kb(f.bytes)}`)
        .join(', ')}${r.ownJs.length > 6 ? `, +${r.ownJs.length - 6} more` : ''}`,
    );
  }
  // Files of a few bytes stay identity (compression would not make them smaller); anything larger should not.
  const uncompressed = new Set(
    rows
      .flatMap((r) => r.resources)
      .filter((x) => x.type === 'js' && x.encoding === 'identity' && x.bytes > KB)
      .map((x) => x.path),
  );
  if (uncompressed.size)
    console.log(
      `  ⚠ ${uncompressed.size} JS file(s) over 1 KB served without content-encoding (identity): is the server compressing?`,
    );
}

/** Lighthouse on one route, `runs` times, each in a new tab; returns each run's figures and the medians. */
async function lighthouseRoute(browser, url, route, state, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage();
    try {
      const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] };
      if (route.needs) {
        // The area (sessionStorage, which belongs to the tab) or the signed-in session (localStorage):
        // set on a same-origin page that caches nothing (an API 404), then the HTTP cache emptied, and
        // Lighthouse kept from resetting storage.
        await page.goto(`${url}/api/v1/__lighthouse__/`);
        await page.evaluate(
          ([kind, items]) => {
            const store = kind === 'area' ? sessionStorage : localStorage;
            for (const [k, v] of Object.entries(items)) store.setItem(k, v);
          },
          [route.needs, route.needs === 'area' ? state.area : state.session],
        );
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        flags.disableStorageReset = true;
      }
      const result = await lighthouse(`${url}${route.path}`, flags, undefined, page);
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned nothing');
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const finalPath = pathOf(lhr.finalDisplayedUrl);
      if (finalPath !== route.path) throw new Error(`Lighthouse measured ${finalPath}, not ${route.path} (redirected)`);
      const a = lhr.audits;
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        // The accessibility audits that did not pass (their ids), so a score under 100 says why.
        a11yFailures: (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && typeof a[ref.id]?.score === 'number' && a[ref.id].score < 1)
          .map((ref) => ref.id),
        fcpMs: a['first-contentful-paint']?.numericValue ?? null,
        lcpMs: a['largest-contentful-paint']?.numericValue ?? null,
        tbtMs: a['total-blocking-time']?.numericValue ?? null,
        cls: a['cumulative-layout-shift']?.numericValue ?? null,
        // Where the figures come from: the LCP element, and the elements that moved most.
        lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
        layoutShifts: (a['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
          score: Number(item.score?.toFixed?.(3) ?? item.score),
          element: item.node?.selector ?? null,
        })),
        // What Lighthouse saw transferred: near 0 would mean a warm cache, not a first visit.
        transferBytes: a['total-byte-weight']?.numericValue ?? null,
        requests: a['network-requests']?.details?.items?.length ?? null,
        finalUrl: lhr.finalDisplayedUrl,
        warnings: lhr.runWarnings,
      });
    } finally {
      await page.close();
    }
  }
  const keys = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];
  const med = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]).filter((v) => v !== null))]));
  const a11yFailures = [...new Set(results.flatMap((r) => r.a11yFailures))];
  return { route: route.path, runs: results, median: med, a11yFailures };
}

async function runLighthouse(url, state) {
  const t0 = performance.now();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const rows = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      process.stdout.write(`  lighthouse ${route.path} ×${lighthouseRuns}…`);
      const t = performance.now();
      rows.push(await lighthouseRoute(browser, url, route, state, lighthouseRuns));
      console.log(` ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    return { rows, seconds: (performance.now() - t0) / 1000 };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

function printLighthouse({ rows, seconds }) {
  const line = (c) => [String(c[0]).padEnd(12), ...c.slice(1).map((x) => String(x).padStart(8))].join(' ');
  console.log(
    `\nLighthouse (mobile, simulated throttling), median of ${lighthouseRuns} run(s); performance is a benchmark, accessibility a gate at 100`,
  );
  console.log(line(['route', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']));
  for (const { route, median: m } of rows) {
    console.log(
      line([
        route,
        m.performance,
        m.accessibility,
        Math.round(m.fcpMs),
        Math.round(m.lcpMs),
        Math.round(m.tbtMs),
        m.cls.toFixed(3),
      ]),
    );
  }
  // Where the first run's figures come from, per route: the LCP element and the elements that moved.
  for (const { route, runs } of rows) {
    const run = runs[0];
    if (!run) continue;
    const shifts = run.layoutShifts.map((x) => `${x.score} ${x.element ?? '?'}`).join('; ');
    console.log(`  ${route}: LCP ${run.lcpElement ?? '?'}${shifts ? `; shifts ${shifts}` : ''}`);
  }
  console.log(`  Lighthouse took ${seconds.toFixed(0)} s in all`);
}

/**
 * `/`'s JavaScript by origin. The libraries the design fixes for every page (React, the router, XState)
 * are a floor under the first visit that only loading less of them on `/` can lower.
 */
function printHomeOrigins(distDir, rows) {
  const home = rows.find((r) => r.route === '/');
  const origins = bundleOrigins(
    distDir,
    home.resources.filter((r) => r.type === 'js'),
  );
  const fixed = origins.filter((o) => FIXED_ORIGINS.has(o.origin)).reduce((n, o) => n + o.bytes, 0);
  console.log(
    `  / JS by origin (source maps): ${origins.map((o) => `${o.origin} ${kb(o.bytes)}`).join(', ')}; ` +
      `React, the router and XState together ${kb(fixed)} of the ${budgets.homeJsKb} KB`,
  );
  return { origins, fixedLibrariesBytes: fixed };
}

const t0 = performance.now();
const build = prepareBuild();
let server;
let exitCode = 0;
try {
  server = await startServer(build.dir);
  console.log(
    `budget: serving ${path.relative(ROOT, build.dir) || build.dir} at ${server.url}${build.built ? ` (built in ${build.seconds.toFixed(1)} s)` : ''}`,
  );
  if (!server.servesDist)
    console.warn(
      `⚠ the server's shell names another entry script than ${build.dir}/200.html: does server/start.ts honour DIST_DIR?`,
    );

  const browser = await launchChromium();
  let rows;
  let state;
  try {
    state = { area: await areaSessionStorage(browser, server.url), session: await signedInLocalStorage(server.url) };
    const measured = [];
    for (const route of ROUTES) measured.push(await measureRoute(browser, server.url, route, state));
    rows = summarise(measured);
  } finally {
    await browser.close();
  }
  printBytes(rows);
  const homeOrigins = printHomeOrigins(build.dir, rows);
  const over = rows.filter((r) => !r.ok);
  if (over.length) {
    console.error(
      `\n✗ over budget or not measured:\n${over.map((r) => `  ${r.route}: ${r.problems.join('; ')}`).join('\n')}`,
    );
    exitCode = 1;
  } else console.log('\n✓ every route within budget');

  let lh = null;
  if (!process.argv.includes('--no-lighthouse')) {
    try {
      lh = await runLighthouse(server.url, state);
      printLighthouse(lh);
      // Performance is a benchmark on a shared machine; accessibility is deterministic and gated at 100.
      const inaccessible = lh.rows.filter((r) => r.median.accessibility < 100);
      if (inaccessible.length) {
        console.error(
          `\n✗ Lighthouse accessibility under 100:\n${inaccessible.map((r) => `  ${r.route}: ${r.median.accessibility} (${r.a11yFailures.join(', ')})`).join('\n')}`,
        );
        exitCode = 1;
      } else console.log('✓ Lighthouse accessibility 100 on every measured route');
    } catch (error) {
      // Lighthouse that could not run is reported loudly (and in the JSON); the byte gate above
      // decides the exit code (axe in the browser tests still gates accessibility).
      console.error(
        `\n⚠ Lighthouse could not run (not gated this run): ${error instanceof Error ? error.message : error}`,
      );
      lh = { error: String(error instanceof Error ? error.message : error) };
    }
  }

  const report = {
    date: new Date().toISOString(),
    budgets,
    viewport: VIEWPORT,
    served: build.dir,
    servesDist: server.servesDist,
    ok: rows.every((r) => r.ok),
    routes: rows,
    homeOrigins,
    lighthouse:
      lh &&
      (lh.error
        ? lh
        : {
            runsPerRoute: lighthouseRuns,
            seconds: lh.seconds,
            preset: 'mobile, simulated throttling (Lighthouse default)',
            rows: lh.rows,
          }),
  };
  console.log(
    `\nwrote ${writeReport('budget.json', report)}; budget took ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 2;
} finally {
  await server?.stop();
  build.cleanup();
}
process.exit(exitCode);
