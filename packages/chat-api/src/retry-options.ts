import { ChatApiError, isChatApiError } from './chat-api-error.js';

/** Bounded retries on 429 and network errors; off unless given. */
export interface RetryOptions {
  /** Total attempts including the first, from 1 to 10. */
  attempts: number;
  /** First backoff after a network error, doubled on each further attempt; default 250. */
  baseDelayMs?: number;
  /** The longest wait, also for a longer `Retry-After`; default 30000. */
  maxDelayMs?: number;
  /** Also retry calls that are not idempotent (sending, marking interacted, creating apps); default false. */
  retryNonIdempotent?: boolean;
}

/** The largest number of attempts accepted, whatever is asked. */
export const maximumAttempts = 10;

/** Decides whether a failed attempt is retried and how long to wait first; undefined means give up. */
export function getRetryDelayMs(
  error: unknown,
  attempt: number,
  options: { retry: RetryOptions | undefined; idempotent: boolean },
): number | undefined {
  const { retry, idempotent } = options;
  if (!retry || !isChatApiError(error)) return undefined;
  // Written so that NaN or a missing count gives up too.
  if (!(attempt < Math.min(retry.attempts, maximumAttempts))) return undefined;
  if (!idempotent && retry.retryNonIdempotent !== true) return undefined;
  const maxDelayMs = retry.maxDelayMs ?? 30_000;
  if (error.status === 429) {
    const waitMs = (error.retryAfterSeconds ?? 1) * 1000;
    return Math.min(waitMs, maxDelayMs);
  }
  if (error.code === 'ERR_NETWORK' || error.code === 'ERR_TIMEOUT') {
    const backoffMs = (retry.baseDelayMs ?? 250) * 2 ** (attempt - 1);
    // Half fixed, half random, so that clients that failed together do not retry together.
    return Math.min(backoffMs / 2 + (Math.random() * backoffMs) / 2, maxDelayMs);
  }
  return undefined;
}

/** A `ChatApiError` naming the first retry option that would make retrying unbounded or meaningless, if any. */
export function findRetryOptionsError(retry: RetryOptions | undefined): ChatApiError | undefined {
  if (retry === undefined) return undefined;
  const problem = !isWholeNumberFrom(1, retry.attempts)
    ? `retry.attempts must be a whole number from 1 to ${maximumAttempts}, got ${String(retry.attempts)}.`
    : !isOptionalWholeNumberFrom(0, retry.baseDelayMs)
      ? `retry.baseDelayMs must be a whole number of milliseconds, 0 or more, got ${String(retry.baseDelayMs)}.`
      : !isOptionalWholeNumberFrom(0, retry.maxDelayMs)
        ? `retry.maxDelayMs must be a whole number of milliseconds, 0 or more, got ${String(retry.maxDelayMs)}.`
        : undefined;
  if (problem === undefined) return undefined;
  return new ChatApiError({ status: 0, code: 'ERR_INVALID_RETRY_OPTIONS', message: problem });
}

function isWholeNumberFrom(minimum: number, value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= minimum;
}

function isOptionalWholeNumberFrom(minimum: number, value: unknown): boolean {
  return value === undefined || isWholeNumberFrom(minimum, value);
}
