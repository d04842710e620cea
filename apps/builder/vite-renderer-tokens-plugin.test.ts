// @vitest-environment node
import { readFileSync } from 'node:fs';

import { expect, test } from 'vitest';

import { extractRendererTokens } from './vite-renderer-tokens-plugin.js';

const rendererStyles = readFileSync(
  new URL('../../packages/react/src/styles.css', import.meta.url),
  'utf8',
);
const builderTokens = readFileSync(new URL('src/styles/tokens.css', import.meta.url), 'utf8');

test('the renderer’s tokens are declared again on :root, colours light and dark', () => {
  const tokens = extractRendererTokens(rendererStyles);

  expect(tokens.startsWith(':root {\n')).toBe(true);
  expect(tokens).toMatch(/^ {2}--chatforms-color-accent: light-dark\(#[0-9a-f]+, #[0-9a-f]+\);$/m);
  expect(tokens).toMatch(/^ {2}--chatforms-font-family: system-ui, .*sans-serif;$/m);
  expect(tokens).not.toContain('color-scheme');
});

test('every renderer token the builder’s tokens read is one the renderer declares', () => {
  const declared = new Set(
    [...extractRendererTokens(rendererStyles).matchAll(/(--chatforms-[\w-]+):/g)].map(
      ([, name]) => name,
    ),
  );
  const read = [...builderTokens.matchAll(/var\((--chatforms-[\w-]+)\)/g)].map(([, name]) => name);

  expect(read.length).toBeGreaterThan(10);
  expect(read.filter((name) => !declared.has(name))).toEqual([]);
});

test('a stylesheet without the renderer’s token rule is refused', () => {
  expect(() => extractRendererTokens('.other { --chatforms-x: 1px; }')).toThrow(
    'the renderer styles have no :where(.chatforms) rule',
  );
});
