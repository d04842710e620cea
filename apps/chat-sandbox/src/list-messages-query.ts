import { z } from 'zod';

import { cursorQuerySchema } from './list-by-cursor.js';
import { booleanQuerySchema } from './query-parameters.js';
import { SandboxError } from './sandbox-error.js';
import type { StoredMessage } from './store/stored-message.js';

/** The array parameters of `GET /messages`, repeated or comma-separated. */
export const listMessagesArrayParameters = ['categories', 'types', 'tags'] as const;

/** The query parameters of `GET /v3/messages` the sandbox honours, with their documented types. */
export const listMessagesQuerySchema = cursorQuerySchema.extend({
  sender: z.string().optional(),
  receiver: z.string().optional(),
  receiverType: z.enum(['user', 'group']).optional(),
  conversationId: z.string().optional(),
  category: z.string().optional(),
  type: z.string().optional(),
  categories: z.array(z.string()).optional(),
  types: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
  withTags: booleanQuerySchema.optional(),
  searchKey: z.string().optional(),
  hideReplies: booleanQuerySchema.optional(),
  hideDeleted: booleanQuerySchema.optional(),
  onlyDeleted: booleanQuerySchema.optional(),
  hasAttachments: booleanQuerySchema.optional(),
  attachmentTypes: z.enum(['image', 'video', 'audio', 'file']).optional(),
  /** The sandbox keeps no block lists: no message comes from a blocked user, so none is hidden. */
  hideMessagesFromBlockedUsers: booleanQuerySchema.optional(),
  sentAt: z.coerce.number().int().optional(),
  fromTimestamp: z.coerce.number().int().optional(),
  toTimestamp: z.coerce.number().int().optional(),
});

/** A parsed `GET /v3/messages` query. */
export type ListMessagesQuery = z.output<typeof listMessagesQuerySchema>;

/**
 * Documented parameters the sandbox cannot answer as the service would, with the reason. Asked for
 * (any value but `false`), they are refused with 400 `ERR_UNSUPPORTED_QUERY`, never ignored.
 */
export const unsupportedMessageQueryParameters: Readonly<Record<string, string>> = {
  hasMentions: 'the sandbox does not read mentions',
  mentionedUids: 'the sandbox does not read mentions',
  mentionsWithBlockedInfo: 'the sandbox does not read mentions',
  mentionsWithTagInfo: 'the sandbox does not read mentions',
  hasLinks: 'the sandbox does not detect links',
  hasReactions: 'the sandbox keeps no reactions',
  unread: 'the sandbox keeps no read receipts, so no message is known to be unread',
  count: 'the sandbox keeps no read receipts, so it has no unread count to include',
};

/** Answers 400 `ERR_UNSUPPORTED_QUERY` when the query asks for what the sandbox cannot honour. */
export function rejectUnsupportedMessageQuery(query: Record<string, string>): void {
  const asked = Object.keys(unsupportedMessageQueryParameters).filter((name) => {
    const value = query[name];
    return value !== undefined && value !== 'false' && value !== '0';
  });
  if (asked.length === 0) return;
  const reasons = asked.map((name) => `${name} (${unsupportedMessageQueryParameters[name]})`);
  throw new SandboxError(
    400,
    'ERR_UNSUPPORTED_QUERY',
    `The sandbox cannot honour ${reasons.join(', ')}; leave ${asked.length === 1 ? 'it' : 'them'} out.`,
    { details: { parameters: asked } },
  );
}

type MessageFilter = (message: StoredMessage, query: ListMessagesQuery) => boolean;

const equalityKeys = [
  'sender',
  'receiver',
  'receiverType',
  'conversationId',
  'category',
  'type',
] as const;

/** One predicate per parameter; an absent parameter (or a `false` flag) keeps every message. */
const messageFilters: readonly MessageFilter[] = [
  (message, query) =>
    equalityKeys.every((key) => query[key] === undefined || message[key] === query[key]),
  (message, { categories }) => categories === undefined || categories.includes(message.category),
  (message, { types }) => types === undefined || types.includes(message.type),
  (message, { tags }) =>
    tags === undefined || (message.tags ?? []).some((tag) => tags.includes(tag)),
  (message, { searchKey }) => searchKey === undefined || includesText(message, searchKey),
  (message, { hideReplies }) => hideReplies !== true || message.parentId === undefined,
  (message, { hideDeleted }) => hideDeleted !== true || message.deletedAt === undefined,
  (message, { onlyDeleted }) => onlyDeleted !== true || message.deletedAt !== undefined,
  (message, { hasAttachments }) => hasAttachments !== true || hasAnAttachment(message),
  (message, { attachmentTypes }) =>
    attachmentTypes === undefined ||
    (message.category === 'message' && message.type === attachmentTypes),
  // The next cursor carries the last message's sentAt and id: its second's later messages stay reachable.
  (message, { sentAt }) => sentAt === undefined || message.sentAt >= sentAt,
  (message, { fromTimestamp }) => fromTimestamp === undefined || message.sentAt >= fromTimestamp,
  // As documented, toTimestamp is ignored when fromTimestamp is missing.
  (message, { fromTimestamp, toTimestamp }) =>
    fromTimestamp === undefined || toTimestamp === undefined || message.sentAt <= toTimestamp,
];

/** Whether a message passes every filter of a `GET /v3/messages` query. */
export function matchesMessageQuery(message: StoredMessage, query: ListMessagesQuery): boolean {
  return messageFilters.every((matches) => matches(message, query));
}

/** The documented search looks for the key inside the text, case-insensitively. */
function includesText(message: StoredMessage, searchKey: string): boolean {
  const text = message.data.text;
  return typeof text === 'string' && text.toLowerCase().includes(searchKey.toLowerCase());
}

function hasAnAttachment(message: StoredMessage): boolean {
  const attachments = message.data.attachments;
  return Array.isArray(attachments) && attachments.length > 0;
}
