import { isChatApiError } from '@chatforms/chat-api';

import { createErrorResponse } from './error-response.js';

/** True when the chat API could not answer now: rate-limited, failing, or out of reach. */
export function isChatUnavailable(error: unknown): boolean {
  return (
    isChatApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500)
  );
}

/**
 * A 503 with `Retry-After` for a chat API that could not answer: the submission was not processed,
 * so the renderer (or the user) can send it again once the service answers.
 */
export function createChatUnavailableResponse(error: unknown): Response {
  const retryAfterSeconds = isChatApiError(error) ? (error.retryAfterSeconds ?? 1) : 1;
  return createErrorResponse(
    503,
    'ERR_CHAT_API_UNAVAILABLE',
    'The chat service could not be reached to check this submission; nothing was stored, and a retry is safe.',
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}
