import { createTextInputElement, parseFormMessage } from '@chatforms/core';
import { createLargeFormMessage, surveyMessage, unrenderableMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

import { getSenderId, readFormMessage } from './read-form-message.js';
import { createTestMessage } from './test-support/create-test-message.js';

test('reads a valid message without warnings', () => {
  const result = readFormMessage(surveyMessage);
  expect(result).toMatchObject({ success: true, warnings: [] });
});

test('fails with located issues for a message that cannot be rendered', () => {
  const result = readFormMessage(unrenderableMessage);
  expect(result.success).toBe(false);
  expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
    '/data/interactiveData/formFields/0/options',
  ]);
});

test('reads a message over the 10 KB sending limit, keeping the limit as a warning', () => {
  const result = readFormMessage(createLargeFormMessage(200));
  expect(result.success).toBe(true);
  expect(result.success && result.data.data.interactiveData.formFields).toHaveLength(200);
  expect(result.success && result.warnings.map((warning) => warning.code)).toEqual([
    'data_too_large',
  ]);
});

test('still refuses an oversized message that has other problems', () => {
  const large = createLargeFormMessage(200);
  const broken = { ...large, type: 'card' };
  const result = readFormMessage(broken);
  expect(result.success).toBe(false);
});

test('warns about every input without a label', () => {
  const message = createTestMessage([createTextInputElement({ elementId: 'nickname' })]);
  const result = readFormMessage(message);
  expect(result.success && result.warnings).toEqual([
    expect.objectContaining({
      code: 'missing_label',
      pointer: '/data/interactiveData/formFields/0/label',
    }),
  ]);
});

test('reads the sender from a REST record or an SDK message, and nothing otherwise', () => {
  const message = createTestMessage([]);
  expect(getSenderId({ ...message, sender: 'uid-1' })).toBe('uid-1');
  expect(getSenderId({ ...message, sender: { uid: 'uid-2' } })).toBe('uid-2');
  expect(getSenderId({ ...message, sender: null })).toBeUndefined();
  expect(getSenderId(message)).toBeUndefined();
});

test('reads a message object once, however often it is rendered', () => {
  const message = createLargeFormMessage(5);
  const first = readFormMessage(message);
  expect(readFormMessage(message)).toBe(first);
  expect(readFormMessage({ ...message })).not.toBe(first);
  expect(readFormMessage({ ...message })).toEqual(first);
});

test('reads JSON text afresh each time, since equal texts are not one object', () => {
  const text = JSON.stringify(createLargeFormMessage(5));
  expect(readFormMessage(text)).toEqual(readFormMessage(text));
});

test('shows a message the app parsed leniently as core read it, without reading it again', () => {
  const message = createTestMessage([createTextInputElement({ elementId: 'nickname' })]);
  message.data.interactiveData.submitElement.action = {
    actionType: 'urlNavigation',
    url: 'javascript:alert(1)',
  };
  const parsed = parseFormMessage(message, { mode: 'lenient' });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  const read = readFormMessage(parsed.data);
  // A second reading would be a copy: the very object means there was none.
  expect(read.success && read.data).toBe(parsed.data);
  expect(read.success && read.warnings.map((warning) => warning.code)).toEqual([
    'unusable_element',
    'missing_label',
  ]);
});
