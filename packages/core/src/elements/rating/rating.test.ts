import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createElementRegistry,
  createFormMessage,
  parseFormElement,
  parseFormMessage,
  validateSubmission,
} from '../../index.js';
import { createRatingElement, ratingElementType } from './rating.js';

function createFeedbackMessage(rating: Parameters<typeof createRatingElement>[0]) {
  return createFormMessage({
    receiver: 'uid-reader',
    receiverType: 'user',
    title: 'Feedback',
    formFields: [createRatingElement(rating)],
    submitElement: createButtonElement({
      elementId: 'send',
      buttonText: 'Send',
      action: createApiAction({ url: 'https://example.org/hook' }),
    }),
  });
}

test('accepts a stars rating, five stars and optional unless it says otherwise', () => {
  expect(
    parseFormElement({ elementType: 'rating', elementId: 'stay', label: 'Your stay' }),
  ).toMatchObject({ success: true, data: { scale: 'stars', optional: true } });
  expect(
    parseFormElement({
      elementType: 'rating',
      elementId: 'recommend',
      scale: 'nps',
      lowLabel: 'Not likely',
      highLabel: 'Very likely',
      defaultValue: 0,
    }),
  ).toMatchObject({ success: true, data: { scale: 'nps', defaultValue: 0 } });
});

test('rejects more than ten stars, a max on an nps scale and a default off the scale, each at its pointer', () => {
  expect(parseFormElement({ elementType: 'rating', elementId: 'a', max: 11 })).toMatchObject({
    success: false,
    issues: [{ pointer: '/max' }],
  });
  expect(
    parseFormElement({ elementType: 'rating', elementId: 'a', scale: 'nps', max: 5 }),
  ).toMatchObject({
    success: false,
    issues: [
      { pointer: '/max', message: 'max is for a stars rating; an nps rating is always 0 to 10' },
    ],
  });
  expect(
    parseFormElement({ elementType: 'rating', elementId: 'a', max: 3, defaultValue: 0 }),
  ).toMatchObject({
    success: false,
    issues: [{ pointer: '/defaultValue', message: 'defaultValue 0 is not on the scale: 1 to 3' }],
  });
  expect(
    parseFormElement({ elementType: 'rating', elementId: 'a', defaultValue: '4' }),
  ).toMatchObject({ success: false, issues: [{ pointer: '/defaultValue' }] });
});

test('lenient parsing drops a default off the scale and keeps the rating, with a warning', () => {
  const message = createFeedbackMessage({ elementId: 'stay', max: 4 });
  const fields = message.data.interactiveData.formFields;
  const result = parseFormMessage(
    {
      ...message,
      data: {
        ...message.data,
        interactiveData: {
          ...message.data.interactiveData,
          formFields: [{ ...fields[0], defaultValue: 5 }],
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

test('the built-in registry holds the rating type', () => {
  expect(createElementRegistry().find('rating')).toBe(ratingElementType);
});

test('a required rating left empty fails validation, and passes once a number is chosen', () => {
  const message = createFeedbackMessage({ elementId: 'stay', optional: false });
  expect(validateSubmission(message, { stay: '' })).toMatchObject({
    success: false,
    issues: [{ pointer: '/stay', code: 'required', message: 'This field is required' }],
  });
  expect(validateSubmission(message, { stay: '4' })).toMatchObject({ success: true });
});

test('validateSubmission refuses a number off the scale, naming the scale', () => {
  const stars = createFeedbackMessage({ elementId: 'stay', max: 3 });
  const nps = createFeedbackMessage({ elementId: 'stay', scale: 'nps' });
  const issueOf = (message: typeof stars, stay: unknown) => {
    const result = validateSubmission(message, { stay });
    return result.success
      ? undefined
      : result.issues.map(({ code, message }) => ({ code, message }));
  };
  expect(issueOf(stars, '4')).toEqual([
    { code: 'out_of_range', message: 'Choose a whole number from 1 to 3' },
  ]);
  expect(issueOf(stars, '0')).toEqual([
    { code: 'out_of_range', message: 'Choose a whole number from 1 to 3' },
  ]);
  expect(issueOf(stars, '2.5')).toEqual([
    { code: 'out_of_range', message: 'Choose a whole number from 1 to 3' },
  ]);
  expect(issueOf(stars, 2)).toEqual([
    { code: 'invalid_type', message: 'Expected a number written as text' },
  ]);
  expect(issueOf(nps, '0')).toBeUndefined();
  expect(issueOf(nps, '10')).toBeUndefined();
  expect(issueOf(nps, '11')).toEqual([
    { code: 'out_of_range', message: 'Choose a whole number from 0 to 10' },
  ]);
});

test('every whole number on a stars scale passes and every other text is refused', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 10 }), fc.string(), (max, text) => {
      const message = createFeedbackMessage({ elementId: 'stay', max });
      const onScale = /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= max;
      const result = validateSubmission(message, { stay: text });
      expect(result.success).toBe(text === '' || onScale);
    }),
  );
});

test('its spec element is a singleSelect with the same id and one option per number, the ends named', () => {
  const element = createRatingElement({
    elementId: 'stay',
    label: 'Your stay',
    optional: false,
    max: 3,
    lowLabel: 'Poor',
    highLabel: 'Great',
    defaultValue: 2,
  });
  expect(ratingElementType.toSpecElement?.(element)).toEqual({
    elementType: 'singleSelect',
    elementId: 'stay',
    label: 'Your stay',
    optional: false,
    defaultValue: '2',
    options: [
      { value: '1', label: '1 – Poor' },
      { value: '2', label: '2' },
      { value: '3', label: '3 – Great' },
    ],
  });
  const nps = createRatingElement({ elementId: 'recommend', scale: 'nps' });
  expect(ratingElementType.toSpecElement?.(nps)).toMatchObject({
    options: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((value) => ({
      value,
      label: value,
    })),
  });
});
