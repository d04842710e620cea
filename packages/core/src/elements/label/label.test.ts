import { expect, test } from 'vitest';

import { parseFormElement } from '../../index.js';

test('accepts a label with text and rejects one without', () => {
  expect(parseFormElement({ elementType: 'label', elementId: 'l', text: 'Hello' })).toMatchObject({
    success: true,
  });
  expect(parseFormElement({ elementType: 'label', elementId: 'l' })).toMatchObject({
    success: false,
    issues: [{ pointer: '/text', code: 'invalid_type' }],
  });
});
