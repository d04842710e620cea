/**
 * How an action ended: it ran (perhaps with the server's next step, a form message already read
 * and checked), it failed with a message (and perhaps messages for fields), or it stopped before
 * running because the form was invalid.
 */
export type ActionOutcome =
  | { status: 'succeeded'; next?: unknown }
  | { status: 'failed'; error: string; fieldErrors?: Record<string, string> }
  | { status: 'invalid' };
