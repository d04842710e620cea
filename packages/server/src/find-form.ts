import type { ChatClient } from '@chatforms/chat-api';
import { isChatApiError } from '@chatforms/chat-api';
import type { FormMessage } from '@chatforms/core';

import { createErrorResponse } from './error-response.js';
import type { SubmissionRequest } from './read-submission-body.js';

/** Finds the form a submission answers, from the application's own store; undefined when unknown. */
export type FindForm = (
  request: SubmissionRequest,
) => FormMessage | undefined | Promise<FormMessage | undefined>;

/** The chat client calls the server makes: reading the form sent and marking it interacted. */
export type ServerChatClient = Pick<ChatClient, 'getMessage' | 'markInteracted'>;

const cachedFormLimit = 1000;

/**
 * Returns the lookup of a submission's form: the application's `findForm`, else the chat API's
 * `GET /messages/{id}`, whose forms are kept in memory (a form does not change once sent).
 */
export function createFormFinder(
  findForm: FindForm | undefined,
  chat: ServerChatClient | undefined,
): (request: SubmissionRequest) => Promise<FormMessage | Response> {
  const cache = new Map<string, FormMessage>();
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
    const cached = cache.get(messageId);
    if (cached !== undefined) return cached;
    try {
      const message = await chat.getMessage(messageId);
      if (cache.size >= cachedFormLimit) cache.delete(cache.keys().next().value!);
      cache.set(messageId, message);
      return message;
    } catch (error) {
      if (isChatApiError(error) && error.status === 404) return notFound(messageId);
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
