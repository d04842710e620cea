import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { everyElementMessage, surveyMessage } from '../../../internal/fixtures/src/index.js';
import {
  createApiAction,
  createButtonElement,
  createDateTimeElement,
  createFormMessage,
  formatKitFormData,
  formatSubmission,
  type FormMessage,
  type FormValues,
  getDefaultValues,
  listElementTypes,
  parseFormMessage,
  validateSubmission,
} from './index.js';

function parse(input: unknown): FormMessage {
  const result = parseFormMessage(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.data;
}

describe('given the survey form', () => {
  const form = parse(surveyMessage);

  test('starts from the defaults, blank where none is given, over input elements only', () => {
    expect(getDefaultValues(form)).toEqual({
      name: '',
      channels: ['friend'],
      plan: '',
      recommend: '',
      comments: '',
    });
  });

  test('accepts a complete submission', () => {
    const values = {
      name: 'Ada',
      channels: ['search'],
      plan: 'team',
      recommend: 'yes',
      comments: '',
    };
    expect(validateSubmission(form, values)).toEqual({ success: true, data: values, warnings: [] });
  });

  test('reports each required field left blank, keyed by elementId', () => {
    const result = validateSubmission(form, {
      name: '   ',
      channels: [],
      plan: '',
      recommend: '',
      comments: '',
    });
    expect(
      result.success ? [] : result.issues.map((issue) => `${issue.pointer} ${issue.code}`),
    ).toEqual(['/name required', '/plan required', '/recommend required']);
  });

  test('rejects a value that is not one of the options', () => {
    const result = validateSubmission(form, {
      name: 'Ada',
      channels: ['friend', 'tv'],
      plan: 'gold',
      recommend: 'yes',
    });
    expect(
      result.success ? [] : result.issues.map((issue) => `${issue.pointer} ${issue.code}`),
    ).toEqual(['/channels/1 not_an_option', '/plan not_an_option']);
  });

  test('rejects keys that are not fields of the form, and treats missing optional keys as blank', () => {
    const result = validateSubmission(form, {
      name: 'Ada',
      plan: 'free',
      recommend: 'no',
      submit: 'x',
    });
    expect(result).toMatchObject({
      success: false,
      issues: [{ code: 'unrecognized_keys', message: expect.stringContaining('submit') }],
    });
  });

  test('rejects a checkbox value given as a string', () => {
    const result = validateSubmission(form, {
      name: 'Ada',
      channels: 'friend',
      plan: 'free',
      recommend: 'no',
    });
    expect(result).toMatchObject({
      success: false,
      issues: [{ pointer: '/channels', code: 'invalid_type' }],
    });
  });

  test('never throws on values that are not an object', () => {
    for (const values of [null, 'text', 42, undefined])
      expect(validateSubmission(form, values).success).toBe(false);
  });
});

test('validates against interactiveData as well as the whole message', () => {
  const form = parse(everyElementMessage);
  const values = {
    fullName: 'Grace',
    address: '',
    services: ['water'],
    country: 'nz',
    contact: 'chat',
    wing: 'a',
    moveIn: '2026-05-01',
  };
  expect(validateSubmission(form, values).success).toBe(true);
  expect(validateSubmission(form.data.interactiveData, values).success).toBe(true);
  expect(validateSubmission(form, { ...values, moveIn: '2030-01-01' })).toMatchObject({
    success: false,
    issues: [{ pointer: '/moveIn', code: 'date_time_out_of_range' }],
  });
});

test('the every-element fixture holds an element of every type core knows', () => {
  const types = new Set(
    everyElementMessage.data.interactiveData.formFields.map((element) => element.elementType),
  );
  types.add(everyElementMessage.data.interactiveData.submitElement.elementType);
  expect([...types].sort()).toEqual(listElementTypes().sort());
});

describe('given elementIds named like Object.prototype members or react-hook-form paths', () => {
  const elementIds = [
    '__proto__',
    'constructor',
    'toString',
    'prototype',
    'hasOwnProperty',
    'valueOf',
    'a.b',
    'a[0]',
  ];
  const form = parse({
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        formFields: elementIds.map((elementId) => ({
          elementType: 'textInput',
          elementId,
          label: elementId,
          optional: false,
        })),
        submitElement: {
          elementType: 'button',
          elementId: 'submit',
          buttonText: 'Send',
          action: { actionType: 'apiAction', url: 'https://example.com/', method: 'POST' },
        },
      },
    },
  });
  const filled = Object.fromEntries(elementIds.map((elementId) => [elementId, `${elementId}!`]));

  test('starts every field blank, under its exact id, without touching the prototype', () => {
    const values = getDefaultValues(form);
    expect(Object.keys(values)).toEqual(elementIds);
    for (const elementId of elementIds) expect(Object.hasOwn(values, elementId)).toBe(true);
    expect(Object.values(values)).toEqual(elementIds.map(() => ''));
  });

  test('reports every required field left out as required', () => {
    const result = validateSubmission(form, {});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => [issue.path, issue.code])).toEqual(
      elementIds.map((elementId) => [[elementId], 'required']),
    );
  });

  test('accepts the values under their exact ids and gives them back the same way', () => {
    const result = validateSubmission(form, JSON.stringify(filled));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(Object.entries(result.data)).toEqual(Object.entries(filled));
    expect(JSON.parse(JSON.stringify(result.data))).toEqual(JSON.parse(JSON.stringify(filled)));
  });

  test('formats values under their exact ids, adding none that were not given', () => {
    const formatted = formatSubmission(form, filled);
    expect(Object.entries(formatted)).toEqual(Object.entries(filled));
    expect(Object.hasOwn(formatSubmission(form, {}), 'toString')).toBe(false);
  });

  test('formats kit form data under the exact ids, leaving out the ones not given', () => {
    expect(Object.entries(formatKitFormData(form, filled))).toEqual(Object.entries(filled));
    expect(Object.keys(formatKitFormData(form, {}))).toEqual([]);
  });
});

