import { z } from 'zod';

import { defineWebhookEvent } from './define-webhook-event.js';
import { userSummarySchema } from './webhook-records.js';

const receiptUserSchema = userSummarySchema.extend({
  hasBlockedMe: z.boolean(),
  blockedByMe: z.boolean(),
  deactivatedAt: z.number().int(),
});

function createReceiptDataSchema<Action extends 'delivered' | 'read'>(action: Action) {
  return z.looseObject({
    receiver: z.string(),
    receiverType: z.string(),
    type: z.literal('receipts'),
    sender: z.string(),
    messageSender: z.string(),
    body: z.looseObject({
      action: z.literal(action),
      messageId: z.string(),
      user: receiptUserSchema,
      timestamp: z.number().int(),
    }),
  });
}

/** The events confirming that a message was delivered or read. */
export const receiptEventSchemas = {
  message_delivery_receipt: defineWebhookEvent(
    'message_delivery_receipt',
    createReceiptDataSchema('delivered'),
  ),
  message_read_receipt: defineWebhookEvent('message_read_receipt', createReceiptDataSchema('read')),
};
