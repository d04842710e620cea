import { expect, test } from 'vitest';

import { parseFormElement } from '../index.js';

test('accepts a label with text and rejects one without', () => {
  expect(parseFormElement({ elementType: 'label', elementId: 'l', text: 'Hello' })).toMatchObject({
    success: true,
  });
  expect(parseFormElement({ elementType: 'label', elementId: 'l' })).toMatchObject({
    success: false,
    issues: [{ pointer: '/text', code: 'invalid_type' }],
  });
});

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

test('rejects an element with no elementType, saying it is missing', () => {
  expect(parseFormElement({ elementId: 't' })).toMatchObject({
    success: false,
    issues: [
      {
        pointer: '/elementType',
        code: 'unknown_element_type',
        message: expect.stringContaining('missing'),
      },
    ],
  });
});

test('accepts a button and defaults disableAfterInteracted to true', () => {
  const result = parseFormElement({
    elementType: 'button',
    elementId: 'b',
    buttonText: 'Go',
    action: { actionType: 'customAction' },
  });
  expect(result).toMatchObject({ success: true, data: { disableAfterInteracted: true } });
});

test('rejects a button without an action', () => {
  expect(
    parseFormElement({ elementType: 'button', elementId: 'b', buttonText: 'Go' }),
  ).toMatchObject({
    success: false,
    issues: [{ pointer: '/action' }],
  });
});

test('rejects a button whose action type is unknown, naming it', () => {
  const result = parseFormElement({
    elementType: 'button',
    elementId: 'b',
    buttonText: 'Go',
    action: { actionType: 'teleport' },
  });
  expect(result).toMatchObject({
    success: false,
    issues: [
      {
        pointer: '/action/actionType',
        code: 'unknown_action_type',
        message: expect.stringContaining('"teleport"'),
      },
    ],
  });
});
