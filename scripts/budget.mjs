// `npm run budget`: builds the app and checks what a first visit downloads against the budget.
// Initial = the entry script + its modulepreloads + CSS named in dist/index.html (gzip level 9, as a
// CDN would serve it). Lazy route chunks are listed, largest first, but only the initial load is gated:
// it is what a customer on a phone waits for before the ZIP box appears.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_INITIAL_JS_KB = Number(process.env.BUDGET_INITIAL_JS_KB ?? 150);
const BUDGET_INITIAL_CSS_KB = Number(process.env.BUDGET_INITIAL_CSS_KB ?? 20);

if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\//, ''));
const initialJs = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])];
const initialCss = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const sum = (files) => files.reduce((n, f) => n + gz(f), 0);
const js = sum(initialJs);
const css = sum(initialCss);

const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const lazy = assets.filter((f) => !initialJs.includes(f)).map((f) => ({ f, kb: gz(f), raw: statSync(join(dist, f)).size / 1024 }));
lazy.sort((a, b) => b.kb - a.kb);

console.log(`initial JS  ${js.toFixed(1)} KB gzip (budget ${BUDGET_INITIAL_JS_KB}) in ${initialJs.length} file(s)`);
console.log(`initial CSS ${css.toFixed(1)} KB gzip (budget ${BUDGET_INITIAL_CSS_KB})`);
console.log(`lazy chunks ${lazy.length}, ${sum(lazy.map((l) => l.f)).toFixed(1)} KB gzip in all; largest:`);
for (const { f, kb } of lazy.slice(0, 8)) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${f}`);

const over = [];
if (js > BUDGET_INITIAL_JS_KB) over.push(`initial JS ${js.toFixed(1)} KB > ${BUDGET_INITIAL_JS_KB} KB`);
if (css > BUDGET_INITIAL_CSS_KB) over.push(`initial CSS ${css.toFixed(1)} KB > ${BUDGET_INITIAL_CSS_KB} KB`);
if (over.length) {
  console.error(`over budget: ${over.join('; ')}`);
  process.exit(1);
}
