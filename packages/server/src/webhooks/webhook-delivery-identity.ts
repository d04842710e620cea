import type {
  UserSummary,
  WebhookEvent,
  WebhookEventOf,
  WebhookTrigger,
} from '@chatforms/chat-api';

import { hashText } from '../canonical-json.js';

type IdentityPart = string | number | boolean | undefined | (string | number | undefined)[];

/** The uid of every user of a map, with when each was last active, in a stable order. */
function describeUsers(users: Record<string, UserSummary>): string[] {
  return Object.keys(users)
    .sort()
    .map((uid) => `${uid}@${users[uid]?.lastActiveAt ?? ''}`);
}

type ReceiptTrigger = 'message_delivery_receipt' | 'message_read_receipt';
const describeReceipt = ({ data }: WebhookEventOf<ReceiptTrigger>) => [
  data.body.messageId,
  data.sender,
  data.receiver,
  data.body.timestamp,
];

type ReactionTrigger = 'message_reaction_added' | 'message_reaction_removed';
const describeReaction = ({ data: { reaction } }: WebhookEventOf<ReactionTrigger>) => [
  reaction.id,
  reaction.messageId,
  reaction.uid,
  reaction.reaction,
  reaction.reactedAt,
];

type BlockTrigger = 'user_blocked' | 'user_unblocked';
const describeBlock = ({ data }: WebhookEventOf<BlockTrigger>) => [
  data.by.uid,
  data.by.lastActiveAt,
  describeUsers(data.users),
];

type MembersTrigger = 'group_member_joined' | 'group_member_left';
const describeMembers = ({ data }: WebhookEventOf<MembersTrigger>) => [
  data.group.guid,
  data.group.updatedAt,
  describeUsers(data.members),
];

type MembersByTrigger =
  'group_member_added' | 'group_member_kicked' | 'group_member_banned' | 'group_member_unbanned';
const describeMembersBy = ({ data }: WebhookEventOf<MembersByTrigger>) => [
  data.group.guid,
  data.group.updatedAt,
  data.by.uid,
  data.by.lastActiveAt,
  describeUsers(data.members),
];

type GroupChangeTrigger = 'group_updated' | 'group_deleted';
const describeGroupChange = ({ data: { group } }: WebhookEventOf<GroupChangeTrigger>) => [
  group.guid,
  group.updatedAt,
  group.updatedBy,
];

type SessionTrigger = 'call_started' | 'meeting_started';
const describeSessionStart = ({ data }: WebhookEventOf<SessionTrigger>) => [
  data.sessionId,
  data.created_at,
];

type JoinedTrigger = 'call_participant_joined' | 'meeting_participant_joined';
const describeJoined = ({ data }: WebhookEventOf<JoinedTrigger>) => [
  data.sessionId,
  data.occupant.name,
  data.occupant.joined_at,
];

type LeftTrigger = 'call_participant_left' | 'meeting_participant_left';
const describeLeft = ({ data }: WebhookEventOf<LeftTrigger>) => [
  data.sessionId,
  data.occupant.name,
  data.occupant.joined_at,
  data.occupant.left_at,
];

type EndedTrigger = 'call_ended' | 'meeting_ended';
const describeEnded = ({ data }: WebhookEventOf<EndedTrigger>) => [
  data.sessionId,
  data.created_at,
  data.destroyed_at,
];

/**
 * What names one event of each trigger: its ids and the times it carries. Only fields the schema
 * types are read, so a deep or odd value elsewhere in the event never reaches the identity.
 */
const identityParts = {
  message_sent: ({ data: { message } }) => [message.id, message.sentAt, message.updatedAt],
  user_mentioned: ({ data: { message } }) => [message.id, message.sentAt, message.updatedAt],
  message_edited: ({ data: { message } }) => [
    message.id,
    message.sentAt,
    message.data.entities.on.entity.id,
    message.data.entities.on.entity.editedAt,
  ],
  message_deleted: ({ data: { message } }) => [
    message.id,
    message.sentAt,
    message.data.entities.on.entity.id,
    message.data.entities.on.entity.deletedAt,
  ],
  message_reaction_added: describeReaction,
  message_reaction_removed: describeReaction,
  user_blocked: describeBlock,
  user_unblocked: describeBlock,
  group_created: ({ data: { group } }) => [group.guid, group.createdAt, group.joinedAt],
  group_updated: describeGroupChange,
  group_deleted: describeGroupChange,
  group_member_joined: describeMembers,
  group_member_left: describeMembers,
  group_member_added: describeMembersBy,
  group_member_kicked: describeMembersBy,
  group_member_banned: describeMembersBy,
  group_member_unbanned: describeMembersBy,
  group_member_scope_changed: ({ data }) => [
    data.group.guid,
    data.group.updatedAt,
    data.by.uid,
    Object.keys(data.members)
      .sort()
      .map((uid) => `${uid}:${data.members[uid]?.oldScope}>${data.members[uid]?.scope}`),
  ],
  group_owner_transferred: ({ data: { group } }) => [
    group.guid,
    group.oldOwner,
    group.owner,
    group.updatedAt,
  ],
  user_connection_status_changed: ({ data }) => [
    data.user.uid,
    data.status,
    data.timestamp,
    data.currentConnection.connectedAt,
  ],
  message_delivery_receipt: describeReceipt,
  message_read_receipt: describeReceipt,
  call_initiated: ({ data: { call } }) => [
    call.id,
    call.sentAt,
    call.data.entities.on.entity.sessionid,
  ],
  call_started: describeSessionStart,
  call_participant_joined: describeJoined,
  call_participant_left: describeLeft,
  call_ended: describeEnded,
  meeting_started: describeSessionStart,
  meeting_participant_joined: describeJoined,
  meeting_participant_left: describeLeft,
  meeting_ended: describeEnded,
  recording_generated: ({ data }) => [data.sessionId, data.startTime, data.recording_url],
} satisfies {
  [Trigger in WebhookTrigger]: (event: WebhookEventOf<Trigger>) => IdentityPart[];
};

/** The text that names a delivery's event: its trigger, app, and the ids and times of its trigger. */
export function describeWebhookDelivery(event: WebhookEvent): string {
  const describe = identityParts[event.trigger] as (event: WebhookEvent) => IdentityPart[];
  return JSON.stringify([event.trigger, event.appId, ...describe(event)]);
}

/** The id of a delivery: the SHA-256 of what names its event, so a redelivery gets the same id. */
export async function identifyWebhookDelivery(event: WebhookEvent): Promise<string> {
  return hashText(describeWebhookDelivery(event));
}
