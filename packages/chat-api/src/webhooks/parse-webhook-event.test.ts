import fc from 'fast-check';
import { expect, test } from 'vitest';

import { parseWebhookEvent } from './parse-webhook-event.js';

const sample = {
  trigger: 'message_reaction_added',
  appId: '2512abc',
  region: 'us',
  webhook: 'chat-events',
  data: {
    reaction: {
      id: 'r1',
      messageId: '101',
      reaction: '🎉',
      uid: 'cometchat-uid-2',
      reactedAt: 1732200200,
      reactedBy: { uid: 'cometchat-uid-2', name: 'George Alan' },
    },
  },
};

test('parses an event given as JSON text or as UTF-8 bytes', () => {
  const text = JSON.stringify(sample);
  expect(parseWebhookEvent(text)).toEqual({ success: true, data: sample, warnings: [] });
  expect(parseWebhookEvent(new TextEncoder().encode(text))).toEqual({
    success: true,
    data: sample,
    warnings: [],
  });
});

test('reports invalid JSON at the root', () => {
  const result = parseWebhookEvent('{"trigger": ');
  expect(!result.success && result.issues[0]).toMatchObject({
    path: [],
    pointer: '',
    code: 'invalid_json',
  });
});

test('reports a body that is not an object', () => {
  const result = parseWebhookEvent('[1, 2]');
  expect(!result.success && result.issues[0]).toMatchObject({ pointer: '', code: 'invalid_type' });
});

test('reports an unknown trigger at /trigger', () => {
  const result = parseWebhookEvent({ ...sample, trigger: 'poll_created' });
  expect(!result.success && result.issues).toEqual([
    {
      path: ['trigger'],
      pointer: '/trigger',
      code: 'unknown_trigger',
      message: '"poll_created" is not a known webhook trigger',
    },
  ]);
});

test('reports a missing trigger at /trigger', () => {
  const { trigger: _trigger, ...withoutTrigger } = sample;
  const result = parseWebhookEvent(withoutTrigger);
  expect(!result.success && result.issues[0]).toMatchObject({
    pointer: '/trigger',
    code: 'invalid_type',
  });
});

test('reports missing envelope fields with their pointers', () => {
  const { appId: _appId, webhook: _webhook, ...partial } = sample;
  const result = parseWebhookEvent(partial);
  expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
    '/appId',
    '/webhook',
  ]);
});

test('says a missing field is required, in the words of core’s parsers', () => {
  const { appId: _appId, ...partial } = sample;
  const result = parseWebhookEvent(partial);
  expect(!result.success && result.issues).toEqual([
    {
      path: ['appId'],
      pointer: '/appId',
      code: 'invalid_type',
      message: 'appId is required (expected string)',
    },
  ]);
});

test('escapes keys in pointers as RFC 6901 says', () => {
  const event = {
    trigger: 'user_blocked',
    appId: 'a',
    region: 'us',
    webhook: 'w',
    data: { users: { 'odd/uid~1': { name: 'No uid' } }, by: { uid: 'u', name: 'U' } },
  };
  const result = parseWebhookEvent(event);
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/users/odd~1uid~01/uid');
});

test('never throws, whatever it is given', () => {
  fc.assert(
    fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (input) => {
      const result = parseWebhookEvent(input);
      return result.success ? typeof result.data.trigger === 'string' : result.issues.length > 0;
    }),
  );
});
