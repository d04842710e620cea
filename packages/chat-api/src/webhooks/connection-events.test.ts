import { expect, test } from 'vitest';

import { connectionEventSchemas } from './connection-events.js';
import { parseWebhookEvent } from './parse-webhook-event.js';

const sample = {
  trigger: 'user_connection_status_changed',
  appId: '2512abc',
  region: 'us',
  webhook: 'chat-events',
  data: {
    timestamp: 1732200000123,
    user: { uid: 'cometchat-uid-1', name: 'Andrew Joseph', status: 'offline', role: 'default' },
    status: 'offline',
    currentConnection: {
      action: 'disconnected',
      appInfo: {
        version: '4.0.5',
        apiVersion: '3.0',
        origin: 'https://chat.example.org',
        uts: 1732200000000,
        clientIp: '203.0.113.7',
      },
      platform: 'javascript',
      userAgent: 'Mozilla/5.0',
      connectedAt: 1732199000,
    },
    userPresenceChanged: true,
  },
};

test('has a sample for every connection trigger', () => {
  expect(Object.keys(connectionEventSchemas)).toEqual([sample.trigger]);
});

test('parses the spec shape of user_connection_status_changed', () => {
  expect(parseWebhookEvent(sample)).toEqual({ success: true, data: sample, warnings: [] });
});

test('refuses a connection event whose userPresenceChanged is not a boolean', () => {
  const result = parseWebhookEvent({
    ...sample,
    data: { ...sample.data, userPresenceChanged: 'yes' },
  });
  expect(!result.success && result.issues[0]).toMatchObject({
    pointer: '/data/userPresenceChanged',
    code: 'invalid_type',
  });
});
