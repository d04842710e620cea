// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

/** The custom properties declared in the first rule whose selector is `selector`. */
function readTokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--chatforms-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]]),
  );
}

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

const light = readTokens(':where(.chatforms)');
const dark = { ...light, ...readTokens(":where(.chatforms[data-theme='dark'])") };
const auto = { ...light, ...readTokens("  :where(.chatforms[data-theme='auto'])") };

test('defines every token the header documents, and uses no token it does not define', () => {
  const header = css.slice(0, css.indexOf('*/'));
  const documented = [...header.matchAll(/(--chatforms-[\w-]+)/g)].map((match) => match[1]);
  expect(Object.keys(light).sort()).toEqual([...new Set(documented)].sort());
  for (const [, used] of css.matchAll(/var\((--chatforms-[\w-]+)\)/g)) {
    expect(light).toHaveProperty([used!]);
  }
});

test('gives auto in a dark system setting exactly the dark palette', () => {
  expect(auto).toEqual(dark);
  expect(css).toContain('@media (prefers-color-scheme: dark)');
});

test('uses only logical properties, so right-to-left mirrors the layout', () => {
  const physical =
    /(margin|padding|border|inset)-(left|right)|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:/m;
  expect(css).not.toMatch(physical);
});

describe.each([
  ['light', light],
  ['dark', dark],
])('given the %s palette', (_name, tokens) => {
  const color = (name: string) => tokens[`--chatforms-color-${name}`]!;

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
