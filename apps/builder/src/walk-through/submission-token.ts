/**
 * Asks the builder's server to sign a submission token for the receiver of a sandbox message, or
 * for `uid`, the member of the group a group's message went to.
 */
export async function requestSubmissionToken(messageId: string, uid?: string): Promise<string> {
  const response = await fetch('/api/submission-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(uid === undefined ? { messageId } : { messageId, uid }),
  });
  const body = (await response.json().catch(() => undefined)) as
    { token?: unknown; error?: { message?: unknown } } | undefined;
  if (response.ok && typeof body?.token === 'string') return body.token;
  const reason = body?.error?.message;
  throw new Error(typeof reason === 'string' ? reason : `the builder answered ${response.status}`);
}

/**
 * A fetch that sends the submitter's token as a bearer token, as a host passes it through the
 * renderer's `fetch` option to a @chatforms/server submission handler.
 */
export function withSubmissionToken(
  send: typeof fetch,
  readToken: () => Promise<string>,
): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${await readToken()}`);
    return send(input, { ...init, headers });
  };
}
