import { expect, test } from 'vitest';

import { createBoundedCache } from './bounded-cache.js';

test('computes an answer once per key and then reuses it', () => {
  const cache = createBoundedCache<string, number>(4);
  let computed = 0;
  const compute = () => (computed += 1);
  expect(cache.read('a', compute)).toBe(1);
  expect(cache.read('a', compute)).toBe(1);
  expect(cache.read('b', compute)).toBe(2);
  expect(computed).toBe(2);
});

test('forgets the oldest key once full, so its answer is computed again', () => {
  const cache = createBoundedCache<string, string>(2);
  const computed: string[] = [];
  const read = (key: string) => cache.read(key, () => (computed.push(key), key));
  read('a');
  read('b');
  read('c');
  read('b');
  read('a');
  expect(computed).toEqual(['a', 'b', 'c', 'a']);
});

test('keeps an undefined answer like any other', () => {
  const cache = createBoundedCache<string, undefined>(2);
  let computed = 0;
  cache.read('a', () => void (computed += 1));
  cache.read('a', () => void (computed += 1));
  expect(computed).toBe(1);
});

test('leaves out an answer isKept refuses, so the next read computes it again', () => {
  const cache = createBoundedCache<string, string>(4);
  let computed = 0;
  const isKept = (answer: string) => answer !== 'waits';
  const read = () => cache.read('a', () => ((computed += 1), 'waits'), isKept);
  expect(read()).toBe('waits');
  expect(read()).toBe('waits');
  expect(computed).toBe(2);
  expect(cache.read('b', () => 'final', isKept)).toBe('final');
  expect(cache.read('b', () => 'computed again')).toBe('final');
});
