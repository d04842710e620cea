import { formMessageDataSchema } from '@chatforms/core';
import { z } from 'zod';

/** A form message as the sandbox keeps it: the validated body plus the fields the service adds. */
export const storedMessageSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiver: z.string(),
  receiverType: z.enum(['user', 'group']),
  category: z.literal('interactive'),
  type: z.literal('form'),
  data: formMessageDataSchema,
  tags: z.array(z.string()).optional(),
  sentAt: z.number().int(),
  updatedAt: z.number().int(),
});

/** A form message as the sandbox keeps and answers it. */
export type StoredMessage = z.output<typeof storedMessageSchema>;
