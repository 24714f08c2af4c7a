// The budget's account of a page's JavaScript by origin: every byte on the wire is given to the package
// or the app source its source map names, and the shares add up to the file as served.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleOrigins } from '../../../scripts/lib/bundle-origins.mjs';

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** A served file of one line, each piece a mapped stretch of it from its source, with its map beside it. */
function writeBundle(pieces: { source: string; text: string }[]): string {
  dir = mkdtempSync(path.join(tmpdir(), 'origins-'));
  const map = new SourceMapGenerator({ file: 'chunk.js' });
  let column = 0;
  for (const p of pieces) {
    map.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source: p.source });
    column += p.text.length;
  }
  writeFileSync(path.join(dir, 'chunk.js'), pieces.map((p) => p.text).join(''));
  writeFileSync(path.join(dir, 'chunk.js.map'), map.toString());
  return dir;
}

const words = (seed: string, n: number) => Array.from({ length: n }, (_, i) => `${seed}${(i * 7919) % 1000};`).join('');

describe('bundleOrigins', () => {
  it('shares a file’s bytes on the wire among the packages and app sources its map names', () => {
    const distDir = writeBundle([
      { source: '../node_modules/react-dom/cjs/react-dom-client.production.js', text: words('dom', 400) },
      { source: '../node_modules/@tanstack/router-core/dist/esm/router.js', text: words('route', 100) },
      { source: '../src/main.tsx', text: words('app', 20) },
    ]);
    const origins = bundleOrigins(distDir, [{ path: '/chunk.js', bytes: 5000 }]);
    expect(origins.map((o) => o.origin)).toEqual(['react-dom', 'TanStack Router', 'the app']);
    expect(origins.reduce((n, o) => n + o.bytes, 0)).toBeGreaterThanOrEqual(4999);
    expect(origins.reduce((n, o) => n + o.bytes, 0)).toBeLessThanOrEqual(5001);
  });

  it('counts a file without a source map as the app’s own', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'origins-'));
    writeFileSync(path.join(dir, 'tiny.js'), 'export const a=1;');
    expect(bundleOrigins(dir, [{ path: '/tiny.js?v=1', bytes: 17 }])).toEqual([{ origin: 'the app', bytes: 17 }]);
  });

  it('names a package outside the fixed libraries as another package', () => {
    const distDir = writeBundle([{ source: '../node_modules/clsx/dist/clsx.mjs', text: words('c', 50) }]);
    expect(bundleOrigins(distDir, [{ path: '/chunk.js', bytes: 300 }])).toEqual([
      { origin: 'other packages', bytes: 300 },
    ]);
  });
});
