import { expect, test } from 'vitest';

import { parseWebhookEvent } from './parse-webhook-event.js';
import { receiptEventSchemas } from './receipt-events.js';

const envelope = { appId: '2512abc', region: 'us', webhook: 'chat-events' };

function receipt(action: 'delivered' | 'read') {
  return {
    receiver: 'cometchat-uid-1',
    receiverType: 'user',
    type: 'receipts',
    sender: 'cometchat-uid-2',
    messageSender: 'cometchat-uid-1',
    body: {
      action,
      messageId: '101',
      user: {
        uid: 'cometchat-uid-2',
        name: 'George Alan',
        status: 'online',
        role: 'default',
        lastActiveAt: 1732200000,
        hasBlockedMe: false,
        blockedByMe: false,
        deactivatedAt: 0,
      },
      timestamp: 1732200300,
    },
  };
}

const samples = {
  message_delivery_receipt: {
    trigger: 'message_delivery_receipt',
    ...envelope,
    data: receipt('delivered'),
  },
  message_read_receipt: { trigger: 'message_read_receipt', ...envelope, data: receipt('read') },
};

test('has a sample for every receipt trigger', () => {
  expect(Object.keys(samples).sort()).toEqual(Object.keys(receiptEventSchemas).sort());
});

test.each(Object.entries(samples))('parses the spec shape of %s', (_trigger, sample) => {
  expect(parseWebhookEvent(sample)).toEqual({ success: true, data: sample, warnings: [] });
});

test('refuses a read receipt whose body says delivered', () => {
  const result = parseWebhookEvent({ ...samples.message_read_receipt, data: receipt('delivered') });
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/body/action');
});

test('refuses a receipt user without the block fields', () => {
  const data = receipt('read');
  const { hasBlockedMe: _hasBlockedMe, ...user } = data.body.user;
  const result = parseWebhookEvent({
    ...samples.message_read_receipt,
    data: { ...data, body: { ...data.body, user } },
  });
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/body/user/hasBlockedMe');
});
