/** A mistake in how `chatforms` was called; reported with a hint and exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
