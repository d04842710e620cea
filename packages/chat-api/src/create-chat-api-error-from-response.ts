import { ChatApiError } from './chat-api-error.js';
import { errorEnvelopeSchema } from './error-envelope.js';
import { readRetryAfterSeconds } from './read-retry-after.js';

/**
 * The error of an answer that is not 2xx, as the clients report it: the envelope's code, message and
 * details, else `ERR_HTTP_<status>` (`ERR_TOO_MANY_REQUESTS` for 429) with the body in `details`.
 * `body` is the answer parsed as JSON, or its text when it is not JSON.
 */
export function createChatApiErrorFromResponse(response: Response, body: unknown): ChatApiError {
  const retryAfterSeconds =
    response.status === 429 ? readRetryAfterSeconds(response.headers) : undefined;
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const { code, message, details } = envelope.data.error;
    const text = message ?? `The chat API answered ${response.status} ${code}.`;
    return new ChatApiError({
      status: response.status,
      code,
      message: text,
      details,
      retryAfterSeconds,
    });
  }
  return new ChatApiError({
    status: response.status,
    code: response.status === 429 ? 'ERR_TOO_MANY_REQUESTS' : `ERR_HTTP_${response.status}`,
    message: `The chat API answered ${response.status} ${response.statusText}`.trim() + '.',
    details: { body: typeof body === 'string' ? body.slice(0, 500) : body },
    retryAfterSeconds,
  });
}
