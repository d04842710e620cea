/** What the rate limiter decided for one request. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
  /** Epoch seconds at which the oldest counted request leaves the window. */
  resetAtSeconds: number;
}

/** Options of `createRateLimiter`. */
export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now: () => number;
}

/** Counts requests per key in a sliding window. */
export interface RateLimiter {
  take(key: string): RateLimitDecision;
}

/** Creates a sliding-window rate limiter: at most `limit` requests per key in any `windowMs`. */
export function createRateLimiter({ limit, windowMs, now }: RateLimiterOptions): RateLimiter {
  const requestTimesByKey = new Map<string, number[]>();
  return {
    take(key) {
      const currentTime = now();
      const requestTimes = (requestTimesByKey.get(key) ?? []).filter(
        (time) => time > currentTime - windowMs,
      );
      requestTimesByKey.set(key, requestTimes);
      const allowed = requestTimes.length < limit;
      if (allowed) requestTimes.push(currentTime);
      const windowEnd = (requestTimes[0] ?? currentTime) + windowMs;
      return {
        allowed,
        limit,
        remaining: Math.max(0, limit - requestTimes.length),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowEnd - currentTime) / 1000)),
        resetAtSeconds: Math.ceil(windowEnd / 1000),
      };
    },
  };
}
