import { z } from 'zod';

import { defineWebhookEvent } from './define-webhook-event.js';
import { groupSummarySchema, usersByUidSchema, userSummarySchema } from './webhook-records.js';

const createdGroupSchema = groupSummarySchema.extend({
  scope: z.string(),
  joinedAt: z.number().int(),
  hasJoined: z.boolean(),
});

const updatedGroupSchema = groupSummarySchema.extend({
  updatedAt: z.number().int(),
  updatedBy: z.string(),
  onlineMembersCount: z.number().int(),
});

const transferredGroupSchema = groupSummarySchema.extend({ oldOwner: z.string() });

const scopedMemberSchema = userSummarySchema.extend({ scope: z.string(), oldScope: z.string() });

const membersDataSchema = z.looseObject({ group: groupSummarySchema, members: usersByUidSchema });
const membersByDataSchema = membersDataSchema.extend({ by: userSummarySchema });
const updatedDataSchema = z.looseObject({ group: updatedGroupSchema });

/** The events about groups and their members. */
export const groupEventSchemas = {
  group_created: defineWebhookEvent(
    'group_created',
    z.looseObject({ group: createdGroupSchema, members: usersByUidSchema }),
  ),
  group_updated: defineWebhookEvent('group_updated', updatedDataSchema),
  group_deleted: defineWebhookEvent('group_deleted', updatedDataSchema),
  group_member_joined: defineWebhookEvent('group_member_joined', membersDataSchema),
  group_member_left: defineWebhookEvent('group_member_left', membersDataSchema),
  group_member_added: defineWebhookEvent('group_member_added', membersByDataSchema),
  group_member_kicked: defineWebhookEvent('group_member_kicked', membersByDataSchema),
  group_member_banned: defineWebhookEvent('group_member_banned', membersByDataSchema),
  group_member_unbanned: defineWebhookEvent('group_member_unbanned', membersByDataSchema),
  group_member_scope_changed: defineWebhookEvent(
    'group_member_scope_changed',
    z.looseObject({
      group: groupSummarySchema,
      members: z.record(z.string(), scopedMemberSchema),
      by: userSummarySchema,
    }),
  ),
  group_owner_transferred: defineWebhookEvent(
    'group_owner_transferred',
    z.looseObject({ group: transferredGroupSchema }),
  ),
};
