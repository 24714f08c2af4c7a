// No emoji or text glyphs as icons (they render as missing-glyph boxes on some systems and read oddly
// to screen readers); icons are SVG components in src/ui/icons. Scans the app's code and stylesheets, comments aside.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');
const GLYPHS =
  /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2039\u203a\u00d7\u2715\u2716]|(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx|css)$/.test(name) ? [path] : [];
  });
}

export function glyphLines(code: string): string[] {
  const plain = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return plain.split('\n').filter((line) => GLYPHS.test(line));
}

describe('no glyphs as icons', () => {
  it('catches what it should', () => {
    expect(glyphLines('<span>☰</span>')).toHaveLength(1);
    expect(glyphLines("content: '✓ ';")).toHaveLength(1);
    expect(glyphLines('<b>🐾</b>')).toHaveLength(1);
    expect(glyphLines('// 2 → 3\n/* × */')).toEqual([]);
    expect(glyphLines('<p>© 2026 Yardwise</p>')).toEqual([]);
  });
  for (const file of files(SRC)) {
    it(relative(SRC, file), () => expect(glyphLines(readFileSync(file, 'utf8'))).toEqual([]));
  }
});
