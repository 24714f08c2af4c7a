// Build step 2 (scripts/build.mjs): bundles src/prerender.tsx for Node with the browser export
// conditions (so the router renders what the browser's first render produces), renders `/` and
// `/login` into copies of the built index.html, and the frame alone into 200.html (the SPA fallback
// for every other path). #root of a prerendered page carries data-prerendered="<path>"; src/main.tsx
// hydrates it when the URL and stored state match, and renders from scratch otherwise.
import { build } from 'vite';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT_DIV = '<div id="root"></div>';
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A chunk of Vite's manifest and every chunk it imports statically, by manifest key. */
function chunkClosure(manifest, key, into = new Map()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.set(key, chunk);
  for (const k of chunk.imports ?? []) chunkClosure(manifest, k, into);
  return into;
}

/**
 * The stylesheets a prerendered screen needs beyond the entry's (from Vite's manifest): without them
 * its HTML paints unstyled and moves when its chunk's CSS arrives (CLS). Its JavaScript is not
 * preloaded: on a slow phone link those requests share the bandwidth with the render-blocking CSS and
 * delay the first paint (Lighthouse FCP on /login 2.3 s → 2.0 s without them); the chunk loads when
 * the entry resolves the route, and the page is already painted by then.
 */
function screenHead(manifest, source) {
  const closure = (key) => chunkClosure(manifest, key);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initialCss = new Set([...closure(entryKey).values()].flatMap((c) => c.css ?? []));
  const css = [...new Set([...closure(source).values()].flatMap((c) => c.css ?? []))].filter((f) => !initialCss.has(f));
  return css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('');
}

/**
 * The screen of a path the shell serves, fetched beside the entry instead of after it: a
 * `<meta name="screen-modules">` naming the modules of the screen's chunk that the entry does not
 * load (its static imports, from Vite's manifest), which `startApp` preloads with the entry's once
 * painted. Without it the screen's chunk is asked for only once the entry has run and the router has
 * matched the path (a second round trip, then a third for its imports): on /commercial the heading
 * painted about 2.4 s after the frame under Lighthouse's phone throttling.
 */
function screenModules(manifest, source) {
  const closure = (key) => chunkClosure(manifest, key);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = new Set([...closure(entryKey).values()].map((c) => c.file));
  const files = [...closure(source).values()].map((c) => c.file).filter((f) => !initial.has(f));
  return files.length ? `<meta name="screen-modules" content="${files.map((f) => `/${f}`).join(' ')}">` : '';
}

/**
 * The paths of src/routes/router.tsx with a fixed path and a lazy screen: `{ path: '/pay', file:
 * 'pay.html', source: 'src/routes/screens/pay-screen.tsx' }`. server/static.ts serves `<path>.html`
 * for a path where the build has one.
 */
