/**
 * How an action ended: it ran, it failed with a message (and perhaps messages for fields), or it
 * stopped before running because the form was invalid.
 */
export type ActionOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; error: string; fieldErrors?: Record<string, string> }
  | { status: 'invalid' };
