// What a page's JavaScript is made of, by origin: each file's bytes on the wire shared out among the
// packages (and the app's own sources) its source map names. Brotli compresses a file as a whole, so a
// piece's share is its own text compressed alone, scaled so the shares add up to the file's real size.
// Used by `npm run budget` to show how much of `/` is the libraries every page runs, which no change to
// the app's code can make smaller.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** The origins reported, first match wins; a package not named here is 'other packages'. */
const ORIGINS = [
  ['react-dom', /^react-dom\//],
  ['react + scheduler', /^(?:react|scheduler)\//],
  ['TanStack Router', /^@tanstack\/(?:router-core|react-router|history|store|react-store)\//],
  ['XState', /^(?:xstate|@xstate\/react)\//],
  ['valibot', /^valibot\//],
];
const APP = 'the app';
const OTHER = 'other packages';

function originOf(source) {
  const i = source.lastIndexOf('node_modules/');
  if (i < 0) return APP;
  const pkgPath = source.slice(i + 'node_modules/'.length);
  return ORIGINS.find(([, re]) => re.test(pkgPath))?.[0] ?? OTHER;
}

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The text of `code` each origin wrote, by the source map's segments (an unmapped stretch counts as the app's). */
function textByOrigin(code, map) {
  const lines = code.split('\n');
  const texts = new Map();
  const add = (origin, text) => texts.set(origin, (texts.get(origin) ?? '') + text);
  decode(map.mappings).forEach((segments, li) => {
    const line = lines[li] ?? '';
    if (segments.length === 0 || segments[0][0] > 0) add(APP, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach((seg, si) => {
      const end = si + 1 < segments.length ? segments[si + 1][0] : line.length;
      add(seg.length > 1 ? originOf(map.sources[seg[1]] ?? '') : APP, line.slice(seg[0], end));
    });
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
