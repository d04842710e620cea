import { expect, test } from 'vitest';

import { renameKeys, toElementId, toFieldName } from './field-names.js';

test('escapes the characters react-hook-form reads as a path', () => {
  expect(toFieldName('contact.email[0]')).toBe('contact%2Eemail%5B0%5D');
});

test('leaves ordinary elementIds unchanged', () => {
  expect(toFieldName('fullName')).toBe('fullName');
});

test('reads back every elementId it escapes, including ones holding escapes', () => {
  for (const elementId of ['a.b', 'q\'[x]"', '100%', '%2E', 'plain']) {
    expect(toElementId(toFieldName(elementId))).toBe(elementId);
  }
});

test('re-keys a values object', () => {
  expect(renameKeys({ 'a.b': 'x', c: ['y'] }, toFieldName)).toEqual({ 'a%2Eb': 'x', c: ['y'] });
});
