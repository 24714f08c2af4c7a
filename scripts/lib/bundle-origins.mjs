// What a page's JavaScript is made of, by origin: each file's bytes on the wire shared out among the
// packages (and the app's own sources) its source map names. Brotli compresses a file as a whole, so a
// piece's share is its own text compressed alone, scaled so the shares add up to the file's real size.
// Used by `npm run budget` to show how much of `/` is the libraries every page runs, which no change to
// the app's code can make smaller; scripts/main-thread.mjs names a profiled frame's package the same way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

/** The origins reported, by package; a package not named here is 'other packages'. */
const ORIGINS = {
  'react-dom': ['react-dom'],
  'react + scheduler': ['react', 'scheduler'],
  'TanStack Router': [
    '@tanstack/router-core',
    '@tanstack/react-router',
    '@tanstack/history',
    '@tanstack/store',
    '@tanstack/react-store',
  ],
  XState: ['xstate', '@xstate/react'],
  valibot: ['valibot'],
};
/** The origins that are libraries every page runs by design (React, the router, XState). */
export const FIXED_ORIGINS = new Set(['react-dom', 'react + scheduler', 'TanStack Router', 'XState']);
const APP = 'the app';
const OTHER = 'other packages';
const ORIGIN_OF_PACKAGE = new Map(Object.entries(ORIGINS).flatMap(([origin, pkgs]) => pkgs.map((p) => [p, origin])));

/** The package a source map's source belongs to (the innermost node_modules), or null for the app's own. */
export function packageOf(source) {
  const i = source.lastIndexOf('node_modules/');
  if (i < 0) return null;
  const [scope, name] = source.slice(i + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

function originOf(source) {
  const pkg = source ? packageOf(source) : null;
  return pkg === null ? APP : (ORIGIN_OF_PACKAGE.get(pkg) ?? OTHER);
}

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The text of `code` each origin wrote, by the source map's mappings (an unmapped stretch counts as the app's). */
function textByOrigin(code, map) {
  const lines = code.split('\n');
  /** Per generated line: [column, origin] where each mapped stretch starts, in order. */
  const starts = lines.map(() => []);
  new SourceMapConsumer(map).eachMapping((m) =>
    starts[m.generatedLine - 1]?.push([m.generatedColumn, originOf(m.source)]),
  );
  const texts = new Map();
  const add = (origin, text) => texts.set(origin, (texts.get(origin) ?? '') + text);
  lines.forEach((line, li) => {
    const stretches = starts[li];
    if (stretches.length === 0 || stretches[0][0] > 0) add(APP, line.slice(0, stretches[0]?.[0] ?? line.length));
    stretches.forEach(([column, origin], si) => add(origin, line.slice(column, stretches[si + 1]?.[0] ?? line.length)));
  });
  return texts;
}

/**
 * `files`: the page's JS as served ({ path: '/assets/x.js', bytes } with bytes on the wire), read from
 * `distDir` with their `.map` beside them (vite writes them, `hidden`). Returns [{ origin, bytes }],
 * largest first; a file without a map counts as the app's.
 */
export function bundleOrigins(distDir, files) {
  const totals = new Map();
  const addTo = (origin, bytes) => totals.set(origin, (totals.get(origin) ?? 0) + bytes);
  for (const file of files) {
    const local = path.join(distDir, file.path.split('?')[0]);
    let map;
    let code;
    try {
      code = readFileSync(local, 'utf8');
      map = JSON.parse(readFileSync(`${local}.map`, 'utf8'));
    } catch {
      addTo(APP, file.bytes);
      continue;
    }
    const shares = [...textByOrigin(code, map)].map(([origin, text]) => [origin, brotli(text)]);
    const whole = shares.reduce((n, [, b]) => n + b, 0);
    for (const [origin, b] of shares) addTo(origin, whole ? (file.bytes * b) / whole : 0);
  }
  return [...totals].map(([origin, bytes]) => ({ origin, bytes: Math.round(bytes) })).sort((a, b) => b.bytes - a.bytes);
}
