import { expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createElementRegistry,
  createFormMessage,
  formatSubmission,
  parseFormElement,
  parseFormMessage,
  validateSubmission,
} from '../../index.js';
import { createNumberElement, numberElementType } from './number.js';

function createGuestsMessage(rules: Parameters<typeof createNumberElement>[0]) {
  return createFormMessage({
    receiver: 'uid-reader',
    receiverType: 'user',
    title: 'Booking',
    formFields: [createNumberElement(rules)],
    submitElement: createButtonElement({
      elementId: 'send',
      buttonText: 'Send',
      action: createApiAction({ url: 'https://example.org/hook' }),
    }),
  });
}

test('accepts a number with bounds, a decimal step and a default, optional unless it says not', () => {
  const result = parseFormElement({
    elementType: 'number',
    elementId: 'weight',
    label: 'Weight (kg)',
    min: 0.5,
    max: 30,
    step: 0.25,
    defaultValue: 1.75,
    placeholder: { text: '2.5' },
  });
  expect(result).toMatchObject({
    success: true,
    data: { optional: true, min: 0.5, max: 30, step: 0.25, defaultValue: 1.75 },
  });
});

test('rejects a number whose defaultValue is text that is not a number', () => {
  expect(
    parseFormElement({ elementType: 'number', elementId: 'answer', defaultValue: 'three' }),
  ).toMatchObject({ success: false, issues: [{ pointer: '/defaultValue' }] });
});

test('rejects a step of zero, a max below min and a default off its own step, each at its pointer', () => {
  expect(parseFormElement({ elementType: 'number', elementId: 'a', step: 0 })).toMatchObject({
    success: false,
    issues: [{ pointer: '/step', message: 'step must be more than 0' }],
  });
  expect(parseFormElement({ elementType: 'number', elementId: 'a', min: 5, max: 1 })).toMatchObject(
    { success: false, issues: [{ pointer: '/max', message: 'max (1) is less than min (5)' }] },
  );
  expect(
    parseFormElement({ elementType: 'number', elementId: 'a', min: 1, step: 2, defaultValue: 2 }),
  ).toMatchObject({
    success: false,
    issues: [
      {
        pointer: '/defaultValue',
        message: "defaultValue 2 breaks the element's own rule: Enter 1 or 3: the steps are 2",
      },
    ],
  });
});

test('lenient parsing drops a default outside the range and keeps the element, with a warning', () => {
  const message = createGuestsMessage({ elementId: 'guests', min: 1, max: 4 });
  const fields = message.data.interactiveData.formFields;
  const result = parseFormMessage(
    {
      ...message,
      data: {
        ...message.data,
        interactiveData: {
          ...message.data.interactiveData,
          formFields: [{ ...fields[0], defaultValue: 9 }],
        },
      },
    },
    { mode: 'lenient' },
  );
  expect(result.success).toBe(true);
  if (!result.success) return;
  expect(result.data.data.interactiveData.formFields[0]).not.toHaveProperty('defaultValue');
  expect(result.warnings.map((warning) => warning.pointer)).toContain(
    '/data/interactiveData/formFields/0/defaultValue',
  );
});

test('the built-in registry holds the number type', () => {
  expect(createElementRegistry().find('number')).toBe(numberElementType);
});

test('a required number left empty fails validation, and passes once filled in', () => {
  const message = createGuestsMessage({ elementId: 'guests', optional: false });
  expect(validateSubmission(message, { guests: ' ' })).toMatchObject({
    success: false,
    issues: [{ pointer: '/guests', code: 'required' }],
  });
  expect(validateSubmission(message, { guests: '3' })).toMatchObject({ success: true });
});

test('validateSubmission names text that is no number, a value out of range and one off the step', () => {
  const message = createGuestsMessage({ elementId: 'guests', min: 1, max: 12, step: 1 });
  const issueOf = (guests: unknown) => {
    const result = validateSubmission(message, { guests });
    return result.success
      ? undefined
      : result.issues.map(({ code, message }) => ({ code, message }));
  };
  expect(issueOf('two')).toEqual([
    { code: 'not_a_number', message: 'Enter a number, such as 12 or 2.5' },
  ]);
  expect(issueOf('1,000')).toEqual([
    {
      code: 'ambiguous_number',
      message: 'Write the number without a thousands separator, or with a point for decimals',
    },
  ]);
  expect(issueOf('0')).toEqual([{ code: 'too_small', message: 'Enter 1 or more' }]);
  expect(issueOf('13')).toEqual([{ code: 'too_big', message: 'Enter 12 or less' }]);
  expect(issueOf('2.5')).toEqual([{ code: 'off_step', message: 'Enter 2 or 3: the steps are 1' }]);
  expect(issueOf(3)).toEqual([
    { code: 'invalid_type', message: 'Expected a number written as text' },
  ]);
  expect(issueOf('12')).toBeUndefined();
});

test('a decimal step counts exactly from min, where binary floating point alone would not', () => {
  const message = createGuestsMessage({ elementId: 'dose', min: 0.1, step: 0.1 });
  expect(validateSubmission(message, { dose: '0.3' })).toMatchObject({ success: true });
  expect(validateSubmission(message, { dose: '0,7' })).toMatchObject({ success: true });
  expect(validateSubmission(message, { dose: '0.35' })).toMatchObject({
    success: false,
    issues: [{ code: 'off_step', message: 'Enter 0.3 or 0.4: the steps are 0.1' }],
  });
});

test('the value sent is the typed decimal written with a point, as a backend in any locale reads it', () => {
  const message = createGuestsMessage({ elementId: 'weight' });
  expect(formatSubmission(message, { weight: ' 2,5 ' })).toEqual({ weight: '2.5' });
  expect(formatSubmission(message, { weight: '+.5' })).toEqual({ weight: '0.5' });
  expect(formatSubmission(message, { weight: '-3.' })).toEqual({ weight: '-3' });
  expect(formatSubmission(message, { weight: '' })).toEqual({ weight: '' });
});

test('its spec element is a one-line textInput with the same id, label, placeholder and default', () => {
  const element = createNumberElement({
    elementId: 'guests',
    label: 'Guests',
    optional: false,
    placeholder: { text: '2' },
    min: 1,
    defaultValue: 2,
  });
  expect(numberElementType.toSpecElement?.(element)).toEqual({
    elementType: 'textInput',
    elementId: 'guests',
    label: 'Guests',
    optional: false,
    maxLines: 1,
    placeholder: { text: '2' },
    defaultValue: '2',
  });
});
