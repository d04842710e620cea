import { expect, test } from 'vitest';

import { parseFormElement } from '../../index.js';

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
