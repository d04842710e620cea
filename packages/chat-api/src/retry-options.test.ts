import fc from 'fast-check';
import { expect, test } from 'vitest';

import { ChatApiError } from './chat-api-error.js';
import { getRetryDelayMs, maximumAttempts } from './retry-options.js';

const rateLimited = (retryAfterSeconds?: number) =>
  new ChatApiError({
    status: 429,
    code: 'ERR_TOO_MANY_REQUESTS',
    message: 'slow down',
    retryAfterSeconds,
  });
const networkError = new ChatApiError({ status: 0, code: 'ERR_NETWORK', message: 'failed' });

test('waits Retry-After seconds on a 429, capped at maxDelayMs', () => {
  const retry = { attempts: 3, maxDelayMs: 5000 };
  expect(getRetryDelayMs(rateLimited(2), 1, { retry, idempotent: true })).toBe(2000);
  expect(getRetryDelayMs(rateLimited(60), 1, { retry, idempotent: true })).toBe(5000);
  expect(getRetryDelayMs(rateLimited(), 1, { retry, idempotent: true })).toBe(1000);
});

test('gives up when retry is off, attempts are used up, or the call is not idempotent', () => {
  expect(getRetryDelayMs(networkError, 1, { retry: undefined, idempotent: true })).toBeUndefined();
  expect(
    getRetryDelayMs(networkError, 2, { retry: { attempts: 2 }, idempotent: true }),
  ).toBeUndefined();
  expect(
    getRetryDelayMs(networkError, 1, { retry: { attempts: 2 }, idempotent: false }),
  ).toBeUndefined();
  expect(
    getRetryDelayMs(networkError, 1, {
      retry: { attempts: 2, retryNonIdempotent: true },
      idempotent: false,
    }),
  ).toBeDefined();
});

test('never retries errors that are not ChatApiErrors', () => {
  expect(
    getRetryDelayMs(new Error('bug'), 1, { retry: { attempts: 3 }, idempotent: true }),
  ).toBeUndefined();
});

test('keeps every backoff within the cap and the attempt count within the maximum, whatever is asked', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1000 }),
      fc.integer({ min: 1, max: 100 }),
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 1, max: 60_000 }),
      (attempts, attempt, baseDelayMs, maxDelayMs) => {
        const delay = getRetryDelayMs(networkError, attempt, {
          retry: { attempts, baseDelayMs, maxDelayMs },
          idempotent: true,
        });
        if (attempt >= Math.min(attempts, maximumAttempts)) return delay === undefined;
        return delay !== undefined && delay >= 0 && delay <= maxDelayMs;
      },
    ),
  );
});

test('gives up at once when attempts is NaN or missing, even if the options were not checked', () => {
  for (const attempts of [Number.NaN, undefined]) {
    const retry = { attempts } as unknown as { attempts: number };
    expect(getRetryDelayMs(networkError, 1, { retry, idempotent: true })).toBeUndefined();
  }
});
