// The design tokens (src/styles/tokens.css) are the only source of colours, type sizes, weights, radii, shadows and
// motion; their colour pairs meet WCAG AA. Every other stylesheet is checked declaration by declaration.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = join(import.meta.dirname, '../../../src/styles');
const TOKENS = 'tokens.css';

const tokensCss = readFileSync(join(STYLES, TOKENS), 'utf8');
const stylesheets = readdirSync(STYLES)
  .filter((name) => name.endsWith('.css') && name !== TOKENS)
  .map((name) => ({ name, css: readFileSync(join(STYLES, name), 'utf8') }));

/** `property: value` pairs of a stylesheet, comments and url(...) contents removed. */
export function declarations(css: string): { property: string; value: string }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, 'url()');
  return [...plain.matchAll(/(?:^|[;{])\s*([a-z-]+)\s*:\s*([^;{}]+)/g)].map((m) => ({
    property: m[1]!,
    value: m[2]!.trim(),
  }));
}

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
const usesTokens = (value: string) => /^var\(--[a-z0-9-]+\)$/.test(value) || ['inherit', 'none', '0'].includes(value);

/** The rule each kind of property must follow outside tokens.css, or undefined when it is free. */
function breach(property: string, value: string): string | undefined {
  if (property.startsWith('--')) return undefined;
  if (COLOUR_LITERAL.test(value)) return 'a colour literal';
  if (property === 'font-size' && !usesTokens(value)) return 'a font size outside the type scale';
  if (property === 'font-weight' && !usesTokens(value)) return 'a font weight outside the tokens';
  if (property === 'line-height' && !usesTokens(value) && value !== '1') return 'a line height outside the tokens';
  if (property === 'border-radius' && !usesTokens(value) && value !== '50%') return 'a radius outside the tokens';
  if (property === 'box-shadow' && value !== 'none' && !value.includes('var(--')) return 'a shadow outside the tokens';
  if (/^(transition|animation)/.test(property) && /\b\d*\.?\d+m?s\b/.test(value)) return 'a duration literal';
  return undefined;
}

describe('stylesheets use the tokens only', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.map((s) => s.name)).toEqual(expect.arrayContaining(['ui.css', 'frame.css']));
  });

  for (const { name, css } of stylesheets) {
    it(`${name}`, () => {
      const problems = declarations(css)
        .map(({ property, value }) => ({ property, value, why: breach(property, value) }))
        .filter((d) => d.why)
        .map((d) => `${d.property}: ${d.value} (${d.why})`);
      expect(problems).toEqual([]);
    });
  }

  it('catches what it should', () => {
    expect(breach('color', '#fff')).toBe('a colour literal');
    expect(breach('background', 'rgb(0 0 0 / 40%)')).toBe('a colour literal');
    expect(breach('font-size', '1.25rem')).toBeDefined();
    expect(breach('border-radius', '6px')).toBeDefined();
    expect(breach('box-shadow', '0 1px 2px black')).toBeDefined();
    expect(breach('transition', 'left 0.15s')).toBeDefined();
    expect(breach('transition', 'left var(--duration-fast) var(--ease)')).toBeUndefined();
    expect(breach('font-size', 'var(--text-lg)')).toBeUndefined();
    expect(declarations('a{background:url("data:#fff")}')).toEqual([{ property: 'background', value: 'url()' }]);
  });
});

function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(tokensCss);
  if (!match) throw new Error(`token --${name} is not a #rrggbb colour in ${TOKENS}`);
  return match[1]!;
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('colour roles meet WCAG AA', () => {
  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  const text: [string, string][] = [
    ['text', 'surface'],
    ['text', 'surface-muted'],
    ['text', 'brand-tint'],
    ['muted', 'surface'],
    ['muted', 'surface-muted'],
    ['brand', 'surface'],
    ['brand-strong', 'surface'],
    ['brand-strong', 'surface-muted'],
    ['brand-strong', 'brand-tint'],
    ['on-brand', 'brand'],
    ['on-brand', 'brand-strong'],
    ['on-accent', 'accent'],
    ['danger', 'surface'],
    ['danger', 'danger-tint'],
    ['on-danger', 'danger'],
    ['success', 'surface'],
    ['success', 'success-tint'],
  ];
  const nonText: [string, string][] = [
    ['focus', 'surface'],
    ['focus', 'surface-muted'],
    ['border-strong', 'surface'],
    ['brand', 'brand-tint'],
  ];
  // Text needs 4.5:1 against its background; focus rings, borders and other non-text parts need 3:1.
  for (const [pairs, relation, ratio] of [
    [text, 'on', 4.5],
    [nonText, 'against', 3],
  ] as const) {
    for (const [fg, bg] of pairs) {
      it(`${fg} ${relation} ${bg} ≥ ${ratio}:1`, () =>
        expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(ratio));
    }
  }
});
