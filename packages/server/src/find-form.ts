import type { ChatClient } from '@chatforms/chat-api';
import { isChatApiError } from '@chatforms/chat-api';
import type { ElementRegistry, FormMessage } from '@chatforms/core';

import { createChatUnavailableResponse, isChatUnavailable } from './chat-unavailable.js';
import { createErrorResponse } from './error-response.js';
import type { SubmissionRequest } from './read-submission-body.js';

/** Finds the form a submission answers, from the application's own store; undefined when unknown. */
export type FindForm = (
  request: SubmissionRequest,
) => FormMessage | undefined | Promise<FormMessage | undefined>;

/**
 * The chat client calls the server makes: reading the form sent, reading a group's membership to
 * check who may answer it, and marking it interacted.
 */
export type ServerChatClient = Pick<
  ChatClient,
  'getMessage' | 'getGroupMember' | 'markInteracted'
> &
  // Given, the handler writes each next step to its message (`PUT /messages/{id}`), so the sender
  // and the reader's other devices show that step too.
  Partial<Pick<ChatClient, 'updateMessage'>>;

const cachedFormLimit = 1000;

/**
 * Returns the lookup of a submission's form: the application's `findForm`, else the chat API's
 * `GET /messages/{id}`, whose forms are kept in memory (a form does not change once sent).
 * Concurrent first submissions of one message share one read; a chat API that is rate-limited or
 * failing gives 503 with `Retry-After`.
 */
export function createFormFinder(
  findForm: FindForm | undefined,
  chat: ServerChatClient | undefined,
  registry?: ElementRegistry,
): (request: SubmissionRequest) => Promise<FormMessage | Response> {
  const cache = new Map<string, Promise<FormMessage>>();
  return async (request) => {
    if (findForm !== undefined) {
      return (await findForm(request)) ?? notFound(request.messageId);
    }
    if (chat === undefined) throw new TypeError('give the submission handler `chat` or `findForm`');
    const messageId = request.messageId;
    if (messageId === undefined)
      return createErrorResponse(
        400,
        'ERR_UNKNOWN_MESSAGE',
        'The body names no message: send the kit envelope, or put messageId in the payload.',
      );
    let reading = cache.get(messageId);
    if (reading === undefined) {
      // Read as the renderer shows it, so the ids and values checked are the ones the reader had.
      reading = chat.getMessage(messageId, { mode: 'lenient', registry });
      if (cache.size >= cachedFormLimit) cache.delete(cache.keys().next().value!);
      cache.set(messageId, reading);
      // A failed read is not kept: the next submission reads again.
      const read = reading;
      read.catch(() => {
        if (cache.get(messageId) === read) cache.delete(messageId);
      });
    }
    try {
      return await reading;
    } catch (error) {
      if (isChatApiError(error) && error.status === 404) return notFound(messageId);
      if (isChatUnavailable(error)) return createChatUnavailableResponse(error);
      throw error;
    }
  };
}

function notFound(messageId: string | undefined): Response {
  return createErrorResponse(
    404,
    'ERR_FORM_NOT_FOUND',
    `No form was found for message ${JSON.stringify(messageId ?? null)}.`,
  );
}
