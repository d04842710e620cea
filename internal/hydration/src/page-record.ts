/** What a hydration page records for the test to read: set up by the server's inline script. */
export interface PageRecord {
  /** The inputs of the server's markup, taken before any script of the page ran. */
  serverInputs: HTMLInputElement[];
  /** What React passed to `onRecoverableError`: a hydration mismatch lands here. */
  recoverableErrors: string[];
  /** The values each submission sent. */
  submissions: unknown[];
  /** Set once the page's script called `hydrateRoot`. */
  hydrationStarted: boolean;
}

/** The page's record, on `globalThis.pageRecord`. */
export function readPageRecord(): PageRecord {
  return (globalThis as unknown as { pageRecord: PageRecord }).pageRecord;
}
