import { expect, test } from 'vitest';

import { surveyMessage } from '../../../internal/fixtures/src/index.js';
import { countCodePoints, countUtf8Bytes, parseFormMessage } from './index.js';

function survey() {
  return structuredClone(surveyMessage) as typeof surveyMessage & Record<string, unknown>;
}

test('rejects an elementId used twice, pointing at the second use', () => {
  const message = survey();
  message.data.interactiveData.formFields[2]!.elementId = 'name';
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [
      { pointer: '/data/interactiveData/formFields/2/elementId', code: 'duplicate_element_id' },
    ],
  });
});

test('rejects a submit button that reuses a field id', () => {
  const message = survey();
  message.data.interactiveData.submitElement.elementId = 'plan';
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [
      { pointer: '/data/interactiveData/submitElement/elementId', code: 'duplicate_element_id' },
      { pointer: '/data/interactionGoal/elementIds/0', code: 'unknown_element_id' },
    ],
  });
});

test('rejects an interaction goal naming an element the form does not have', () => {
  const message = survey();
  message.data.interactionGoal.elementIds = ['submit', 'ghost'];
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [{ pointer: '/data/interactionGoal/elementIds/1', code: 'unknown_element_id' }],
  });
});

test('accepts 25 tags and rejects 26', () => {
  const message = survey();
  message.tags = Array.from({ length: 25 }, (_, index) => `t${index}`);
  expect(parseFormMessage(message).success).toBe(true);
  message.tags.push('one-too-many');
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [{ pointer: '/tags', code: 'too_big' }],
  });
});

test('counts tag length in code points, so 100 emoji fit and 101 do not', () => {
  const message = survey();
  message.tags = ['😀'.repeat(100)];
  expect(parseFormMessage(message).success).toBe(true);
  message.tags = ['ok', '😀'.repeat(101)];
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [{ pointer: '/tags/1', code: 'tag_too_long' }],
  });
});

test('counts data size in UTF-8 bytes, so multi-byte text reaches the limit sooner', () => {
  const ascii = survey();
  ascii.data.interactiveData.title = 'a'.repeat(8_000);
  expect(parseFormMessage(ascii).success).toBe(true);
  const accented = survey();
  accented.data.interactiveData.title = 'é'.repeat(8_000);
  expect(parseFormMessage(accented)).toMatchObject({
    success: false,
    issues: [{ pointer: '/data', code: 'data_too_large' }],
  });
});

test('counts bytes and code points the way UTF-8 and Unicode do', () => {
  expect(countUtf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
  expect(countUtf8Bytes('aé€😀')).toBe(Buffer.byteLength('aé€😀', 'utf8'));
  expect(countCodePoints('a😀')).toBe(2);
});

test('rejects a receiverType other than user or group', () => {
  expect(parseFormMessage({ ...survey(), receiverType: 'channel' })).toMatchObject({
    success: false,
    issues: [{ pointer: '/receiverType', code: 'invalid_value' }],
  });
});

test('rejects an interaction goal type it does not know', () => {
  const message = survey();
  (message.data.interactionGoal as { type: string }).type = 'someOf';
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [{ pointer: '/data/interactionGoal/type' }],
  });
});