test('formats dateTime values under prototype-named elementIds, and adds none for missing ones', () => {
  const dateTime = (elementId: string) =>
    createDateTimeElement({
      elementId,
      label: elementId,
      mode: 'dateTime',
      optional: true,
      timezoneCode: 'UTC',
      dateTimeFormat: 'dd/MM/yyyy HH:mm',
    });
  const form = createFormMessage({
    receiver: 'uid-1',
    receiverType: 'user',
    formFields: [dateTime('__proto__'), dateTime('toString')],
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Send',
      action: createApiAction({ url: 'https://example.com/' }),
    }),
  });
  const values = JSON.parse('{"__proto__": "2030-01-02T03:04"}') as FormValues;
  const formatted = formatSubmission(form, values);
  expect(Object.entries(formatted)).toEqual([['__proto__', '02/01/2030 03:04']]);
  expect(Object.getPrototypeOf(formatted)).toBe(Object.prototype);
});

test('checks required text fields under any elementIds, reading only own keys', () => {
  const elementId = fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'toString',
      'prototype',
      'hasOwnProperty',
      '__defineGetter__',
      'a.b',
      'a[0]',
    ),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  const fields = fc.uniqueArray(fc.tuple(elementId, fc.boolean()), {
    minLength: 1,
    maxLength: 6,
    selector: ([id]) => id,
  });
  fc.assert(
    fc.property(fields, (entries) => {
      const parsed = parseFormMessage({
        category: 'interactive',
        type: 'form',
        data: {
          interactiveData: {
            formFields: entries.map(([id]) => ({
              elementType: 'textInput',
              elementId: id,
              label: 'x',
              optional: false,
            })),
            submitElement: {
              elementType: 'button',
              elementId: '\u0000submit',
              buttonText: 'Send',
              action: { actionType: 'customAction' },
            },
          },
        },
      });
      fc.pre(parsed.success);
      if (!parsed.success) return;
      const given = entries
        .filter(([, isGiven]) => isGiven)
        .map(([id]): [string, string] => [id, `${id}!`]);
      const result = validateSubmission(parsed.data, JSON.stringify(Object.fromEntries(given)));
      const missing = entries.filter(([, isGiven]) => !isGiven).map(([id]) => [[id], 'required']);
      if (missing.length === 0) {
        // Object.entries lists integer-like keys ("0") first, whatever the insertion order.
        const byKey = (entries: [string, unknown][]) =>
          entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        expect(result.success && byKey(Object.entries(result.data))).toEqual(byKey(given));
      } else {
        expect(!result.success && result.issues.map((issue) => [issue.path, issue.code])).toEqual(
          missing,
        );
      }
    }),
    { numRuns: 300 },
  );
});
