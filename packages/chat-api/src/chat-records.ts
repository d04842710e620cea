import type { FormMessage } from '@chatforms/core';
import { z } from 'zod';

import { userSummarySchema } from './webhooks/webhook-records.js';

/** The fields the service adds to a message it stores: id, conversation, sender and times. */
export const sentMessageFieldsSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiver: z.string(),
  receiverType: z.enum(['user', 'group']),
  sentAt: z.number().int(),
  updatedAt: z.number().int().optional(),
});

/** A form message as the service answers it: core's message plus the fields the service adds. */
export type SentMessage = FormMessage & z.output<typeof sentMessageFieldsSchema>;

/** A user as `GET /users` answers it. */
export const chatUserSchema = userSummarySchema;

/** A user as `GET /users` answers it. */
export type ChatUser = z.output<typeof chatUserSchema>;

/** The pagination `meta` of list answers, renamed to camelCase. */
export const paginationSchema = z
  .object({
    total: z.number().int(),
    count: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
  })
  .transform((pagination) => ({
    total: pagination.total,
    count: pagination.count,
    perPage: pagination.per_page,
    currentPage: pagination.current_page,
    totalPages: pagination.total_pages,
  }));

/** Where a page sits in a list: totals and position. */
export type Pagination = z.output<typeof paginationSchema>;

/** The answer of `GET /users`. */
export const listUsersResponseSchema = z.object({
  data: z.array(chatUserSchema),
  meta: z.looseObject({ pagination: paginationSchema }),
});

/** A text, media or custom message as the service answers it: what was sent plus the fields it adds. */
export const sentChatMessageSchema = sentMessageFieldsSchema.extend({
  category: z.string(),
  type: z.string(),
  data: z.looseObject({}),
});

/** A text, media or custom message as the service answers it. */
export type SentChatMessage = z.output<typeof sentChatMessageSchema>;

/** The documented answer of `PATCH /messages/{id}/interacted`: `{"data": {"success", "message"}}`. */
export const interactedAnswerSchema = z.object({
  data: z.looseObject({ success: z.boolean(), message: z.string() }),
});

/** What marking a message as interacted answers: whether it worked and the service's sentence. */
export type InteractedAnswer = z.output<typeof interactedAnswerSchema>['data'];

/** A member of a group: their uid, their scope in it (`admin`, `moderator` or `participant`) and when they joined. */
export const groupMemberSchema = z.object({
  uid: z.string(),
  scope: z.string(),
  joinedAt: z.number().int().optional(),
});

/** A member of a group as `getGroupMember` answers it. */
export type GroupMember = z.output<typeof groupMemberSchema>;

/**
 * The answer of `GET /groups/{guid}` read with `onBehalfOf`: the group as that user sees it, which
 * says whether they joined and with which scope; the other fields of the group are kept unread.
 */
export const groupSeenByUserAnswerSchema = z.object({
  data: z.looseObject({
    guid: z.string(),
    hasJoined: z.boolean().optional(),
    scope: z.string().optional(),
    joinedAt: z.number().int().optional(),
  }),
});
