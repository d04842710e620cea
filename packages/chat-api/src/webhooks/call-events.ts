import { z } from 'zod';

import { defineSessionWebhookEvent } from './define-webhook-event.js';
import {
  participantJoinedDataSchema,
  participantLeftDataSchema,
  sessionEndedDataSchema,
  sessionStartedDataSchema,
} from './session-payloads.js';
import { createActionEntitiesSchema, entityWrapperSchema } from './webhook-records.js';

/** The call a `call_initiated` record is about (its `entities.on.entity`). */
const callSessionSchema = z.looseObject({
  sessionid: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiverType: z.string(),
  receiver: z.string(),
  status: z.string(),
  type: z.string(),
  data: z.looseObject({
    entities: z.looseObject({ sender: entityWrapperSchema, receiver: entityWrapperSchema }),
  }),
  initiatedAt: z.number().int(),
  joinedAt: z.number().int().optional(),
});

const callRecordSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiverType: z.string(),
  receiver: z.string(),
  category: z.literal('call'),
  type: z.string(),
  data: z.looseObject({
    action: z.literal('initiated'),
    entities: createActionEntitiesSchema(callSessionSchema),
    resource: z.string(),
  }),
  sentAt: z.number().int(),
  updatedAt: z.number().int().optional(),
});

/** The events of a call's life: initiated, started, participants joining and leaving, ended. */
export const callEventSchemas = {
  call_initiated: defineSessionWebhookEvent(
    'call_initiated',
    'call',
    z.looseObject({ call: callRecordSchema }),
  ),
  call_started: defineSessionWebhookEvent('call_started', 'call', sessionStartedDataSchema),
  call_participant_joined: defineSessionWebhookEvent(
    'call_participant_joined',
    'call',
    participantJoinedDataSchema,
  ),
  call_participant_left: defineSessionWebhookEvent(
    'call_participant_left',
    'call',
    participantLeftDataSchema,
  ),
  call_ended: defineSessionWebhookEvent('call_ended', 'call', sessionEndedDataSchema),
};