async function lazyScreens(root) {
  const router = await readFile(path.join(root, 'src/routes/router.tsx'), 'utf8');
  const screens = [];
  for (const block of router.split('createRoute(').slice(1)) {
    const route = block.match(/\bpath: '(\/[a-z-]+)'/)?.[1];
    const screen = block.match(/lazyScreen\(\(\) => import\('\.\/(screens\/[a-z-]+)'\)/)?.[1];
    if (route && screen)
      screens.push({ path: route, file: `${route.slice(1)}.html`, source: `src/routes/${screen}.tsx` });
  }
  return screens;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/;

/* global PerformanceObserver, requestAnimationFrame -- startApp runs in the page */
/** Runs in the page, inlined by its source: adds the app's entry script and its preloads once painted. */
function startApp(entry, preloads) {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const screen = document.querySelector('meta[name="screen-modules"]');
    preloads.concat(screen ? screen.content.split(' ') : []).forEach(function (href) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  setTimeout(start, 2000);
  if (document.visibilityState !== 'visible') return start();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
}

/**
 * A prerendered page (and the shell of every other path, whose frame is prerendered too) is painted
 * before its JavaScript is asked for. Vite's head (the entry module script, its modulepreloads, the
 * entry stylesheet) would have the browser fetch 110 KB of scripts beside the one stylesheet the
 * paint waits for; on a phone's link those share the bandwidth, and the page the customer can
 * already read waits for them. So here:
 * - the entry stylesheet is inlined (no request before the first paint; the screen's own
 *   stylesheet from `screenHead` stays a link, so the screen's chunk finds it and does not load it again);
 * - the entry script and its preloads are added by a small inline script (`startApp`) once the
 *   browser reports the first contentful paint (at once in a tab that is not visible, where nothing
 *   paints; after two frames where paint timing is not reported; at the latest after 2 s). It
 *   adds the same `<script type="module" src>` Vite wrote, so the page still names its build
 *   (src/ui/lazy.tsx asks for it after a failed load). server/static.ts allows this one inline
 *   script by its hash in the Content-Security-Policy.
 * What is typed before the app starts is kept (src/typed-before-start.ts).
 */
async function startAfterFirstPaint(html, outDir) {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  const css = html.match(ENTRY_STYLESHEET)?.[1];
  if (!entry || !css) throw new Error('prerender: the entry script or stylesheet is not in index.html');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const style = await readFile(path.join(outDir, css), 'utf8');
  if (/<\/style/i.test(style)) throw new Error(`prerender: ${css} cannot be inlined`);
  const boot = `(${startApp.toString()})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)});`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_STYLESHEET, () => `<style>${style}</style>`)
    .replace('</body>', () => `<script>${boot}</script></body>`);
}

/**
 * Bundles src/prerender.tsx into `dir` and imports it: { renderScreen(path), renderShell() }. The
 * bundle carries its own React and router, as the build's does (tests hydrate its HTML with theirs).
 */
export async function buildPrerenderer({ root, dir }) {
  process.env.NODE_ENV = 'production';
  // The router registers itself on `self` (a browser global); Node has none.
  globalThis.self ??= globalThis;
  const result = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: dir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
      manifest: false,
    },
    ssr: {
      target: 'node',
      noExternal: true,
      resolve: { conditions: ['browser', 'production', 'module', 'import', 'default'], externalConditions: ['node'] },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const entry = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('prerender: the bundle has no entry chunk');
  return import(/* @vite-ignore */ path.join(dir, entry.fileName));
}

export async function prerender({ root, outDir }) {
  const ssrDir = await mkdtemp(path.join(tmpdir(), 'prerender-'));
  try {
    const mod = await buildPrerenderer({ root, dir: ssrDir });
    const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
    if (!template.includes(ROOT_DIV)) throw new Error(`prerender: ${ROOT_DIV} not found in index.html`);
    let manifest = {};
    try {
      manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
    } catch {
      /* no manifest: no extra preloads */
    }

    const page = ({ html, title }, attrs, extraHead = '') =>
      template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', `${extraHead}</head>`)
        .replace(ROOT_DIV, `<div id="root"${attrs}>${html}</div>`);

    const pages = [
      { path: '/', file: 'index.html', source: 'src/routes/screens/home-screen.tsx' },
      { path: '/login', file: 'login.html', source: 'src/routes/screens/login-screen.tsx' },
    ];
    for (const p of pages) {
      const screen = await mod.renderScreen(p.path);
      await writeFile(
        path.join(outDir, p.file),
        await startAfterFirstPaint(
          page(screen, ` data-prerendered="${p.path}"`, screenHead(manifest, p.source)),
          outDir,
        ),
      );
    }
    // The frame of every other path paints the same way: its header and footer need no script.
    const shell = await mod.renderShell();
    await writeFile(path.join(outDir, '200.html'), await startAfterFirstPaint(page(shell, ''), outDir));
    // A path with a lazy screen gets the same frame, naming its screen's modules to fetch with the entry.
    const shells = (await lazyScreens(root)).filter((s) => !pages.some((p) => p.path === s.path));
    // Its main holds what src/routes/first-paint.tsx paints for it (a heading), else nothing.
    for (const s of shells) {
      const head = screenModules(manifest, s.source);
      if (!head) throw new Error(`prerender: no chunk for ${s.source} in the manifest`);
      const frame = await mod.renderShell(s.path);
      await writeFile(path.join(outDir, s.file), await startAfterFirstPaint(page(frame, '', head), outDir));
    }
    return [...pages, ...shells, { path: '*', file: '200.html' }];
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}
