import type { ParseOptions } from '@chatforms/core';
import { parseFormMessage } from '@chatforms/core';
import { z } from 'zod';

import { ChatApiError } from './chat-api-error.js';
import type { SentChatMessage, SentMessage } from './chat-records.js';
import { sentChatMessageSchema, sentMessageFieldsSchema } from './chat-records.js';
import type { HttpAnswer } from './http-transport.js';
import { parseResponse } from './parse-response.js';

const dataEnvelopeSchema = z.object({ data: z.unknown() });

/**
 * Reads `{data: message}` from an answer into a `SentMessage`, checking both the form and the added
 * fields; `lenient` reads the form as a renderer does (core's lenient mode), with the element types
 * of `registry`.
 */
export function readSentMessage(answer: HttpAnswer, options: ParseOptions = {}): SentMessage {
  const { data } = parseResponse(dataEnvelopeSchema, answer);
  const fields = parseResponse(sentMessageFieldsSchema, { status: answer.status, body: data });
  const message = parseFormMessage(data, options);
  if (!message.success) {
    throw new ChatApiError({
      status: answer.status,
      code: 'ERR_UNEXPECTED_RESPONSE',
      message: 'The API answered with a message that is not a valid form message.',
      details: { issues: message.issues, body: answer.body },
    });
  }
  // The service's added fields first: the form as read (defaults, lenient renames) is what counts.
  return { ...fields, ...message.data };
}

const sentChatMessageAnswerSchema = z.object({ data: sentChatMessageSchema });

/** Reads `{data: message}` from the answer to sending a text, media or custom message. */
export function readSentChatMessage(answer: HttpAnswer): SentChatMessage {
  return parseResponse(sentChatMessageAnswerSchema, answer).data;
}
