// @vitest-environment node
import { readFileSync } from 'node:fs';

import { readTables } from '@chatforms/docs';
import { expect, test } from 'vitest';

import { readStyleTokens } from './test-support/read-style-tokens.js';

function readReadmeTokens() {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readTables(readme).find((rows) => rows[0] && 'token' in rows[0]);
  if (!table) throw new Error("README.md has no table with a 'token' column");
  return table.map((row) => ({ name: row.token, light: row.light, dark: row.dark }));
}

test("README's token table lists exactly the stylesheet's tokens, with the same defaults", () => {
  const byName = (a: { name?: string }, b: { name?: string }) =>
    (a.name ?? '').localeCompare(b.name ?? '');
  expect(readReadmeTokens().sort(byName)).toEqual(readStyleTokens().sort(byName));
});
