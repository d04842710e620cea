/**
 * The request and response shapes of the chat API routes that @chatforms/chat-api or the sandbox
 * cover, transcribed by hand from the OpenAPI description in the public repository cometchat/docs,
 * file chat-apis.json:
 * - POST /messages, GET /messages, GET /messages/{id}, PATCH /messages/{id}/interacted: commit
 *   73495de282a51da7555432b9c30ac445641ad46e (the first version read that documents the
 *   `interactive` category and the interacted route);
 * - GET /users and GET|POST /messages/{id}/thread, and the components messageCategorySchema,
 *   customCategorySchema, messageMetaSchema and the onBehalfOf parameter: commit
 *   0384fbab6efa0a1dd9625a27210a2a163b86c4ad;
 * - GET /groups/{guid}, GET|POST /groups/{guid}/members and DELETE /groups/{guid}/members/{uid}:
 *   the same commit 0384fbab6efa0a1dd9625a27210a2a163b86c4ad. Their error codes (ERR_GUID_NOT_FOUND
 *   for an unknown group, ERR_UID_NOT_FOUND, ERR_NOT_A_MEMBER, ERR_ALREADY_JOINED) are in the error
 *   guide articles/error-guide.mdx, commit 102307cc26650051edac5c30df25bceae73ae785, which gives no
 *   HTTP status for them;
 * - the query parameters of GET /messages, GET /users/{uid}, DELETE /messages/{id}, POST
 *   /bots/{uid}/messages and the top-level `cursor` of GET /users: the same commit
 *   0384fbab6efa0a1dd9625a27210a2a163b86c4ad, with the error codes ERR_BOT_NOT_FOUND,
 *   ERR_MESSAGE_NOT_A_SENDER and ERR_MESSAGE_ACTION_NOT_ALLOWED from the same error guide. That
 *   commit shows no `replyCount` and no `deletedAt` on any REST example; a deleted message's
 *   `deletedAt` and `deletedBy` are those of the `message_deleted` webhook event (see
 *   @chatforms/chat-api's webhooks).
 * The description lists properties without `required`; the properties every documented example of
 * a route carries are required here, so an answer missing them (as the SDK would crash on) fails.
 */
import { z } from 'zod';

const entitySchema = z.looseObject({ entity: z.looseObject({}), entityType: z.string() });

/** messageSchema: a message as every message route answers it, with `data.entities`. */
const documentedMessageSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiverType: z.string(),
  receiver: z.string(),
  category: z.string(),
  type: z.string(),
  data: z.looseObject({
    text: z.string().optional(),
    metadata: z.looseObject({}).optional(),
    entities: z.looseObject({ sender: entitySchema, receiver: entitySchema }),
  }),
  sentAt: z.number().int(),
  updatedAt: z.number().int(),
  parentId: z.string().optional(),
});

const addressFields = {
  receiver: z.string(),
  muid: z.string().optional(),
  receiverType: z.enum(['user', 'group']),
  multipleReceivers: z
    .object({ uids: z.array(z.string()).optional(), guids: z.array(z.string()).optional() })
    .optional(),
  tags: z.array(z.string()).optional(),
};

/** POST /messages request body: discriminated by `category` (message, custom, interactive). */
export const documentedSendMessageRequestSchema = z.discriminatedUnion('category', [
  z.looseObject({
    ...addressFields,
    category: z.literal('message'),
    type: z.enum(['text', 'image', 'file', 'audio', 'video']),
    data: z.looseObject({
      text: z.string().optional(),
      metadata: z.looseObject({}).optional(),
      attachments: z.array(z.looseObject({})).optional(),
    }),
  }),
  z.looseObject({
    ...addressFields,
    category: z.literal('custom'),
    type: z.string(),
    data: z.looseObject({ customData: z.looseObject({}).optional() }),
  }),
  z.looseObject({
    ...addressFields,
    category: z.literal('interactive'),
    type: z.string(),
    data: z.looseObject({ interactiveData: z.looseObject({}) }),
  }),
]);

/** POST /messages (and POST /messages/{id}/thread, GET /messages/{id}, POST /bots/{uid}/messages) 200 answer. */
export const documentedMessageAnswerSchema = z.object({ data: documentedMessageSchema });

/**
 * An `action` message (category `action`): `data.action` says what happened, and its entities who
 * did it (`by`), in which conversation (`for`) and to what (`on`), as the action examples show.
 */
const documentedActionMessageSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiverType: z.string(),
  receiver: z.string(),
  category: z.literal('action'),
  type: z.string(),
  data: z.looseObject({
    action: z.string(),
    entities: z.looseObject({ by: entitySchema, for: entitySchema, on: entitySchema }),
  }),
  sentAt: z.number().int(),
  updatedAt: z.number().int(),
});

/**
 * DELETE /messages/{id} 200 answer (header onBehalfOf optional, body `{permanent}` optional): the
 * action message whose `on` entity is the deleted message. The example's `data.action` reads
 * `edited` and its message carries `editedAt`/`editedBy`, as in the PUT example it repeats.
 */
