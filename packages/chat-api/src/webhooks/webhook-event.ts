import { z } from 'zod';

import { callEventSchemas } from './call-events.js';
import { connectionEventSchemas } from './connection-events.js';
import { groupEventSchemas } from './group-events.js';
import { meetingEventSchemas } from './meeting-events.js';
import { messageEventSchemas } from './message-events.js';
import { receiptEventSchemas } from './receipt-events.js';
import { recordingEventSchemas } from './recording-events.js';
import { userEventSchemas } from './user-events.js';

/** Every trigger of the spec's trigger list, plus `user_mentioned`, whose payload the spec also shows. */
export const webhookTriggers = [
  'message_sent',
  'message_edited',
  'message_deleted',
  'message_reaction_added',
  'message_reaction_removed',
  'user_blocked',
  'user_unblocked',
  'group_created',
  'group_updated',
  'group_deleted',
  'group_member_joined',
  'group_member_left',
  'group_member_added',
  'group_member_kicked',
  'group_member_banned',
  'group_member_unbanned',
  'group_member_scope_changed',
  'group_owner_transferred',
  'user_connection_status_changed',
  'message_delivery_receipt',
  'message_read_receipt',
  'call_initiated',
  'call_started',
  'call_participant_joined',
  'call_participant_left',
  'call_ended',
  'meeting_started',
  'meeting_participant_joined',
  'meeting_participant_left',
  'meeting_ended',
  'recording_generated',
  'user_mentioned',
] as const;

/** A webhook trigger id. */
export type WebhookTrigger = (typeof webhookTriggers)[number];

/** The one registry from trigger to event schema; a trigger without a schema does not compile. */
export const webhookEventSchemas = {
  ...messageEventSchemas,
  ...userEventSchemas,
  ...groupEventSchemas,
  ...receiptEventSchemas,
  ...connectionEventSchemas,
  ...callEventSchemas,
  ...meetingEventSchemas,
  ...recordingEventSchemas,
} satisfies { [Trigger in WebhookTrigger]: z.ZodType<{ trigger: Trigger }> };

type WebhookEventSchema = (typeof webhookEventSchemas)[WebhookTrigger];

/** Any webhook event, discriminated on `trigger`. */
export const webhookEventSchema = z.discriminatedUnion(
  'trigger',
  Object.values(webhookEventSchemas) as [WebhookEventSchema, ...WebhookEventSchema[]],
);

/** Any webhook event; narrow it with `event.trigger`. */
export type WebhookEvent = z.output<typeof webhookEventSchema>;

/** The event of one trigger, such as `WebhookEventOf<'message_sent'>`. */
export type WebhookEventOf<Trigger extends WebhookTrigger> = Extract<
  WebhookEvent,
  { trigger: Trigger }
>;

/** The `data` of one trigger's event, such as `WebhookEventData<'group_created'>`. */
export type WebhookEventData<Trigger extends WebhookTrigger> = WebhookEventOf<Trigger>['data'];

/** True when a string is a trigger this package knows. */
export function isWebhookTrigger(value: unknown): value is WebhookTrigger {
  return typeof value === 'string' && Object.hasOwn(webhookEventSchemas, value);
}
