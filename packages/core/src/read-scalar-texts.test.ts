import { expect, test } from 'vitest';

import { parseInteractiveData } from './index.js';

function createForm(textInput: Record<string, unknown>) {
  return {
    formFields: [{ elementType: 'textInput', elementId: 'note', ...textInput }],
    submitElement: {
      elementType: 'button',
      elementId: 'send',
      buttonText: 'Send',
      action: { actionType: 'customAction' },
    },
  };
}

test('reads only the exact texts "true" and "false" as booleans', () => {
  for (const optional of ['TRUE', 'yes', '1', ' false']) {
    const result = parseInteractiveData(createForm({ optional }), { mode: 'lenient' });
    expect(result, optional).toMatchObject({
      success: false,
      issues: [{ pointer: '/formFields/0/optional', code: 'invalid_type' }],
    });
  }
});

test('reads a numeric text as its number, and the schema still judges the number', () => {
  const result = parseInteractiveData(createForm({ maxLines: '1.5' }), { mode: 'lenient' });
  expect(result).toMatchObject({
    success: false,
    issues: [{ pointer: '/formFields/0/maxLines', code: 'invalid_type' }],
  });
  const read = parseInteractiveData(createForm({ maxLines: '3' }), { mode: 'lenient' });
  expect(read).toMatchObject({
    success: true,
    data: { formFields: [{ maxLines: 3 }] },
    warnings: [
      {
        pointer: '/formFields/0/maxLines',
        code: 'normalised_value',
        message: 'maxLines "3" is text; read as the number 3',
      },
    ],
  });
});

test('leaves text where the schema expects text', () => {
  const result = parseInteractiveData(createForm({ label: 'true', defaultValue: '1' }), {
    mode: 'lenient',
  });
  expect(result).toMatchObject({
    success: true,
    data: { formFields: [{ label: 'true', defaultValue: '1' }] },
    warnings: [],
  });
});
