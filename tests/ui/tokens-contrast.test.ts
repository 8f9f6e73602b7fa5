/**
 * The design tokens meet WCAG 2.1 AA in both themes: 4.5:1 for text on the surfaces it is used on, 3:1
 * for control borders and the focus ring. Read from src/styles/tokens.css, the one token file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, '..', '..', 'src', 'styles', 'tokens.css'), 'utf8');

function block(selector: RegExp): Record<string, string> {
  const match = selector.exec(css);
  if (!match) throw new Error(`no block ${selector}`);
  const body = css.slice(match.index + match[0].length, css.indexOf('}', match.index));
  return Object.fromEntries([...body.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

const themes = {
  light: block(/:root,\s*:root\[data-theme='light'\]\s*\{/),
  dark: block(/:root\[data-theme='dark'\]\s*\{/),
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background, minimum ratio]: every pairing the components use. */
const PAIRS: [string, string, number][] = [
  ...['bg', 'surface', 'surface-sunken', 'surface-hover'].flatMap((bg): [string, string, number][] => [
    ['text', bg, 4.5],
    ['text-muted', bg, 4.5],
    ['accent', bg, 4.5],
  ]),
  ['accent-text', 'accent', 4.5],
  ['accent-text', 'accent-hover', 4.5],
  ['accent-subtle-text', 'accent-subtle', 4.5],
  ['text', 'accent-subtle', 4.5],
  ...['danger', 'warning', 'success', 'info'].flatMap((tone): [string, string, number][] => [
    [tone, `${tone}-subtle`, 4.5],
    ['text', `${tone}-subtle`, 4.5],
    ['text-muted', `${tone}-subtle`, 4.5],
  ]),
  ['danger', 'surface', 4.5],
  ['success', 'surface', 4.5],
  ['border-strong', 'surface', 3],
  ['border-strong', 'bg', 3],
  ['focus', 'surface', 3],
  ['focus', 'bg', 3],
  ['focus', 'surface-sunken', 3],
];

describe('design tokens', () => {
  for (const [theme, tokens] of Object.entries(themes)) {
    it(`${theme} theme meets WCAG AA for every pairing in use`, () => {
      const failing = PAIRS.filter(([fg, bg, min]) => {
        expect(tokens[fg], `--color-${fg}`).toBeDefined();
        expect(tokens[bg], `--color-${bg}`).toBeDefined();
        return contrast(tokens[fg], tokens[bg]) < min;
      }).map(([fg, bg, min]) => `${fg} on ${bg}: ${contrast(tokens[fg], tokens[bg]).toFixed(2)} < ${min}`);
      expect(failing).toEqual([]);
    });
  }
});
