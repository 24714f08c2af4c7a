// Where a route's main thread goes while it loads, from a real trace (not Lighthouse's estimate):
//   node scripts/main-thread.mjs [route …] [--no-build]   default /getquote; --no-build serves DIST_DIR as built
//   CPU=4 (Lighthouse's mobile slowdown), WAIT=6000 (ms after the load event's start)
// For each route, in a phone-sized Chromium with the CPU slowed as Lighthouse's mobile preset does:
//   1. the long tasks (over 50 ms: what Total Blocking Time counts) with what ran inside each, from the
//      browser's own trace (layout, a script's evaluation, a function call into a chunk, GC);
//   2. React's commits, through the hook React DevTools use: when, how many components rendered, and
//      the components at the top of each render (the production build's names are minified; build with
//      `minify: false` to read them);
//   3. JavaScript time by package, from the CPU profile mapped through the build's hidden source maps.
// A benchmark for finding work to cut, not a test: the figures vary with the machine's load.
/* global performance -- in page functions */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { areaSessionStorage, launchChromium, seedStorage, signedInLocalStorage } from './lib/app-state.mjs';
import { packageOf } from './lib/bundle-origins.mjs';
import { prepareBuild, startServer } from './lib/serve.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const cpu = Number(process.env.CPU ?? 4);
const wait = Number(process.env.WAIT ?? 6000);
const AREA_ROUTES = ['/getquote', '/services', '/subscription', '/commercial'];

/**
 * Counts each commit's rendered components (the PerformedWork flag) before React DevTools could. A
 * subtree React skipped is not copied: the commit's tree holds the previous commit's fibers there, with
 * the flags of the render that made them, so a fiber already in the previous commit's tree did not render
 * in this one (without that check a commit after the first counted every component it skipped).
 */
function commitRecorder() {
  const log = (window.__commits = []);
  const name = (f) => f.type?.displayName || f.type?.name || f.type?.render?.name || f.type?.type?.name || '?';
  const isComponent = (f) =>
    typeof f.type === 'function' || typeof f.type?.render === 'function' || typeof f.type?.type === 'function';
  let previous = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      const tops = [];
      const seen = new WeakSet();
      const walk = (fiber, under) => {
        for (let f = fiber; f; f = f.sibling) {
          seen.add(f);
          const did = (f.flags & 1) === 1 && isComponent(f) && !previous.has(f);
          if (did) rendered++;
          if (did && !under) tops.push(name(f));
          walk(f.child, under || did);
        }
      };
      walk(root.current.child, false);
      previous = seen;
      log.push({ at: Math.round(performance.now()), rendered, tops: tops.slice(0, 8) });
    },
  };
}

const sourceMaps = new Map();
/** `package` (or `src`) of a profiled frame in a built chunk, through the chunk's source map. */
function origin(dist, frame) {
  const chunk = frame.url.split('/assets/')[1];
  if (!chunk) return frame.url ? 'page' : `(${frame.functionName || 'program'})`;
  const file = `${dist}/assets/${chunk}`;
  if (!sourceMaps.has(file))
    sourceMaps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  const source = sourceMaps
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })?.source;
  if (!source) return chunk;
  return packageOf(source) ?? 'src';
}

async function measure(browser, url, dist, route, state) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  await seedStorage(context, AREA_ROUTES.includes(route) ? { session: state.area } : { local: state.session });
  await context.addInitScript(commitRecorder);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url + route);
  await page.waitForTimeout(wait);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const { profile } = await cdp.send('Profiler.stop');
  const commits = await page.evaluate(() => window.__commits);
  await context.close();

  const thread = trace.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const events = trace.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const start = trace.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...events.map((e) => e.ts));
  const ms = (us) => Math.round(us / 1000);
  console.log(`\n${route} (CPU ×${cpu})`);
  const long = events.filter((e) => e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
  const blocking = long.reduce((sum, t) => sum + t.dur - 50_000, 0);
  console.log(`  long tasks: ${long.length}, ${ms(blocking)} ms over 50 ms each`);
  for (const task of long) {
    const inside = events
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > task.dur / 10)
      .slice(0, 5)
      .map((e) => {
        const d = e.args?.data ?? {};
        const what = d.url ? ` ${d.url.split('/').pop()}` : '';
        return `${e.name}${what} ${ms(e.dur)}`;
      });
    console.log(`    at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${inside.join(' | ')}`);
  }
  console.log(`  React commits: ${commits.length}`);
  for (const c of commits) console.log(`    at ${c.at} ms: ${c.rendered} components, from ${c.tops.join(', ')}`);

  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byOrigin = new Map();
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (!t || node.callFrame.functionName === '(idle)') continue;
    const key = origin(dist, node.callFrame);
    byOrigin.set(key, (byOrigin.get(key) ?? 0) + t);
  }
  console.log('  JavaScript and the engine, by origin (ms):');
  for (const [key, t] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`    ${String(Math.round(t)).padStart(6)}  ${key}`);
}

const build = prepareBuild();
const server = await startServer(build.dir);
const browser = await launchChromium();
try {
  const state = {
    area: await areaSessionStorage(browser, server.url),
    session: await signedInLocalStorage(server.url),
  };
  for (const route of routes.length ? routes : ['/getquote'])
    await measure(browser, server.url, build.dir, route, state);
} finally {
  await browser.close();
  await server.stop();
  build.cleanup?.();
}
