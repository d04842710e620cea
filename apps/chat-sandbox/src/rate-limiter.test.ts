import fc from 'fast-check';
import { expect, test } from 'vitest';

import { createRateLimiter } from './rate-limiter.js';

test('allows the limit within a window, then refuses with the seconds until the oldest request expires', () => {
  let now = 1_000_000;
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
  expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 1 });
  now += 10_500;
  expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0 });
  expect(limiter.take('a')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
  expect(limiter.take('b')).toMatchObject({ allowed: true });
});

test('slides the window: a request is allowed again once the oldest leaves it', () => {
  let now = 0;
  const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now });
  expect(limiter.take('a').allowed).toBe(true);
  now = 59_999;
  expect(limiter.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  now = 60_000;
  expect(limiter.take('a').allowed).toBe(true);
});

test('reports the reset time as epoch seconds of the end of the window', () => {
  const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => 1_700_000_000_000 });
  expect(limiter.take('a').resetAtSeconds).toBe(1_700_000_060);
});

test('never allows more than the limit within any window, whatever the request times', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 5 }),
      fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 60 }),
      (limit, gaps) => {
        let now = 0;
        const limiter = createRateLimiter({ limit, windowMs: 1000, now: () => now });
        const allowedTimes: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (limiter.take('user').allowed) allowedTimes.push(now);
        }
        return allowedTimes.every(
          (time) =>
            allowedTimes.filter((other) => other > time - 1000 && other <= time).length <= limit,
        );
      },
    ),
  );
});
