import { expect, test } from 'vitest';

import { parseFormElement } from '../../index.js';

test('accepts a text input with label, placeholder and maxLines', () => {
  const result = parseFormElement({
    elementType: 'textInput',
    elementId: 't',
    label: 'Name',
    maxLines: 4,
    placeholder: { text: 'Ada' },
  });
  expect(result).toMatchObject({
    success: true,
    data: { optional: true, maxLines: 4, placeholder: { text: 'Ada' } },
  });
});

test('rejects a text input whose maxLines is not a whole number', () => {
  expect(
    parseFormElement({ elementType: 'textInput', elementId: 't', maxLines: 1.5 }),
  ).toMatchObject({
    success: false,
    issues: [{ pointer: '/maxLines' }],
  });
});

test('rejects a text input whose placeholder is a bare string', () => {
  expect(
    parseFormElement({ elementType: 'textInput', elementId: 't', placeholder: 'Ada' }),
  ).toMatchObject({
    success: false,
    issues: [{ pointer: '/placeholder', code: 'invalid_type' }],
  });
});

test('rejects optional given as a string', () => {
  expect(
    parseFormElement({ elementType: 'textInput', elementId: 't', optional: 'false' }),
  ).toMatchObject({
    success: false,
    issues: [{ pointer: '/optional', code: 'invalid_type' }],
  });
});
