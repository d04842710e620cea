import fc from 'fast-check';
import { expect, test } from 'vitest';

import { readSubmissionBody } from './read-submission-body.js';

test('reads the kit envelope', () => {
  const body = {
    payload: { shop: 'north' },
    trigger: 'ui_message_interacted',
    appID: 'app',
    region: 'eu',
    data: {
      messageId: '7',
      interactedBy: 'uid-2',
      interactedElementId: 'submit',
      interactionTimezoneCode: 'Asia/Kolkata',
      formData: { name: 'Ada' },
    },
  };
  expect(readSubmissionBody(JSON.stringify(body))).toEqual({
    success: true,
    warnings: [],
    data: {
      bodyFormat: 'kitEnvelope',
      payload: { shop: 'north' },
      formData: { name: 'Ada' },
      messageId: '7',
      interactedBy: 'uid-2',
      interactedElementId: 'submit',
      timeZone: 'Asia/Kolkata',
      appId: 'app',
      region: 'eu',
    },
  });
});

test('reads {...payload, CometChatData: values}, the pre-4.2 kit’s body', () => {
  const result = readSubmissionBody(
    JSON.stringify({ messageId: '7', CometChatData: { name: 'Ada' } }),
  );
  expect(result.success && result.data).toMatchObject({
    bodyFormat: 'dataKey',
    payload: { messageId: '7' },
    formData: { name: 'Ada' },
    messageId: '7',
  });
});

test('lists what a kit envelope lacks', () => {
  const result = readSubmissionBody(JSON.stringify({ trigger: 'ui_message_interacted', data: {} }));
  expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
    '/data/messageId',
    '/data/interactedBy',
    '/data/interactedElementId',
    '/data/formData',
  ]);
});

test('refuses JSON that is not an object, and text that is not JSON', () => {
  for (const text of ['[]', '"text"', 'null', '{', ''])
    expect(readSubmissionBody(text).success).toBe(false);
});

test('never throws, whatever the body', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.json(),
        fc.jsonValue().map((value) => JSON.stringify({ formData: value })),
      ),
      (text) => {
        expect(() => readSubmissionBody(text)).not.toThrow();
      },
    ),
  );
});
