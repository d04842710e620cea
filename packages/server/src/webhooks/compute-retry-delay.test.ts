import fc from 'fast-check';
import { expect, test } from 'vitest';

import { computeRetryDelay, maximumRetryDelayMs } from './compute-retry-delay.js';

test('waits the base delay after the first failure and doubles it after each next one', () => {
  expect([1, 2, 3, 4].map((attempts) => computeRetryDelay(attempts, 100))).toEqual([
    100, 200, 400, 800,
  ]);
});

test('never waits less after more failures, nor longer than the maximum', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 0, max: 3_600_000 }),
      (attempts, base) => {
        const delay = computeRetryDelay(attempts, base);
        expect(computeRetryDelay(attempts + 1, base)).toBeGreaterThanOrEqual(delay);
        expect(delay).toBeLessThanOrEqual(maximumRetryDelayMs);
        expect(Number.isFinite(delay)).toBe(true);
      },
    ),
  );
});
