import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  countCharacters,
  createApiAction,
  createButtonElement,
  createFormMessage,
  createTextInputElement,
  getCharacterCount,
  parseFormElement,
  parseFormMessage,
  validateSubmission,
} from '../../index.js';
import { createFormMessageJsonSchema } from '../../json-schema.js';

const submitElement = createButtonElement({
  elementId: 'send',
  buttonText: 'Send',
  action: createApiAction({ url: 'https://example.org/forms' }),
});

describe('given text rules on a text input', () => {
  test('accepts minLength, maxLength, pattern and patternMessage', () => {
    expect(
      parseFormElement({
        elementType: 'textInput',
        elementId: 'zip',
        minLength: 5,
        maxLength: 10,
        pattern: '[0-9]{5}(-[0-9]{4})?',
        patternMessage: 'Enter a ZIP code such as 12345',
      }),
    ).toMatchObject({
      success: true,
      data: { minLength: 5, maxLength: 10, patternMessage: 'Enter a ZIP code such as 12345' },
    });
  });

  test('reports a minLength above maxLength at minLength', () => {
    expect(
      parseFormElement({ elementType: 'textInput', elementId: 't', minLength: 9, maxLength: 3 }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/minLength', code: 'min_above_max' }],
    });
  });

  test('reports a pattern that does not compile as an issue at pattern, without throwing', () => {
    expect(
      parseFormElement({ elementType: 'textInput', elementId: 't', pattern: '([a-z]' }),
    ).toEqual({
      success: false,
      issues: [
        {
          path: ['pattern'],
          pointer: '/pattern',
          code: 'invalid_pattern',
          message: 'pattern "([a-z]" is not a valid regular expression',
        },
      ],
    });
  });

  test('reports lengths that are not whole numbers from zero, and a maxLength of zero', () => {
    const result = parseFormElement({
      elementType: 'textInput',
      elementId: 't',
      minLength: -1,
      maxLength: 0,
    });
    expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
      '/minLength',
      '/maxLength',
    ]);
  });

  test('reports a defaultValue its own rules refuse', () => {
    expect(
      parseFormElement({
        elementType: 'textInput',
        elementId: 't',
        maxLength: 3,
        defaultValue: 'four',
      }),
    ).toMatchObject({
      success: false,
      issues: [
        {
          pointer: '/defaultValue',
          code: 'default_breaks_rule',
          message: 'defaultValue breaks its own rule: Use at most 3 characters',
        },
      ],
    });
  });

  test('locates an issue inside a message with its whole pointer', () => {
    const message = createFormMessage({
      title: 'Rules',
      formFields: [createTextInputElement({ elementId: 'name', label: 'Name' })],
      submitElement,
    });
    const formFields = [{ ...message.data.interactiveData.formFields[0], pattern: '(' }];
    const broken = {
      ...message,
      data: { ...message.data, interactiveData: { ...message.data.interactiveData, formFields } },
    };
    expect(parseFormMessage(broken)).toMatchObject({
      success: false,
      issues: [{ pointer: '/data/interactiveData/formFields/0/pattern', code: 'invalid_pattern' }],
    });
  });

  test('lenient parsing drops a broken rule with a warning, as the kit shows the input without it', () => {
    const message = createFormMessage({
      title: 'Rules',
      formFields: [createTextInputElement({ elementId: 'name', label: 'Name' })],
      submitElement,
    });
    const formFields = [
      { ...message.data.interactiveData.formFields[0], pattern: '(', minLength: 2 },
    ];
    const broken = {
      ...message,
      data: { ...message.data, interactiveData: { ...message.data.interactiveData, formFields } },
    };
    const result = parseFormMessage(broken, { mode: 'lenient' });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.data.data.interactiveData.formFields[0]).toMatchObject({ minLength: 2 });
    expect(result.data.data.interactiveData.formFields[0]).not.toHaveProperty('pattern');
    expect(result.warnings).toEqual([
      expect.objectContaining({
        pointer: '/data/interactiveData/formFields/0/pattern',
        code: 'dropped_rule',
      }),
    ]);
  });
});

