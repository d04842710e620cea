import { buildUserConversationId } from './conversation-id.js';
import type { SandboxUser } from './directory.js';

/** What the user routes add to a user: its tags when asked, and the conversation with the reader. */
export interface DescribeUserOptions {
  withTags: boolean;
  /** The `onBehalfOf` user, whose one-on-one conversation with each user is that user's `conversationId`. */
  readerUid: string | undefined;
}

/**
 * A user as `GET /v3/users` and `GET /v3/users/:uid` answer it: the documented fields the user has
 * (`link`, `avatar`, `metadata` only when seeded), `updatedAt` (its `createdAt` until it changes).
 */
export function describeUser(user: SandboxUser, { withTags, readerUid }: DescribeUserOptions) {
  const hasConversation = readerUid !== undefined && readerUid !== user.uid;
  return {
    uid: user.uid,
    name: user.name,
    ...(user.link === undefined ? {} : { link: user.link }),
    ...(user.avatar === undefined ? {} : { avatar: user.avatar }),
    ...(user.metadata === undefined ? {} : { metadata: user.metadata }),
    status: user.status,
    role: user.role,
    ...(withTags ? { tags: user.tags } : {}),
    ...(user.deactivatedAt === undefined ? {} : { deactivatedAt: user.deactivatedAt }),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt ?? user.createdAt,
    ...(hasConversation ? { conversationId: buildUserConversationId(readerUid, user.uid) } : {}),
  };
}

/** The users as `GET /v3/users` describes them. */
export type DescribedUser = ReturnType<typeof describeUser>;

/**
 * The documented top-level `cursor` of a users page: the latest `updatedAt` among its users, to read
 * the users before it (`prepend`); none for an empty page.
 */
export function buildUsersCursor(users: readonly DescribedUser[]) {
  if (users.length === 0) return {};
  const updatedAt = Math.max(...users.map((user) => user.updatedAt));
  return { cursor: { updatedAt, affix: 'prepend' as const } };
}
