/** True unless the bundler says production; false where `process` does not exist at all. */
function isDevelopment(): boolean {
  try {
    // Written out in full so bundlers can replace it.
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/** Logs a problem for the developer (a thrown host handler, a message warning) outside production. */
export function reportInDevelopment(problem: unknown, cause?: unknown): void {
  if (!isDevelopment()) return;
  if (cause !== undefined) console.error('[chatforms]', problem, cause);
  else if (typeof problem === 'string') console.warn(`[chatforms] ${problem}`);
  else console.error('[chatforms]', problem);
}
