import { fromZodIssues } from '@chatforms/core';
import { z } from 'zod';

import { ChatApiError } from './chat-api-error.js';

const addressFields = {
  receiver: z.string().min(1),
  receiverType: z.enum(['user', 'group']),
  muid: z.string().optional(),
  multipleReceivers: z
    .looseObject({ uids: z.array(z.string()).optional(), guids: z.array(z.string()).optional() })
    .optional(),
  tags: z.array(z.string()).optional(),
};

/** A message of category `message` (text or media) as `POST /messages` documents it; unknown keys are kept. */
export const textOrMediaMessageSchema = z.looseObject({
  ...addressFields,
  category: z.literal('message'),
  type: z.enum(['text', 'image', 'file', 'audio', 'video']),
  data: z.looseObject({
    text: z.string().optional(),
    metadata: z.looseObject({}).optional(),
    attachments: z.array(z.looseObject({})).optional(),
  }),
});

/** A message of category `custom` as `POST /messages` documents it: any type, any `customData`. */
export const customMessageSchema = z.looseObject({
  ...addressFields,
  category: z.literal('custom'),
  type: z.string().min(1),
  data: z.looseObject({ customData: z.looseObject({}).optional() }),
});

/** A text, media or custom message to send, told apart by `category`. */
export const chatMessageToSendSchema = z.discriminatedUnion('category', [
  textOrMediaMessageSchema,
  customMessageSchema,
]);

/** A text, media or custom message to send (forms go through core's `FormMessageInput`). */
export type ChatMessageToSend = z.input<typeof chatMessageToSendSchema>;

/** Validates a text, media or custom message, throwing `ERR_INVALID_MESSAGE_DATA` (status 0) otherwise. */
export function validateChatMessageToSend(message: unknown): ChatMessageToSend {
  const result = chatMessageToSendSchema.safeParse(message);
  if (result.success) return message as ChatMessageToSend;
  const issues = fromZodIssues(result.error.issues);
  const first = issues[0];
  throw new ChatApiError({
    status: 0,
    code: 'ERR_INVALID_MESSAGE_DATA',
    message: `The message was not sent: ${issues.length} issue(s)${first ? `, first at ${first.pointer || '/'}: ${first.message}` : ''}.`,
    details: { issues },
  });
}
