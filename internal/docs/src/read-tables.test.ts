import { expect, test } from 'vitest';

import { readTables } from './read-tables.js';

test('reads each table as rows keyed by its header, cells as plain text', () => {
  const markdown = [
    '| token | light | use |',
    '| --- | --- | --- |',
    '| `--a` | `1rem` | **space** inside |',
    '| `--b` |  | pipes \\| escaped |',
    '',
    'Text between.',
    '',
    '| x |',
    '| - |',
    '| y |',
  ].join('\n');
  expect(readTables(markdown)).toEqual([
    [
      { token: '--a', light: '1rem', use: 'space inside' },
      { token: '--b', light: '', use: 'pipes | escaped' },
    ],
    [{ x: 'y' }],
  ]);
});

test('does not take a pipe-separated line without a delimiter row for a table', () => {
  expect(readTables('a | b\nc | d\n')).toEqual([]);
});
