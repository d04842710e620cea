import type { FormValues } from '@chatforms/core';
import { expect, test } from 'vitest';

import { getMessageId, haveSameValues, restoreValues } from './values-store.js';

test('puts stored values over the defaults, under any elementId', () => {
  const defaults = JSON.parse('{"__proto__": "", "constructor": [], "plain": "x"}') as FormValues;
  const stored: unknown = JSON.parse('{"__proto__": "kept", "constructor": ["a"]}');
  const restored = restoreValues(defaults, stored);
  expect(Object.entries(restored)).toEqual([
    ['__proto__', 'kept'],
    ['constructor', ['a']],
    ['plain', 'x'],
  ]);
  expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
});

test('keeps the default where the stored value has another shape or is missing', () => {
  const stored = { name: ['not', 'text'], channels: 'not a list', extra: 'ignored' };
  expect(restoreValues({ name: 'a', channels: ['b'], plan: '' }, stored)).toEqual({
    name: 'a',
    channels: ['b'],
    plan: '',
  });
  expect(restoreValues({ name: 'a' }, 'not an object')).toEqual({ name: 'a' });
});

test('reads a message id given as a string or a number, and nothing else', () => {
  expect(getMessageId({ id: 'm-1' })).toBe('m-1');
  expect(getMessageId({ id: 42 })).toBe('42');
  expect(getMessageId({ id: '' })).toBeUndefined();
  expect(getMessageId({ id: {} })).toBeUndefined();
  expect(getMessageId({})).toBeUndefined();
});

test('compares values key by key, lists item by item', () => {
  expect(haveSameValues({ a: 'x', b: ['1', '2'] }, { b: ['1', '2'], a: 'x' })).toBe(true);
  expect(haveSameValues({ a: 'x', b: ['1', '2'] }, { a: 'x', b: ['2', '1'] })).toBe(false);
  expect(haveSameValues({ a: 'x' }, { a: 'x', toString: '' })).toBe(false);
  expect(haveSameValues({}, {})).toBe(true);
});