export const documentedDeleteMessageAnswerSchema = z.object({
  data: documentedActionMessageSchema.extend({
    type: z.literal('message'),
    data: z.looseObject({
      action: z.string(),
      entities: z.looseObject({
        by: entitySchema,
        for: entitySchema,
        on: z.looseObject({
          entity: z.looseObject({ id: z.string(), conversationId: z.string(), sender: z.string() }),
          entityType: z.literal('message'),
        }),
      }),
    }),
  }),
});

/** DELETE /messages/{id} request body. */
export const documentedDeleteMessageRequestSchema = z.strictObject({
  permanent: z.boolean().optional(),
});

/** POST /bots/{uid}/messages request body: the `message` and `custom` branches of POST /messages only. */
export const documentedSendBotMessageRequestSchema = z.discriminatedUnion('category', [
  documentedSendMessageRequestSchema.options[0],
  documentedSendMessageRequestSchema.options[1],
]);

/** messageMetaSchema: the cursor `meta` of message lists. */
const documentedMessageMetaSchema = z.looseObject({
  current: z.object({ limit: z.number().int(), count: z.number().int() }),
  next: z
    .object({ affix: z.string(), sentAt: z.number().int().optional(), id: z.string() })
    .optional(),
});

/** GET /messages and GET /messages/{id}/thread 200 answer; a list may hold action messages (`category=action`). */
export const documentedMessageListAnswerSchema = z.object({
  data: z.array(z.union([documentedMessageSchema, documentedActionMessageSchema])),
  meta: documentedMessageMetaSchema,
});

const booleanQueryValueSchema = z.enum(['true', 'false']);

/**
 * GET /messages query parameters (header onBehalfOf optional), with their documented types;
 * `tags` and `categories` are `style: form, explode: false` (one comma-separated value), `types` a
 * plain array (repeated). `mentionedUids` is documented as a boolean.
 */
export const documentedListMessagesQuerySchema = z.strictObject({
  searchKey: z.string().optional(),
  hideMessagesFromBlockedUsers: booleanQueryValueSchema.optional(),
  hasAttachments: booleanQueryValueSchema.optional(),
  attachmentTypes: z.enum(['image', 'video', 'audio', 'file']).optional(),
  hasMentions: booleanQueryValueSchema.optional(),
  hasLinks: booleanQueryValueSchema.optional(),
  mentionedUids: booleanQueryValueSchema.optional(),
  hasReactions: booleanQueryValueSchema.optional(),
  receiverType: z.enum(['user', 'group']).optional(),
  affix: z.string().optional(),
  id: z.string().optional(),
  category: z.enum(['message', 'action', 'custom']).optional(),
  type: z.string().optional(),
  sender: z.string().optional(),
  mentionsWithBlockedInfo: booleanQueryValueSchema.optional(),
  mentionsWithTagInfo: booleanQueryValueSchema.optional(),
  hideDeleted: booleanQueryValueSchema.optional(),
  onlyDeleted: booleanQueryValueSchema.optional(),
  hideReplies: booleanQueryValueSchema.optional(),
  count: booleanQueryValueSchema.optional(),
  unread: booleanQueryValueSchema.optional(),
  sentAt: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  conversationId: z.string().optional(),
  withTags: booleanQueryValueSchema.optional(),
  tags: z.string().optional(),
  categories: z.string().optional(),
  types: z.array(z.string()).optional(),
  fromTimestamp: z.coerce.number().int().optional(),
  toTimestamp: z.coerce.number().int().optional(),
});

/** PATCH /messages/{id}/interacted request body (header onBehalfOf required). */
export const documentedInteractedRequestSchema = z.object({ interactions: z.array(z.string()) });

/** PATCH /messages/{id}/interacted 200 answer: deleteSchema under `data`. */
export const documentedInteractedAnswerSchema = z.object({
  data: z.object({ success: z.boolean(), message: z.string() }),
});

/** GET /users query parameters, with their documented types. */
export const documentedListUsersQuerySchema = z.strictObject({
  searchKey: z.string().optional(),
  searchIn: z.array(z.enum(['name', 'uid'])).optional(),
  status: z.enum(['available', 'offline']).optional(),
  count: z.enum(['true', 'false']).optional(),
  perPage: z.coerce.number().int().min(1).max(1000).optional(),
  page: z.coerce.number().int().min(1).optional(),
  role: z.string().optional(),
  withTags: z.enum(['true', 'false']).optional(),
  /** `style: form, explode: false`: one comma-separated value. */
  tags: z.string().optional(),
  roles: z.array(z.string()).optional(),
  onlyDeactivated: z.enum(['true', 'false']).optional(),
  withDeactivated: z.enum(['true', 'false']).optional(),
});

const documentedUserFields = {
  uid: z.string(),
  name: z.string(),
  link: z.string().optional(),
  avatar: z.string().optional(),
  metadata: z.looseObject({}).optional(),
  status: z.string().optional(),
  role: z.string().optional(),
  createdAt: z.number().int().optional(),
  updatedAt: z.number().int().optional(),
  conversationId: z.string().optional(),
};

