/** The longest wait between two attempts, so that a large attempt count cannot overflow the timer. */
export const maximumRetryDelayMs = 6 * 60 * 60 * 1000;

/** How long to wait after a delivery's `attempts`-th failure: the base delay, doubled each time. */
export function computeRetryDelay(attempts: number, baseDelayMs: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 40));
  return Math.min(baseDelayMs * 2 ** doublings, maximumRetryDelayMs);
}
