// @vitest-environment node
import { describe, expect, test } from 'vitest';

import {
  findRule,
  readStyles,
  readStyleTokens,
  tokenSelector,
} from './test-support/read-style-tokens.js';

const styles = readStyles();
const tokens = readStyleTokens(styles);

function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('uses no token it does not define', () => {
  const defined = new Set(tokens.map((token) => token.name));
  styles.walkDecls((declaration) => {
    for (const [, used] of declaration.value.matchAll(/var\((--chatforms-[\w-]+)\)/g)) {
      expect(defined).toContain(used);
    }
  });
});

test('writes every colour once, as light-dark() in the token block', () => {
  for (const token of tokens.filter(({ name }) => name.startsWith('--chatforms-color-'))) {
    expect(token.light, token.name).toMatch(/^#[0-9a-f]{6}$/);
    expect(token.dark, token.name).toMatch(/^#[0-9a-f]{6}$/);
  }
  styles.walkDecls((declaration) => {
    if (declaration.parent !== findRule(styles, tokenSelector)) {
      expect(declaration.value, declaration.toString()).not.toMatch(/#[0-9a-f]{3}|rgb|hsl/i);
    }
  });
});

test('gives each theme its color-scheme, so auto follows the system setting', () => {
  const scheme = (selector: string) =>
    findRule(styles, selector).nodes.find(
      (node) => node.type === 'decl' && node.prop === 'color-scheme',
    );
  expect(scheme(tokenSelector)).toHaveProperty('value', 'light');
  expect(scheme(":where(.chatforms[data-theme='dark'])")).toHaveProperty('value', 'dark');
  expect(scheme(":where(.chatforms[data-theme='auto'])")).toHaveProperty('value', 'light dark');
});

test('takes every length, weight and opacity of its rules from a token', () => {
  const literal = /(^|[\s(-])(?!0\b)\d*\.?\d+(px|rem|em)\b/;
  styles.walkDecls((declaration) => {
    const rule = declaration.parent;
    if (rule?.type !== 'rule' || rule.selector === tokenSelector) return;
    // The visually-hidden pattern's 1px box is a technique, not a design choice.
    if (rule.selector === '.chatforms-visually-hidden') return;
    const { prop, value } = declaration;
    const where = `${rule.selector} { ${declaration.toString()} }`;
    if (prop === 'font-weight' || prop === 'opacity') expect(value, where).toMatch(/^var\(|^0$/);
    else expect(value, where).not.toMatch(literal);
  });
});

test('uses only logical properties, so right-to-left mirrors the layout', () => {
  styles.walkDecls(({ prop, value }) => {
    expect(prop).not.toMatch(/^(margin|padding|border|inset)-(left|right)|^(left|right|float)$/);
    if (prop === 'text-align') expect(value).not.toMatch(/left|right/);
  });
});

describe.each(['light', 'dark'] as const)('given the %s palette', (scheme) => {
  const color = (name: string) =>
    tokens.find((token) => token.name === `--chatforms-color-${name}`)![scheme];

  test.each([
    ['text', 'background', 4.5],
    ['text', 'surface', 4.5],
    ['text-muted', 'background', 4.5],
    ['text-muted', 'surface', 4.5],
    ['error', 'background', 4.5],
    ['success', 'background', 4.5],
    ['accent-text', 'accent', 4.5],
    ['border', 'surface', 3],
    ['border', 'background', 3],
    ['accent', 'background', 3],
  ])('%s on %s has a contrast of at least %d:1', (foreground, background, minimum) => {
    expect(contrast(color(foreground), color(background))).toBeGreaterThanOrEqual(minimum);
  });
});
