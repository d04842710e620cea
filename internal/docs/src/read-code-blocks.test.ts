import { expect, test } from 'vitest';

import { listDocumentFiles, readCodeBlocks } from './read-code-blocks.js';

test('reads each fenced block with its language, the words after it and its first line', () => {
  const markdown = [
    '# Title',
    '',
    '```sh illustrative',
    'npm i x',
    '```',
    '',
    '- a list',
    '',
    '  ```ts',
    '  const a = 1;',
    '  ```',
    '',
    '~~~',
    'plain',
    '~~~',
  ].join('\n');
  expect(readCodeBlocks(markdown, 'README.md')).toEqual([
    { file: 'README.md', line: 3, language: 'sh', meta: 'illustrative', code: 'npm i x' },
    { file: 'README.md', line: 9, language: 'ts', meta: '', code: 'const a = 1;' },
    { file: 'README.md', line: 13, language: '', meta: '', code: 'plain' },
  ]);
});

test('does not take an indented example or inline code for a block', () => {
  const markdown = 'Run `pnpm test`.\n\n    pnpm build\n';
  expect(readCodeBlocks(markdown, 'README.md')).toEqual([
    { file: 'README.md', line: 3, language: '', meta: '', code: 'pnpm build' },
  ]);
});

test("lists the root README, each published package's README and the chat UI recipes", () => {
  const files = listDocumentFiles();
  expect(files).toContain('README.md');
  expect(files).toContain('docs/recipes/stream.md');
  expect(files).toContain('docs/recipes/chatscope.md');
  for (const name of ['core', 'react', 'chat-api', 'cli'])
    expect(files).toContain(`packages/${name}/README.md`);
  expect(files.every((file) => !file.includes('node_modules'))).toBe(true);
});
