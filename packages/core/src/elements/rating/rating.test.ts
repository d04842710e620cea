import { expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createElementRegistry,
  createFormMessage,
  parseFormElement,
  validateSubmission,
} from '../../index.js';
import { createRatingElement, ratingElementType } from './rating.js';

test('accepts a rating with a label and placeholder, optional unless it says not', () => {
  const result = parseFormElement({
    elementType: 'rating',
    elementId: 'answer',
    label: 'Answer',
    placeholder: { text: 'Ada' },
  });
  expect(result).toMatchObject({
    success: true,
    data: { optional: true, label: 'Answer', placeholder: { text: 'Ada' } },
  });
});

test('rejects a rating whose defaultValue is not text', () => {
  expect(
    parseFormElement({ elementType: 'rating', elementId: 'answer', defaultValue: 3 }),
  ).toMatchObject({ success: false, issues: [{ pointer: '/defaultValue' }] });
});

test('the built-in registry holds the rating type', () => {
  expect(createElementRegistry().find('rating')).toBe(ratingElementType);
});

test('a required rating left empty fails validation, and passes once filled in', () => {
  const message = createFormMessage({
    receiver: 'uid-reader',
    receiverType: 'user',
    title: 'Test form',
    formFields: [createRatingElement({ elementId: 'answer', optional: false })],
    submitElement: createButtonElement({
      elementId: 'send',
      buttonText: 'Send',
      action: createApiAction({ url: 'https://example.org/hook' }),
    }),
  });
  expect(validateSubmission(message, { answer: '' })).toMatchObject({ success: false });
  expect(validateSubmission(message, { answer: 'Ada' })).toMatchObject({ success: true });
});
