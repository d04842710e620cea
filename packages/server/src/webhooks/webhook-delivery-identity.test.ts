import type { WebhookEvent } from '@chatforms/chat-api';
import { parseWebhookEvent } from '@chatforms/chat-api';
import fc from 'fast-check';
import { expect, test } from 'vitest';

import { describeWebhookDelivery, identifyWebhookDelivery } from './webhook-delivery-identity.js';

const envelope = { appId: 'app', region: 'eu', webhook: 'sandbox' };

function parse(value: unknown): WebhookEvent {
  const result = parseWebhookEvent(value);
  if (!result.success) throw new Error(result.issues[0]?.message);
  return result.data;
}

const createMessageSent = (id: string, sentAt: number, text: string) =>
  parse({
    trigger: 'message_sent',
    ...envelope,
    data: {
      message: {
        id,
        conversationId: 'c',
        sender: 'cometchat-uid-1',
        receiverType: 'user',
        receiver: 'cometchat-uid-2',
        category: 'message',
        type: 'text',
        data: { text },
        sentAt,
      },
    },
  });

const createReadReceipt = (messageId: string, timestamp: number, status: string) =>
  parse({
    trigger: 'message_read_receipt',
    ...envelope,
    data: {
      receiver: 'cometchat-uid-1',
      receiverType: 'user',
      type: 'receipts',
      sender: 'cometchat-uid-2',
      messageSender: 'cometchat-uid-1',
      body: {
        action: 'read',
        messageId,
        timestamp,
        user: {
          uid: 'cometchat-uid-2',
          name: 'Nancy',
          status,
          hasBlockedMe: false,
          blockedByMe: false,
          deactivatedAt: 0,
        },
      },
    },
  });

/** The same value with every object's keys in reverse order, as another serialiser may send it. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reverseKeys(item)]),
  );
}

test('names a message_sent by its trigger, app, message id and times', () => {
  expect(describeWebhookDelivery(createMessageSent('7', 1, 'Hello'))).toBe(
    '["message_sent","app","7",1,null]',
  );
});

test('gives a redelivery the id of the first delivery whatever its key order', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string(), fc.nat(), fc.string(), async (id, sentAt, text) => {
      const event = createMessageSent(id, sentAt, text);
      expect(await identifyWebhookDelivery(parse(reverseKeys(event)))).toBe(
        await identifyWebhookDelivery(event),
      );
    }),
  );
});

test('ignores what does not name the event, such as the text or a user’s status', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string(), fc.string(), async (first, second) => {
      expect(await identifyWebhookDelivery(createMessageSent('7', 1, first))).toBe(
        await identifyWebhookDelivery(createMessageSent('7', 1, second)),
      );
      expect(await identifyWebhookDelivery(createReadReceipt('7', 1, first))).toBe(
        await identifyWebhookDelivery(createReadReceipt('7', 1, second)),
      );
    }),
  );
});

test('tells apart two events of one message that differ in time', async () => {
  await fc.assert(
    fc.asyncProperty(fc.nat(), fc.nat(), async (first, second) => {
      fc.pre(first !== second);
      expect(await identifyWebhookDelivery(createReadReceipt('7', first, 'online'))).not.toBe(
        await identifyWebhookDelivery(createReadReceipt('7', second, 'online')),
      );
    }),
  );
});

test('tells apart a block and an unblock of the same users', async () => {
  const data = {
    by: { uid: 'cometchat-uid-1', name: 'Ada' },
    users: { 'cometchat-uid-3': { uid: 'cometchat-uid-3', name: 'Nancy' } },
  };
  const blocked = parse({ trigger: 'user_blocked', ...envelope, data });
  const unblocked = parse({ trigger: 'user_unblocked', ...envelope, data });
  expect(await identifyWebhookDelivery(blocked)).not.toBe(await identifyWebhookDelivery(unblocked));
});

test('escapes lone surrogates, so that distinct ids never share a name', () => {
  expect(describeWebhookDelivery(createMessageSent('\ud800', 1, ''))).not.toBe(
    describeWebhookDelivery(createMessageSent('\ud801', 1, '')),
  );
});
