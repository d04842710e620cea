import { z } from 'zod';

import { defineWebhookEvent } from './define-webhook-event.js';
import {
  createActionEntitiesSchema,
  messageRecordSchema,
  reactionSchema,
  usersByUidSchema,
} from './webhook-records.js';

/** An action record (category `action`) whose `on` entity is the message acted upon. */
function createMessageActionSchema<Action extends string, OnEntity extends z.ZodType>(
  action: Action,
  onEntity: OnEntity,
) {
  return messageRecordSchema.extend({
    data: z.looseObject({
      action: z.literal(action),
      entities: createActionEntitiesSchema(onEntity),
    }),
  });
}

const editedMessageSchema = messageRecordSchema.extend({
  editedAt: z.number().int(),
  editedBy: z.string(),
});

const deletedMessageSchema = messageRecordSchema.extend({
  deletedAt: z.number().int(),
  deletedBy: z.string(),
});

const mentionMessageSchema = messageRecordSchema.extend({
  data: messageRecordSchema.shape.data.extend({ mentions: usersByUidSchema }),
});

const reactionDataSchema = z.looseObject({ reaction: reactionSchema });

/** The events about messages: sent, edited, deleted, reactions, and `user_mentioned`. */
export const messageEventSchemas = {
  message_sent: defineWebhookEvent('message_sent', z.looseObject({ message: messageRecordSchema })),
  message_edited: defineWebhookEvent(
    'message_edited',
    z.looseObject({ message: createMessageActionSchema('edited', editedMessageSchema) }),
  ),
  message_deleted: defineWebhookEvent(
    'message_deleted',
    z.looseObject({ message: createMessageActionSchema('deleted', deletedMessageSchema) }),
  ),
  message_reaction_added: defineWebhookEvent('message_reaction_added', reactionDataSchema),
  message_reaction_removed: defineWebhookEvent('message_reaction_removed', reactionDataSchema),
  user_mentioned: defineWebhookEvent(
    'user_mentioned',
    z.looseObject({ message: mentionMessageSchema }),
  ),
};
