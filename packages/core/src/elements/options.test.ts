import { describe, expect, test } from 'vitest';

import { parseFormElement } from '../index.js';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

describe.each(['dropdown', 'radio', 'singleSelect'])('given a %s', (elementType) => {
  test('accepts a default that is one of the options', () => {
    expect(
      parseFormElement({
        elementType,
        elementId: 'pick',
        label: 'Pick',
        defaultValue: 'b',
        options,
      }),
    ).toMatchObject({
      success: true,
      data: { elementType, optional: true, defaultValue: 'b' },
    });
  });

  test('rejects a default that is not among the options', () => {
    expect(
      parseFormElement({ elementType, elementId: 'pick', defaultValue: 'z', options }),
    ).toMatchObject({
      success: false,
      issues: [
        {
          pointer: '/defaultValue',
          code: 'default_not_in_options',
          message: expect.stringContaining('"z"'),
        },
      ],
    });
  });

  test('rejects an element without options', () => {
    expect(parseFormElement({ elementType, elementId: 'pick', options: [] })).toMatchObject({
      success: false,
      issues: [{ pointer: '/options', code: 'too_small' }],
    });
  });

  test('rejects an option whose value is not a string', () => {
    expect(
      parseFormElement({ elementType, elementId: 'pick', options: [{ value: 1, label: 'One' }] }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/options/0/value', code: 'invalid_type' }],
    });
  });

  test('rejects a default given as an array', () => {
    expect(
      parseFormElement({ elementType, elementId: 'pick', defaultValue: ['a'], options }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/defaultValue', code: 'invalid_type' }],
    });
  });
});
