import { describe, expect, test } from 'vitest';

import { parseFormElement } from '../../index.js';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

describe('given a checkbox', () => {
  test('requires a label', () => {
    expect(parseFormElement({ elementType: 'checkbox', elementId: 'c', options })).toMatchObject({
      success: false,
      issues: [{ pointer: '/label', code: 'invalid_type' }],
    });
  });

  test('accepts an array default of option values', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        defaultValue: ['a', 'b'],
        options,
      }),
    ).toMatchObject({
      success: true,
      data: { defaultValue: ['a', 'b'], optional: true },
    });
  });

  test('rejects a default given as a single string', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        defaultValue: 'a',
        options,
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/defaultValue', code: 'invalid_type' }],
    });
  });

  test('reports each default value outside the options at its index', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        defaultValue: ['a', 'x'],
        options,
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/defaultValue/1', code: 'default_not_in_options' }],
    });
  });

  test('keeps an empty checkbox default as an empty array', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        defaultValue: [],
        options,
      }),
    ).toMatchObject({
      success: true,
      data: { defaultValue: [] },
    });
  });
});
