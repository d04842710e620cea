import { expect, test } from 'vitest';

import { escapeControlCharacters, stringifyJsonForTerminal } from './escape-control-characters.js';

/** Whether text holds a C0 or C1 control character or DEL, other than those allowed. */
function hasControlCharacter(text: string, allowed = ''): boolean {
  return [...text].some(
    (character) =>
      !allowed.includes(character) &&
      (character < ' ' || (character >= '\u007f' && character <= '\u009f')),
  );
}

test('writes C0 and C1 control characters, DEL and ESC sequences as visible \\u escapes', () => {
  expect(escapeControlCharacters('a\u001b[2Jb\u0007c\u009b31m\u007f\n\t')).toBe(
    'a\\u001b[2Jb\\u0007c\\u009b31m\\u007f\\u000a\\u0009',
  );
});

test('leaves printable text, including non-Latin scripts and emoji, as it is', () => {
  expect(escapeControlCharacters('Crème brûlée — 東京 🎉 "quoted"')).toBe(
    'Crème brûlée — 東京 🎉 "quoted"',
  );
});

test('leaves no control character of the first 64K code points in what it returns', () => {
  const every = Array.from({ length: 0x10000 }, (_, codeUnit) => String.fromCharCode(codeUnit));
  expect(hasControlCharacter(escapeControlCharacters(every.join('')))).toBe(false);
});

test('writes JSON whose strings keep their value but carry no DEL or C1 character', () => {
  const value = { text: 'a\u001b[2J\u0007\u009b31m\u007f', list: [1, 'é'] };
  const json = stringifyJsonForTerminal(value);
  expect(hasControlCharacter(json, '\n')).toBe(false);
  expect(JSON.parse(json)).toEqual(value);
});