describe('given a form with text rules', () => {
  const form = createFormMessage({
    title: 'Sign up',
    formFields: [
      createTextInputElement({
        elementId: 'handle',
        label: 'Handle',
        minLength: 3,
        maxLength: 8,
      }),
      createTextInputElement({
        elementId: 'zip',
        label: 'ZIP code',
        pattern: '[0-9]{5}',
        patternMessage: 'Enter five digits, such as 12345',
      }),
      createTextInputElement({ elementId: 'code', label: 'Code', pattern: '[A-Z]+' }),
    ],
    submitElement,
  });

  test('accepts values within every rule, and blank optional values', () => {
    expect(validateSubmission(form, { handle: 'ada', zip: '12345', code: '' })).toMatchObject({
      success: true,
    });
  });

  test('refuses a text shorter than minLength with the limit in its message', () => {
    expect(validateSubmission(form, { handle: 'ad', zip: '', code: '' })).toEqual({
      success: false,
      issues: [
        {
          path: ['handle'],
          pointer: '/handle',
          code: 'too_short',
          message: 'Use at least 3 characters',
        },
      ],
    });
  });

  test('refuses a text longer than maxLength', () => {
    expect(validateSubmission(form, { handle: 'ada-lovelace', zip: '', code: '' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/handle', code: 'too_long', message: 'Use at most 8 characters' }],
    });
  });

  test('counts an emoji outside the basic plane as one character', () => {
    expect(validateSubmission(form, { handle: '😀😀😀', zip: '', code: '' })).toMatchObject({
      success: true,
    });
  });

  test("refuses a text the pattern does not match in full, with the author's message", () => {
    expect(validateSubmission(form, { handle: '', zip: '123456', code: 'AB1' })).toMatchObject({
      success: false,
      issues: [
        { pointer: '/zip', code: 'pattern_mismatch', message: 'Enter five digits, such as 12345' },
        {
          pointer: '/code',
          code: 'pattern_mismatch',
          message: 'Enter text in the format asked for',
        },
      ],
    });
  });

  test('gives the same issues through the compiled check as the first time', () => {
    const values = { handle: 'x', zip: 'abc', code: 'ok' };
    const first = validateSubmission(form, values);
    // The second check of one form runs the generated function.
    expect(validateSubmission(form, values)).toEqual(first);
    expect(validateSubmission(form, values)).toEqual(first);
  });
});

test('countCharacters counts code points, as the string iterator does', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(countCharacters(text)).toBe([...text].length);
    }),
  );
});

test('getCharacterCount turns near in the last tenth of the limit, at least 5 characters, and over past it', () => {
  expect(getCharacterCount('a'.repeat(89), 100)).toEqual({
    count: 89,
    remaining: 11,
    state: 'within',
  });
  expect(getCharacterCount('a'.repeat(90), 100)).toEqual({
    count: 90,
    remaining: 10,
    state: 'near',
  });
  expect(getCharacterCount('abcde', 10)).toEqual({ count: 5, remaining: 5, state: 'near' });
  expect(getCharacterCount('😀'.repeat(11), 10)).toEqual({
    count: 11,
    remaining: -1,
    state: 'over',
  });
});

test('the JSON Schema describes the rules, so an editor can offer them', () => {
  const schema = createFormMessageJsonSchema() as {
    $defs: Record<string, { properties: Record<string, unknown> }>;
  };
  expect(schema.$defs.textInputElement?.properties).toMatchObject({
    minLength: { type: 'integer', minimum: 0 },
    maxLength: { type: 'integer', minimum: 1 },
    pattern: { type: 'string' },
    patternMessage: { type: 'string' },
  });
  expect(schema.$defs.checkboxElement?.properties).toMatchObject({
    minSelected: { type: 'integer', minimum: 0 },
    maxSelected: { type: 'integer', minimum: 1 },
  });
});
