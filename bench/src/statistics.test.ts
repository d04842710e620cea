import { expect, test } from 'vitest';

import { isFiniteSummary, summarize } from './statistics.js';

test('takes the middle sample of an odd count and the spread', () => {
  expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, runs: 3 });
});

test('averages the two middle samples of an even count', () => {
  expect(summarize([4, 1, 2, 3]).median).toBe(2.5);
});

test('refuses an empty list rather than reporting NaN', () => {
  expect(() => summarize([])).toThrow('no samples');
});

test('flags a summary holding a non-finite figure', () => {
  expect(isFiniteSummary(summarize([1, Number.POSITIVE_INFINITY]))).toBe(false);
  expect(isFiniteSummary(summarize([1, 2]))).toBe(true);
});
