import fc from 'fast-check';
import { expect, test } from 'vitest';

import { findUnstorableText, hasUnstorableCharacter } from './find-unstorable-text.js';

test('finds a NUL character and a surrogate without its pair, and accepts a pair', () => {
  expect(hasUnstorableCharacter('a\u0000b')).toBe(true);
  expect(hasUnstorableCharacter('a\ud83d')).toBe(true);
  expect(hasUnstorableCharacter('\ude00a')).toBe(true);
  expect(hasUnstorableCharacter('\ude00\ud83d')).toBe(true);
  expect(hasUnstorableCharacter('a\ud83d\ude00b')).toBe(false);
  expect(hasUnstorableCharacter('')).toBe(false);
});

test('finds nothing in any well-formed text without a NUL character', () => {
  const storable = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'));
  fc.assert(fc.property(storable, (text) => !hasUnstorableCharacter(text)));
});

test('finds a lone surrogate or a NUL put anywhere in a well-formed text', () => {
  const unstorable = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
  const placed = fc.tuple(
    fc.string({ unit: 'grapheme' }),
    unstorable,
    fc.string({ unit: 'grapheme' }),
  );
  fc.assert(
    fc.property(placed, ([before, character, after]) =>
      hasUnstorableCharacter(before + character + after),
    ),
  );
});

test('locates each refused value at its elementId, and at its index inside a list', () => {
  expect(
    findUnstorableText({ name: 'Ada\u0000', size: 'l', toppings: ['ham', '\ud800'], day: '' }),
  ).toEqual([
    {
      path: ['name'],
      pointer: '/name',
      code: 'unstorable_text',
      message: 'This text contains characters that cannot be stored',
    },
    {
      path: ['toppings', 1],
      pointer: '/toppings/1',
      code: 'unstorable_text',
      message: 'This text contains characters that cannot be stored',
    },
  ]);
});

test("reads a plugin type's value of any JSON, finding a text held deep inside it", () => {
  // FormValues names the built-in values only; a plugin type's value schema may give any JSON.
  const values = { stay: 4, agreed: true, address: { street: ['Main\u0000'] } } as never;
  expect(findUnstorableText(values)).toEqual([
    {
      path: ['address'],
      pointer: '/address',
      code: 'unstorable_text',
      message: 'This text contains characters that cannot be stored',
    },
  ]);
});
