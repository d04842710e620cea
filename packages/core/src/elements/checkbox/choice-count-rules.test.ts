import { describe, expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createCheckboxElement,
  createFormMessage,
  createSubmissionSchema,
  parseFormElement,
  parseFormMessage,
  validateSubmission,
} from '../../index.js';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
  { value: 'c', label: 'C' },
];

const submitElement = createButtonElement({
  elementId: 'send',
  buttonText: 'Send',
  action: createApiAction({ url: 'https://example.org/forms' }),
});

describe('given count rules on a checkbox', () => {
  test('accepts minSelected and maxSelected', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        options,
        minSelected: 1,
        maxSelected: 2,
      }),
    ).toMatchObject({ success: true, data: { minSelected: 1, maxSelected: 2 } });
  });

  test('reports a minSelected above maxSelected at minSelected', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        options,
        minSelected: 3,
        maxSelected: 2,
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/minSelected', code: 'min_above_max' }],
    });
  });

  test('reports a minSelected no answer can reach', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        options,
        minSelected: 4,
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/minSelected', code: 'min_above_options' }],
    });
  });

  test('reports a defaultValue with more choices than maxSelected', () => {
    expect(
      parseFormElement({
        elementType: 'checkbox',
        elementId: 'c',
        label: 'C',
        options,
        maxSelected: 1,
        defaultValue: ['a', 'b'],
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/defaultValue', code: 'default_breaks_rule' }],
    });
  });

  test('lenient parsing drops a broken rule with a warning', () => {
    const message = createFormMessage({
      title: 'Picks',
      formFields: [createCheckboxElement({ elementId: 'c', label: 'C', options })],
      submitElement,
    });
    const formFields = [
      { ...message.data.interactiveData.formFields[0], minSelected: 3, maxSelected: 2 },
    ];
    const broken = {
      ...message,
      data: { ...message.data, interactiveData: { ...message.data.interactiveData, formFields } },
    };
    const result = parseFormMessage(broken, { mode: 'lenient' });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.data.data.interactiveData.formFields[0]).toMatchObject({ maxSelected: 2 });
    expect(result.data.data.interactiveData.formFields[0]).not.toHaveProperty('minSelected');
    expect(result.warnings).toEqual([
      expect.objectContaining({
        pointer: '/data/interactiveData/formFields/0/minSelected',
        code: 'dropped_rule',
      }),
    ]);
  });
});

describe('given a form with a checkbox group of two to three picks', () => {
  const form = createFormMessage({
    title: 'Picks',
    formFields: [
      createCheckboxElement({
        elementId: 'picks',
        label: 'Picks',
        options: [...options, { value: 'd', label: 'D' }],
        minSelected: 2,
        maxSelected: 3,
      }),
    ],
    submitElement,
  });

  test('accepts two or three picks, and none, since the group is optional', () => {
    for (const picks of [[], ['a', 'b'], ['a', 'b', 'c']])
      expect(validateSubmission(form, { picks }).success).toBe(true);
  });

  test('refuses one pick, naming the least', () => {
    expect(validateSubmission(form, { picks: ['a'] })).toEqual({
      success: false,
      issues: [
        {
          path: ['picks'],
          pointer: '/picks',
          code: 'too_few_choices',
          message: 'Choose at least 2 options',
        },
      ],
    });
  });

  test('refuses four picks, naming the most', () => {
    expect(validateSubmission(form, { picks: ['a', 'b', 'c', 'd'] })).toMatchObject({
      success: false,
      issues: [
        { pointer: '/picks', code: 'too_many_choices', message: 'Choose at most 3 options' },
      ],
    });
  });

  test('gives the renderer the limit with the issue, to word it in its own language', () => {
    const result = createSubmissionSchema(form).safeParse({ picks: ['a'] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['picks'],
        message: 'Choose at least 2 options',
        params: { code: 'too_few_choices', limit: 2 },
      }),
    ]);
  });
});
