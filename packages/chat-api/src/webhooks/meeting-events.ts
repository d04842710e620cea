import { defineSessionWebhookEvent } from './define-webhook-event.js';
import {
  participantJoinedDataSchema,
  participantLeftDataSchema,
  sessionEndedDataSchema,
  sessionStartedDataSchema,
} from './session-payloads.js';

/** The events of a meeting's life: started, participants joining and leaving, ended. */
export const meetingEventSchemas = {
  meeting_started: defineSessionWebhookEvent('meeting_started', 'meet', sessionStartedDataSchema),
  meeting_participant_joined: defineSessionWebhookEvent(
    'meeting_participant_joined',
    'meet',
    participantJoinedDataSchema,
  ),
  meeting_participant_left: defineSessionWebhookEvent(
    'meeting_participant_left',
    'meet',
    participantLeftDataSchema,
  ),
  meeting_ended: defineSessionWebhookEvent('meeting_ended', 'meet', sessionEndedDataSchema),
};
