import fc from 'fast-check';
import { expect, test } from 'vitest';

import { readRetryAfterSeconds } from './read-retry-after.js';

const now = Date.UTC(2025, 0, 1, 12, 0, 0);

test('reads Retry-After given in seconds', () => {
  expect(readRetryAfterSeconds(new Headers({ 'Retry-After': '40' }), now)).toBe(40);
});

test('reads Retry-After given as an HTTP date', () => {
  const date = new Date(now + 90_000).toUTCString();
  expect(readRetryAfterSeconds(new Headers({ 'Retry-After': date }), now)).toBe(90);
});

test('falls back to X-RateLimit-Reset in epoch seconds or milliseconds', () => {
  expect(
    readRetryAfterSeconds(new Headers({ 'X-RateLimit-Reset': String(now / 1000 + 15) }), now),
  ).toBe(15);
  expect(
    readRetryAfterSeconds(new Headers({ 'X-RateLimit-Reset': String(now + 15_000) }), now),
  ).toBe(15);
});

test('reads a small RateLimit-Reset as seconds from now', () => {
  expect(readRetryAfterSeconds(new Headers({ 'RateLimit-Reset': '7' }), now)).toBe(7);
});

test('answers undefined when no header says how long to wait', () => {
  expect(readRetryAfterSeconds(new Headers(), now)).toBeUndefined();
  expect(readRetryAfterSeconds(new Headers({ 'Retry-After': 'soon' }), now)).toBeUndefined();
});

test('reads any whole number of Retry-After seconds as itself', () => {
  fc.assert(
    fc.property(fc.nat({ max: 1_000_000 }), (seconds) => {
      return (
        readRetryAfterSeconds(new Headers({ 'Retry-After': String(seconds) }), now) === seconds
      );
    }),
  );
});
