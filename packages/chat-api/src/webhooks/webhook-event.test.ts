import { expect, test } from 'vitest';

import {
  isWebhookTrigger,
  webhookEventSchema,
  webhookEventSchemas,
  webhookTriggers,
} from './webhook-event.js';

/** The spec's trigger table, in its order, and the `user_mentioned` payload it shows besides. */
const specTriggers =
  `message_sent message_edited message_deleted message_reaction_added message_reaction_removed
user_blocked user_unblocked group_created group_updated group_deleted group_member_joined group_member_left
group_member_added group_member_kicked group_member_banned group_member_unbanned group_member_scope_changed
group_owner_transferred user_connection_status_changed message_delivery_receipt message_read_receipt
call_initiated call_started call_participant_joined call_participant_left call_ended meeting_started
meeting_participant_joined meeting_participant_left meeting_ended recording_generated user_mentioned`.split(
    /\s+/,
  );

test('knows exactly the spec triggers, each with a schema in the registry', () => {
  expect(webhookTriggers).toEqual(specTriggers);
  expect(Object.keys(webhookEventSchemas).sort()).toEqual([...specTriggers].sort());
});

test('recognises triggers and nothing else', () => {
  expect(isWebhookTrigger('message_sent')).toBe(true);
  expect(isWebhookTrigger('toString')).toBe(false);
  expect(isWebhookTrigger(42)).toBe(false);
});

test('offers the union schema for JSON Schema generation', () => {
  const jsonSchema = webhookEventSchema.toJSONSchema() as { oneOf?: unknown[]; anyOf?: unknown[] };
  expect((jsonSchema.oneOf ?? jsonSchema.anyOf)?.length).toBe(specTriggers.length);
});
