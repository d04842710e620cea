import { z } from 'zod';

/**
 * A message as the sandbox keeps it: the request body exactly as sent plus the fields the service
 * adds (id, conversation, sender, times, `parentId` for a thread reply, and who deleted it when).
 */
export const storedMessageSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiver: z.string(),
  receiverType: z.enum(['user', 'group']),
  category: z.string(),
  type: z.string(),
  data: z.looseObject({}),
  tags: z.array(z.string()).optional(),
  parentId: z.string().optional(),
  sentAt: z.number().int(),
  updatedAt: z.number().int(),
  deletedAt: z.number().int().optional(),
  deletedBy: z.string().optional(),
});

/** A message as the sandbox keeps it. */
export type StoredMessage = z.output<typeof storedMessageSchema>;
