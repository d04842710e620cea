import { expect, test } from 'vitest';

import { callEventSchemas } from './call-events.js';
import { meetingEventSchemas } from './meeting-events.js';
import { parseWebhookEvent } from './parse-webhook-event.js';

const envelope = { appId: '2512abc', region: 'us', webhook: 'chat-events' };
const andrew = { entity: { uid: 'cometchat-uid-1', name: 'Andrew Joseph' }, entityType: 'user' };
const george = { entity: { uid: 'cometchat-uid-2', name: 'George Alan' }, entityType: 'user' };
const initialConfig = {
  is_video_muted: 'false',
  start_recording_on_call_start: 'false',
  call_version: 'v2',
  is_audio_muted: 'false',
  sdk: 'javascript',
  mode: 'DEFAULT',
  platform: 'web',
  is_audio_only: 'true',
};
const occupant = { joined_at: 1732200010, audio_call: 'true', name: 'Andrew Joseph' };
const leftOccupant = { ...occupant, left_at: 1732200300 };

const callInitiated = {
  id: '201',
  conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
  sender: 'cometchat-uid-1',
  receiverType: 'user',
  receiver: 'cometchat-uid-2',
  category: 'call',
  type: 'audio',
  data: {
    action: 'initiated',
    entities: {
      by: andrew,
      for: george,
      on: {
        entity: {
          sessionid: 'v1.us.2512abc.1732200000',
          conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
          sender: 'cometchat-uid-1',
          receiverType: 'user',
          receiver: 'cometchat-uid-2',
          status: 'initiated',
          type: 'audio',
          data: { entities: { sender: andrew, receiver: george } },
          initiatedAt: 1732200000,
          joinedAt: 1732200000,
        },
        entityType: 'call',
      },
    },
    resource: 'REST-API',
  },
  sentAt: 1732200000,
  updatedAt: 1732200000,
};

function sessionSamples(
  prefix: 'call' | 'meeting',
  type: 'call' | 'meet',
): Record<string, Record<string, unknown>> {
  const sessionId = 'v1.us.2512abc.1732200000';
  return {
    [`${prefix}_started`]: {
      trigger: `${prefix}_started`,
      type,
      ...envelope,
      data: { created_at: 1732200000, sessionId },
    },
    [`${prefix}_participant_joined`]: {
      trigger: `${prefix}_participant_joined`,
      type,
      ...envelope,
      data: { occupant, initial_config: initialConfig, sessionId },
    },
    [`${prefix}_participant_left`]: {
      trigger: `${prefix}_participant_left`,
      type,
      ...envelope,
      data: { occupant: leftOccupant, sessionId },
    },
    [`${prefix}_ended`]: {
      trigger: `${prefix}_ended`,
      type,
      ...envelope,
      data: {
        all_occupants: [leftOccupant],
        destroyed_at: 1732200400,
        created_at: 1732200000,
        sessionId,
      },
    },
  };
}

const callSamples: Record<string, Record<string, unknown>> = {
  call_initiated: {
    trigger: 'call_initiated',
    type: 'call',
    ...envelope,
    data: { call: callInitiated },
  },
  ...sessionSamples('call', 'call'),
};
const meetingSamples = sessionSamples('meeting', 'meet');

test('has a sample for every call and meeting trigger', () => {
  expect(Object.keys(callSamples).sort()).toEqual(Object.keys(callEventSchemas).sort());
  expect(Object.keys(meetingSamples).sort()).toEqual(Object.keys(meetingEventSchemas).sort());
});

test.each(Object.entries({ ...callSamples, ...meetingSamples }))(
  'parses the spec shape of %s',
  (_trigger, sample) => {
    expect(parseWebhookEvent(sample)).toEqual({ success: true, data: sample, warnings: [] });
  },
);

test('warns, without failing, when a call event has no type in its envelope', () => {
  const { type: _type, ...sample } = callSamples['call_started'] ?? {};
  const result = parseWebhookEvent(sample);
  expect(result.success && result.warnings).toEqual([
    {
      path: ['type'],
      pointer: '/type',
      code: 'missing_event_type',
      message: expect.stringContaining('"call"'),
    },
  ]);
});

test('refuses a meeting event that says it is a call', () => {
  const result = parseWebhookEvent({ ...meetingSamples['meeting_started'], type: 'call' });
  expect(!result.success && result.issues[0]?.pointer).toBe('/type');
});

test('refuses a participant whose audio_call is a real boolean instead of the string the spec sends', () => {
  const sample = (callSamples['call_participant_joined'] ?? {}) as { data: object };
  const result = parseWebhookEvent({
    ...sample,
    data: { ...sample.data, occupant: { ...occupant, audio_call: true } },
  });
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/occupant/audio_call');
});
