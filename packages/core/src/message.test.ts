import fc from 'fast-check';
import { expect, test } from 'vitest';

import { surveyMessage } from '../../../internal/fixtures/src/index.js';
import { countCodePoints, countUtf8Bytes, parseFormElement, parseFormMessage } from './index.js';

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
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(countUtf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }),
  );
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

/** A survey whose form holds `count` copies of `element` (numbered ids) and a title of `titleLength`. */
function surveyWith(element: Record<string, unknown>, count: number, titleLength = 1) {
  const message = survey();
  const interactiveData = message.data.interactiveData as Record<string, unknown>;
  interactiveData.title = 't'.repeat(titleLength);
  interactiveData.formFields = Array.from({ length: count }, (_, index) => ({
    ...element,
    elementId: `f${index}`,
  }));
  message.data.interactionGoal = { type: 'anyOf', elementIds: ['submit'] };
  return message;
}

function countDataBytes(message: { data: unknown }): number {
  return countUtf8Bytes(JSON.stringify(message.data));
}

test('measures data as written, so a message written in 8,500 bytes fits although its defaults do not', () => {
  let count = 1;
  const textInput = { elementType: 'textInput', label: 'L' };
  while (countDataBytes(surveyWith(textInput, count + 1)) <= 8_500) count += 1;
  const message = surveyWith(textInput, count);
  expect(countDataBytes(message)).toBeLessThanOrEqual(8_500);

  const result = parseFormMessage(message);

  expect(result).toMatchObject({ success: true, warnings: [] });
  expect(result.success && countDataBytes(result.data)).toBeGreaterThan(10 * 1024);
});

test('measures data as written, so a 10,259-byte message that shrinks when normalised is refused', () => {
  // `defaultValue: ""` means no default and is removed, so this form shrinks when normalised.
  const dropdown = {
    elementType: 'dropdown',
    label: 'L',
    optional: true,
    defaultValue: '',
    options: [{ value: 'a', label: 'A' }],
  };
  const count = 70;
  const padding = 10_259 - countDataBytes(surveyWith(dropdown, count, 0));
  const message = surveyWith(dropdown, count, padding);
  expect(countDataBytes(message)).toBe(10_259);

  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [
      { pointer: '/data', code: 'data_too_large', message: expect.stringContaining('10259 bytes') },
    ],
  });
  expect(parseFormMessage(JSON.stringify(message, null, 2))).toMatchObject({
    success: false,
    issues: [{ code: 'data_too_large' }],
  });
});

test('refuses an oversized message in strict mode before checking its 80,000 options', () => {
  const options = Array.from({ length: 80_000 }, (_, index) => ({
    value: `v${index}`,
    label: `Option ${index}`,
  }));
  const checkbox = {
    elementType: 'checkbox',
    elementId: 'many',
    label: 'Many',
    options,
    defaultValue: [...options.map((option) => option.value), 'not-an-option'],
  };
  const message = survey();
  (message.data.interactiveData as Record<string, unknown>).formFields = [checkbox];
  message.data.interactionGoal = { type: 'anyOf', elementIds: ['submit'] };

  // Only the size: the schema, which would report the stray default, never ran.
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [{ pointer: '/data', code: 'data_too_large' }],
  });
  expect(parseFormMessage(message, { mode: 'lenient' })).toMatchObject({
    success: true,
    warnings: expect.arrayContaining([
      expect.objectContaining({ code: 'dropped_default' }),
      expect.objectContaining({ code: 'data_too_large' }),
    ]),
  });
});

test('checks a checkbox with 80,000 options and defaults, and names only a few options in an issue', () => {
  const options = Array.from({ length: 80_000 }, (_, index) => ({
    value: `v${index}`,
    label: `Option ${index}`,
  }));
  const result = parseFormElement({
    elementType: 'checkbox',
    elementId: 'many',
    label: 'Many',
    options,
    defaultValue: [...options.map((option) => option.value), 'stray'],
  });

  expect(result).toMatchObject({
    success: false,
    issues: [{ pointer: '/defaultValue/80000', code: 'default_not_in_options' }],
  });
  expect(!result.success && result.issues[0]!.message.length).toBeLessThan(300);
});

test("words zod's own issues in English, as zod's classic API does", () => {
  const message = survey();
  Object.assign(message.data.interactiveData.formFields[1]!, { label: 5, maxLines: 1.5 });
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [
      {
        pointer: '/data/interactiveData/formFields/1/label',
        code: 'invalid_type',
        message: 'Invalid input: expected string, received number',
      },
      {
        pointer: '/data/interactiveData/formFields/1/maxLines',
        code: 'invalid_type',
        message: 'Invalid input: expected int, received number',
      },
    ],
  });
});
