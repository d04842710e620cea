import { expect, test } from 'vitest';

import { parseWebhookEvent } from './parse-webhook-event.js';
import { userEventSchemas } from './user-events.js';

const envelope = { appId: '2512abc', region: 'in', webhook: 'chat-events' };
const by = { uid: 'cometchat-uid-1', name: 'Andrew Joseph', status: 'online', role: 'default' };
const users = {
  'cometchat-uid-3': {
    uid: 'cometchat-uid-3',
    name: 'Nancy Grace',
    status: 'offline',
    role: 'default',
  },
};

const samples = {
  user_blocked: { trigger: 'user_blocked', ...envelope, data: { users, by } },
  user_unblocked: { trigger: 'user_unblocked', ...envelope, data: { users, by } },
};

test('has a sample for every user trigger', () => {
  expect(Object.keys(samples).sort()).toEqual(Object.keys(userEventSchemas).sort());
});

test.each(Object.entries(samples))('parses the spec shape of %s', (_trigger, sample) => {
  expect(parseWebhookEvent(sample)).toEqual({ success: true, data: sample, warnings: [] });
});

test('refuses user_blocked without the blocked users', () => {
  const result = parseWebhookEvent({ ...samples.user_blocked, data: { by } });
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/users');
});
