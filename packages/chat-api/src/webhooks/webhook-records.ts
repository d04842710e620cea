import { z } from 'zod';

/** A user summary as events (and `GET /users`) carry it; unknown keys are kept. */
export const userSummarySchema = z.looseObject({
  uid: z.string(),
  name: z.string(),
  avatar: z.string().optional(),
  status: z.string().optional(),
  role: z.string().optional(),
  lastActiveAt: z.number().int().optional(),
  conversationId: z.string().optional(),
  createdAt: z.number().int().optional(),
});

/** A map from uid to user summary, as in `members` and `users`. */
export const usersByUidSchema = z.record(z.string(), userSummarySchema);

/** A group summary as group events carry it; the event-specific fields are added per trigger. */
export const groupSummarySchema = z.looseObject({
  guid: z.string(),
  name: z.string(),
  type: z.string().optional(),
  membersCount: z.number().int().optional(),
  conversationId: z.string().optional(),
  createdAt: z.number().int().optional(),
  owner: z.string().optional(),
  updatedAt: z.number().int().optional(),
  updatedBy: z.string().optional(),
  onlineMembersCount: z.number().int().optional(),
});

/** `{entity, entityType}`: a user, message, call or group wrapped with its kind. */
export const entityWrapperSchema = z.looseObject({
  entity: z.looseObject({}),
  entityType: z.string(),
});

/** A message record as events carry it (spec "Message record"). */
export const messageRecordSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiverType: z.string(),
  receiver: z.string(),
  category: z.string(),
  type: z.string(),
  data: z.looseObject({
    text: z.string().optional(),
    entities: z
      .looseObject({
        sender: entityWrapperSchema.optional(),
        receiver: entityWrapperSchema.optional(),
      })
      .optional(),
  }),
  sentAt: z.number().int(),
  updatedAt: z.number().int().optional(),
  editedAt: z.number().int().optional(),
  editedBy: z.string().optional(),
  deliveredAt: z.number().int().optional(),
  readAt: z.number().int().optional(),
  deletedAt: z.number().int().optional(),
  deletedBy: z.string().optional(),
});

/** The `entities` of an action or call record: who acted, for whom, and on what. */
export function createActionEntitiesSchema<OnEntity extends z.ZodType>(onEntity: OnEntity) {
  return z.looseObject({
    by: entityWrapperSchema,
    for: entityWrapperSchema,
    on: z.looseObject({ entity: onEntity, entityType: z.string() }),
  });
}

/** A reaction to a message. */
export const reactionSchema = z.looseObject({
  id: z.string(),
  messageId: z.string(),
  reaction: z.string(),
  uid: z.string(),
  reactedAt: z.number().int(),
  reactedBy: userSummarySchema,
});

/** A user summary. */
export type UserSummary = z.output<typeof userSummarySchema>;
/** A group summary. */
export type GroupSummary = z.output<typeof groupSummarySchema>;
/** A message record from an event. */
export type MessageRecord = z.output<typeof messageRecordSchema>;
/** A reaction. */
export type Reaction = z.output<typeof reactionSchema>;
