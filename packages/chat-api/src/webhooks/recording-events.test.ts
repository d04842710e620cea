import { expect, test } from 'vitest';

import { parseWebhookEvent } from './parse-webhook-event.js';
import { recordingEventSchemas } from './recording-events.js';

const sample = {
  trigger: 'recording_generated',
  appId: '2512abc',
  region: 'us',
  webhook: 'chat-events',
  data: {
    recordingDate: '2024-11-21',
    duration: '312.48',
    startTime: '1732200000',
    sessionId: 'v1.us.2512abc.1732200000',
    recording_url: 'https://recordings.example.org/v1.us.2512abc.1732200000.mp4',
  },
};

test('has a sample for every recording trigger', () => {
  expect(Object.keys(recordingEventSchemas)).toEqual([sample.trigger]);
});

test('parses the spec shape of recording_generated, which has no type in its envelope', () => {
  expect(parseWebhookEvent(sample)).toEqual({ success: true, data: sample, warnings: [] });
});

test('refuses a duration that is not a decimal string', () => {
  const result = parseWebhookEvent({ ...sample, data: { ...sample.data, duration: 312.48 } });
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/duration');
});
