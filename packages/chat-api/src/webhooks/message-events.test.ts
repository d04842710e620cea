import { expect, test } from 'vitest';

import { messageEventSchemas } from './message-events.js';
import { parseWebhookEvent } from './parse-webhook-event.js';

const envelope = { appId: '2512abc', region: 'us', webhook: 'chat-events' };
const andrew = {
  uid: 'cometchat-uid-1',
  name: 'Andrew Joseph',
  avatar: 'https://example.org/a.png',
  status: 'online',
  role: 'default',
  lastActiveAt: 1732200000,
};
const george = { uid: 'cometchat-uid-2', name: 'George Alan', status: 'offline', role: 'default' };

const textMessage = {
  id: '101',
  conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
  sender: 'cometchat-uid-1',
  receiverType: 'user',
  receiver: 'cometchat-uid-2',
  category: 'message',
  type: 'text',
  data: {
    text: 'Hello',
    entities: {
      sender: { entity: andrew, entityType: 'user' },
      receiver: { entity: george, entityType: 'user' },
    },
  },
  sentAt: 1732200000,
  updatedAt: 1732200000,
};

function actionRecord(action: string, onEntity: object) {
  return {
    id: '102',
    conversationId: textMessage.conversationId,
    sender: 'cometchat-uid-1',
    receiverType: 'user',
    receiver: 'cometchat-uid-2',
    category: 'action',
    type: 'message',
    data: {
      action,
      entities: {
        by: { entity: andrew, entityType: 'user' },
        for: { entity: george, entityType: 'user' },
        on: { entity: onEntity, entityType: 'message' },
      },
    },
    sentAt: 1732200100,
    updatedAt: 1732200100,
  };
}

const reaction = {
  id: 'r1',
  messageId: '101',
  reaction: '👍',
  uid: 'cometchat-uid-2',
  reactedAt: 1732200200,
  reactedBy: george,
};

/** One sample per trigger of this family, built from the spec's payload tables. */
const samples = {
  message_sent: { trigger: 'message_sent', ...envelope, data: { message: textMessage } },
  message_edited: {
    trigger: 'message_edited',
    ...envelope,
    data: {
      message: actionRecord('edited', {
        ...textMessage,
        editedAt: 1732200100,
        editedBy: 'cometchat-uid-1',
      }),
    },
  },
  message_deleted: {
    trigger: 'message_deleted',
    ...envelope,
    data: {
      message: actionRecord('deleted', {
        ...textMessage,
        data: { entities: textMessage.data.entities },
        deletedAt: 1732200100,
        deletedBy: 'cometchat-uid-1',
      }),
    },
  },
  message_reaction_added: { trigger: 'message_reaction_added', ...envelope, data: { reaction } },
  message_reaction_removed: {
    trigger: 'message_reaction_removed',
    ...envelope,
    data: { reaction },
  },
  user_mentioned: {
    trigger: 'user_mentioned',
    ...envelope,
    data: {
      message: {
        ...textMessage,
        data: {
          ...textMessage.data,
          text: 'Hi <@uid:cometchat-uid-2>',
          mentions: { 'cometchat-uid-2': george },
        },
      },
    },
  },
};

test('has a sample for every message trigger', () => {
  expect(Object.keys(samples).sort()).toEqual(Object.keys(messageEventSchemas).sort());
});

test.each(Object.entries(samples))('parses the spec shape of %s', (trigger, sample) => {
  const result = parseWebhookEvent(sample);
  expect(result).toEqual({ success: true, data: sample, warnings: [] });
  expect(result.success && result.data.trigger).toBe(trigger);
});

test('refuses message_edited whose edited message has no editedAt, pointing at it', () => {
  const sample = structuredClone(samples.message_edited);
  delete (sample.data.message.data.entities.on.entity as { editedAt?: number }).editedAt;
  const result = parseWebhookEvent(sample);
  expect(result.success).toBe(false);
  expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
    '/data/message/data/entities/on/entity/editedAt',
  ]);
});

test('refuses message_deleted whose action is edited', () => {
  const sample = structuredClone(samples.message_deleted);
  sample.data.message.data.action = 'edited';
  const result = parseWebhookEvent(sample);
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/message/data/action');
});

test('keeps unknown keys of a message record', () => {
  const sample = {
    ...samples.message_sent,
    data: {
      message: {
        ...textMessage,
        muid: 'client-1',
        data: { ...textMessage.data, metadata: { x: 1 } },
      },
    },
  };
  const result = parseWebhookEvent(sample);
  expect(result.success && result.data).toEqual(sample);
});
