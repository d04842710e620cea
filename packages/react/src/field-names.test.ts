import { expect, test } from 'vitest';

import { renameKeys, toElementId, toFieldName } from './field-names.js';

test('escapes the characters react-hook-form reads as a path', () => {
  expect(toFieldName('contact.email[0]')).toBe('contact%2Eemail%5B0%5D');
});

test('leaves ordinary elementIds unchanged', () => {
  expect(toFieldName('fullName')).toBe('fullName');
});

test('escapes the names of prototype members, which react-hook-form cannot hold as fields', () => {
  expect(toFieldName('__proto__')).toBe('%5F_proto__');
  expect(toFieldName('constructor')).toBe('%63onstructor');
  expect(toFieldName('prototype')).toBe('%70rototype');
  expect(toFieldName('toString')).toBe('%74oString');
});

test('reads back every elementId it escapes, including ones holding escapes', () => {
  for (const elementId of [
    'a.b',
    'q\'[x]"',
    '100%',
    '%2E',
    'plain',
    '__proto__',
    'constructor',
    '%63onstructor',
  ]) {
    expect(toElementId(toFieldName(elementId))).toBe(elementId);
  }
});

test('re-keys a values object', () => {
  expect(renameKeys({ 'a.b': 'x', c: ['y'] }, toFieldName)).toEqual({ 'a%2Eb': 'x', c: ['y'] });
});