/**
 * GET /users 200 answer. The example carries a top-level `cursor` ({updatedAt, affix}), which the
 * response schema does not list; an empty page has no user to point it at, so it stays optional.
 */
export const documentedListUsersAnswerSchema = z.looseObject({
  data: z.array(z.looseObject(documentedUserFields)),
  cursor: z.looseObject({ updatedAt: z.number().int(), affix: z.string() }).optional(),
  meta: z.looseObject({
    pagination: z.object({
      total: z.number().int(),
      count: z.number().int(),
      per_page: z.number().int(),
      current_page: z.number().int(),
      total_pages: z.number().int(),
    }),
  }),
});

/**
 * GET /users/{uid} 200 answer (header onBehalfOf optional): one user, whose example carries uid,
 * name, link, avatar, status, role and createdAt; link and avatar are optional when creating one.
 */
export const documentedUserAnswerSchema = z.object({
  data: z.looseObject({
    ...documentedUserFields,
    status: z.string(),
    role: z.string(),
    createdAt: z.number().int(),
  }),
});

/**
 * GET /groups/{guid} 200 answer (header onBehalfOf optional). The example also carries description,
 * icon, owner and tags, which a group may lack (they are optional when creating one), and the
 * fields of the onBehalfOf user's membership, which `documentedGroupForUserAnswerSchema` requires.
 */
export const documentedGroupAnswerSchema = z.object({
  data: z.looseObject({
    guid: z.string(),
    name: z.string(),
    description: z.string().optional(),
    icon: z.string().optional(),
    type: z.string(),
    scope: z.string().optional(),
    membersCount: z.number().int(),
    joinedAt: z.number().int().optional(),
    conversationId: z.string(),
    hasJoined: z.boolean().optional(),
    createdAt: z.number().int(),
    owner: z.string().optional(),
    tags: z.array(z.string()).optional(),
  }),
});

/** GET /groups/{guid} read with onBehalfOf: `hasJoined` always, `scope` and `joinedAt` for a member. */
export const documentedGroupForUserAnswerSchema = documentedGroupAnswerSchema.refine(
  ({ data }) =>
    data.hasJoined === false ||
    (data.hasJoined === true && data.scope !== undefined && data.joinedAt !== undefined),
  { message: 'hasJoined is required, and a member has a scope and a joinedAt.' },
);

/** GET /groups/{guid}/members query parameters; `scopes` is `style: form, explode: false`. */
export const documentedListGroupMembersQuerySchema = z.strictObject({
  perPage: z.coerce.number().int().min(1).max(1000).optional(),
  status: z.enum(['available', 'offline']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  scopes: z.string().optional(),
});

/** GET /groups/{guid}/members 200 answer: users with their `scope` and `joinedAt`, paginated. */
export const documentedListGroupMembersAnswerSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      uid: z.string(),
      name: z.string(),
      link: z.string().optional(),
      avatar: z.string().optional(),
      metadata: z.looseObject({}).optional(),
      status: z.string(),
      role: z.string(),
      scope: z.string(),
      joinedAt: z.number().int(),
      createdAt: z.number().int(),
      updatedAt: z.number().int().optional(),
      conversationId: z.string().optional(),
    }),
  ),
  meta: z.looseObject({
    pagination: z.object({
      total: z.number().int(),
      count: z.number().int(),
      per_page: z.number().int(),
      current_page: z.number().int(),
      total_pages: z.number().int(),
    }),
  }),
  cursor: z.looseObject({ updatedAt: z.number().int(), affix: z.string() }).optional(),
});

/** POST /groups/{guid}/members request body (header onBehalfOf optional): uids per scope, and uids to ban. */
export const documentedAddGroupMembersRequestSchema = z.strictObject({
  admins: z.array(z.string()).optional(),
  moderators: z.array(z.string()).optional(),
  participants: z.array(z.string()).optional(),
  usersToBan: z.array(z.string()).optional(),
});

/** One uid's outcome: `success`, and for an added member the `groupMember` action message under `data`. */
const documentedMemberOutcomesSchema = z.record(
  z.string(),
  z.looseObject({ success: z.boolean(), data: z.looseObject({}).optional() }),
);

/** POST /groups/{guid}/members 200 answer: per list of the request, per uid. */
export const documentedAddGroupMembersAnswerSchema = z.object({
  data: z.looseObject({
    admins: documentedMemberOutcomesSchema.optional(),
    moderators: documentedMemberOutcomesSchema.optional(),
    participants: documentedMemberOutcomesSchema.optional(),
    usersToBan: documentedMemberOutcomesSchema.optional(),
  }),
});

/** DELETE /groups/{guid}/members/{uid} 200 answer (header onBehalfOf optional). */
export const documentedKickGroupMemberAnswerSchema = z.object({
  data: z.object({ success: z.boolean(), message: z.string() }),
});
