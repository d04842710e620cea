import { expect, test } from 'vitest';

import { readTranscript } from './read-transcript.js';

test('reads each `$ ` line as a command and the lines after it as its output', () => {
  const transcript = [
    '$ npx chatforms validate a.json',
    'a.json: /x: bad',
    '1 file checked',
    '$ echo $?',
    '1',
  ];
  expect(readTranscript(transcript.join('\n'))).toEqual([
    {
      command: 'npx chatforms validate a.json',
      expectedOutput: 'a.json: /x: bad\n1 file checked',
      line: 0,
    },
    { command: 'echo $?', expectedOutput: '1', line: 3 },
  ]);
});

test('gives a command with no output an empty expected output', () => {
  const transcript = '$ npx chatforms schema > schema.json\n$ head -1 schema.json\n{';
  expect(readTranscript(transcript)).toEqual([
    { command: 'npx chatforms schema > schema.json', expectedOutput: '', line: 0 },
    { command: 'head -1 schema.json', expectedOutput: '{', line: 1 },
  ]);
});

test('continues a command on the next line while it ends with a backslash', () => {
  const transcript = ['$ npx chatforms validate \\', '  --part element \\', '  -', '<stdin>: ok'];
  expect(readTranscript(transcript.join('\n'))).toEqual([
    {
      command: 'npx chatforms validate \\\n  --part element \\\n  -',
      expectedOutput: '<stdin>: ok',
      line: 0,
    },
  ]);
});

test('keeps an output line that ends with a backslash as output', () => {
  expect(readTranscript('$ echo "a\\\\"\na\\')).toEqual([
    { command: 'echo "a\\\\"', expectedOutput: 'a\\', line: 0 },
  ]);
});

test('keeps a `$` inside an output line, and a line that is only `$` without a space, as output', () => {
  expect(readTranscript('$ echo "cost: $ 5"\ncost: $ 5\n$')).toEqual([
    { command: 'echo "cost: $ 5"', expectedOutput: 'cost: $ 5\n$', line: 0 },
  ]);
});

test('rejects output before the first command', () => {
  expect(() => readTranscript('hello\n$ echo hello')).toThrow(
    'transcript line 1 is output before any `$ ` command: hello',
  );
});
