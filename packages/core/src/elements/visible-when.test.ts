import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createCheckboxElement,
  createFormMessage,
  createRadioElement,
  createSubmissionSchema,
  createTextInputElement,
  findHiddenElementIds,
  formatKitFormData,
  formatSubmission,
  parseFormElement,
  parseFormMessage,
  validateSubmission,
} from '../index.js';
import { createFormMessageJsonSchema } from '../json-schema.js';

const submitElement = createButtonElement({
  elementId: 'send',
  buttonText: 'Send',
  action: createApiAction({ url: 'https://example.org/forms' }),
});

const contactBy = createRadioElement({
  elementId: 'contactBy',
  label: 'Contact me by',
  optional: false,
  options: [
    { value: 'email', label: 'Email' },
    { value: 'phone', label: 'Phone' },
    { value: 'sms', label: 'Text message' },
  ],
});

/** A contact form: email shows for email, phone for phone or sms, a note once the phone is typed. */
function createContactForm() {
  return createFormMessage({
    formFields: [
      contactBy,
      createTextInputElement({
        elementId: 'email',
        optional: false,
        visibleWhen: { elementId: 'contactBy', equals: 'email' },
      }),
      createTextInputElement({
        elementId: 'phone',
        optional: false,
        visibleWhen: { elementId: 'contactBy', oneOf: ['phone', 'sms'] },
      }),
      createTextInputElement({
        elementId: 'callNote',
        optional: false,
        visibleWhen: { elementId: 'phone', notEmpty: true },
      }),
    ],
    submitElement,
  });
}

/** A raw message around `formFields`, for parsing. */
function createRawMessage(formFields: unknown[]) {
  return {
    category: 'interactive',
    type: 'form',
    data: { interactiveData: { formFields, submitElement } },
  };
}

describe('given a visibleWhen on an element', () => {
  test('accepts each of the three conditions and keeps it as written', () => {
    for (const visibleWhen of [
      { elementId: 'contactBy', equals: 'email' },
      { elementId: 'contactBy', oneOf: ['phone', 'sms'] },
      { elementId: 'contactBy', notEmpty: true },
    ])
      expect(
        parseFormElement({ elementType: 'textInput', elementId: 'email', visibleWhen }),
      ).toMatchObject({ success: true, data: { visibleWhen } });
  });

  test('reports a rule without a condition, and one with two, at visibleWhen', () => {
    expect(
      parseFormElement({
        elementType: 'textInput',
        elementId: 'email',
        visibleWhen: { elementId: 'contactBy' },
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/visibleWhen', code: 'missing_condition' }],
    });
    expect(
      parseFormElement({
        elementType: 'textInput',
        elementId: 'email',
        visibleWhen: { elementId: 'contactBy', equals: 'email', notEmpty: true },
      }),
    ).toMatchObject({
      success: false,
      issues: [
        {
          pointer: '/visibleWhen',
          code: 'several_conditions',
          message: 'visibleWhen has equals and notEmpty; give exactly one condition',
        },
      ],
    });
  });

  test('reports a rule naming no element, the element itself, a later one or a label, at its elementId', () => {
    const result = parseFormMessage(
      createRawMessage([
        { elementType: 'label', elementId: 'intro', text: 'Hello' },
        {
          elementType: 'textInput',
          elementId: 'a',
          visibleWhen: { elementId: 'nowhere', notEmpty: true },
        },
        {
          elementType: 'textInput',
          elementId: 'b',
          visibleWhen: { elementId: 'b', notEmpty: true },
        },
        {
          elementType: 'textInput',
          elementId: 'c',
          visibleWhen: { elementId: 'd', notEmpty: true },
        },
        {
          elementType: 'textInput',
          elementId: 'd',
          visibleWhen: { elementId: 'intro', notEmpty: true },
        },
      ]),
    );
    expect(result.success ? [] : result.issues.map(({ pointer, code }) => [pointer, code])).toEqual(
      [
        ['/data/interactiveData/formFields/1/visibleWhen/elementId', 'unknown_element_id'],
        ['/data/interactiveData/formFields/2/visibleWhen/elementId', 'self_reference'],
        ['/data/interactiveData/formFields/3/visibleWhen/elementId', 'later_element'],
        ['/data/interactiveData/formFields/4/visibleWhen/elementId', 'not_an_input'],
      ],
    );
  });

  test('reports a value that is not an option of the deciding element, since the element would never show', () => {
    const result = parseFormMessage(
      createRawMessage([
        contactBy,
        {
          elementType: 'textInput',
          elementId: 'fax',
          visibleWhen: { elementId: 'contactBy', oneOf: ['phone', 'fax'] },
        },
      ]),
    );
    expect(result).toMatchObject({
      success: false,
      issues: [
        {
          pointer: '/data/interactiveData/formFields/1/visibleWhen/oneOf/1',
          code: 'not_an_option',
          message: '"fax" is not an option of "contactBy", so the element would never show',
        },
      ],
    });
  });

  test('lenient parsing drops a broken rule with a warning and shows the element always', () => {
    const result = parseFormMessage(
      createRawMessage([
        contactBy,
        {
          elementType: 'textInput',
          elementId: 'a',
          visibleWhen: { elementId: 'a', notEmpty: true },
        },
        { elementType: 'textInput', elementId: 'b', visibleWhen: 'when asked' },
        {
          elementType: 'textInput',
          elementId: 'c',
          visibleWhen: { elementId: 'contactBy', equals: 'sms' },
        },
      ]),
      { mode: 'lenient' },
    );
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.warnings.map(({ pointer, code }) => [pointer, code])).toEqual([
      ['/data/interactiveData/formFields/2/visibleWhen', 'dropped_rule'],
      ['/data/interactiveData/formFields/1/visibleWhen', 'dropped_rule'],
    ]);
    const fields = result.data.data.interactiveData.formFields;
    expect(fields.map((field) => 'visibleWhen' in field)).toEqual([false, false, false, true]);
  });

  test('the JSON Schema describes visibleWhen on every input type and on no label or button', () => {
    const definitions = createFormMessageJsonSchema().$defs as Record<
      string,
      { properties?: Record<string, unknown> }
    >;
    const carrying = Object.entries(definitions)
      .filter(([, definition]) => definition.properties?.visibleWhen !== undefined)
      .map(([name]) => name);
    expect(carrying).toContain('textInputElement');
    expect(carrying).toContain('checkboxElement');
    expect(carrying).not.toContain('labelElement');
    expect(carrying).not.toContain('buttonElement');
  });
});

describe('given a submission to a form with visibleWhen', () => {
  test('accepts a hidden required field left empty, and requires it once shown', () => {
    const form = createContactForm();
    expect(validateSubmission(form, { contactBy: 'email', email: 'ada@example.org' })).toEqual({
      success: true,
      data: { contactBy: 'email', email: 'ada@example.org' },
      warnings: [],
    });
    expect(validateSubmission(form, { contactBy: 'sms', email: '' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/phone', code: 'required' }],
    });
  });

  test('drops an answer to a hidden field with a warning instead of refusing the submission', () => {
    const form = createContactForm();
    expect(
      validateSubmission(form, { contactBy: 'email', email: 'ada@example.org', phone: '555 0100' }),
    ).toEqual({
      success: true,
      data: { contactBy: 'email', email: 'ada@example.org' },
      warnings: [
        {
          path: ['phone'],
          pointer: '/phone',
          code: 'hidden_value_dropped',
          message: '"phone" is hidden by its visibleWhen, so its answer is not kept',
        },
      ],
    });
  });

  test('hides a field whose deciding field is hidden itself', () => {
    const form = createContactForm();
    // callNote shows while phone is not empty; phone is hidden for email, so callNote is too.
    expect(
      validateSubmission(form, { contactBy: 'email', email: 'a@example.org', phone: 'x' }),
    ).toMatchObject({ success: true, data: { contactBy: 'email', email: 'a@example.org' } });
    expect(validateSubmission(form, { contactBy: 'phone', phone: '555 0100' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/callNote', code: 'required' }],
    });
  });

  test('a checkbox group meets equals while the option is among the checked ones', () => {
    const form = createFormMessage({
      formFields: [
        createCheckboxElement({
          elementId: 'topics',
          label: 'Topics',
          options: [
            { value: 'billing', label: 'Billing' },
            { value: 'other', label: 'Other' },
          ],
        }),
        createTextInputElement({
          elementId: 'otherTopic',
          optional: false,
          visibleWhen: { elementId: 'topics', equals: 'other' },
        }),
      ],
      submitElement,
    });
    expect(validateSubmission(form, { topics: ['billing'] }).success).toBe(true);
    expect(validateSubmission(form, { topics: ['billing', 'other'] })).toMatchObject({
      success: false,
      issues: [{ pointer: '/otherTopic', code: 'required' }],
    });
  });

  test('the check stays the same when a form is validated many times', () => {
    // From the second check on, a form without rules runs generated code; one with rules must not.
    const form = createContactForm();
    for (let round = 0; round < 3; round += 1)
      expect(
        validateSubmission(form, { contactBy: 'email', email: 'a@example.org' }),
      ).toMatchObject({
        success: true,
      });
  });

  test('findHiddenElementIds, createSubmissionSchema and validateSubmission agree on any answers', () => {
    const form = createContactForm();
    const schema = createSubmissionSchema(form);
    const answers = fc.record(
      {
        contactBy: fc.constantFrom('email', 'phone', 'sms', ''),
        email: fc.constantFrom('', 'ada@example.org'),
        phone: fc.constantFrom('', ' ', '555 0100'),
        callNote: fc.constantFrom('', 'mornings'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(answers, (values) => {
        const hidden = findHiddenElementIds(form, values);
        const validated = validateSubmission(form, values);
        const parsed = schema.safeParse(values);
        expect(parsed.success).toBe(validated.success);
        if (!validated.success || !parsed.success) return;
        const kept = Object.keys(validated.data);
        expect(kept.filter((id) => hidden.has(id))).toEqual([]);
        expect(kept.length + hidden.size).toBe(4);
        expect(parsed.data).toEqual(validated.data);
      }),
    );
  });
});

describe('given values to send from a form with visibleWhen', () => {
  test('formatSubmission and formatKitFormData leave out the values of hidden fields', () => {
    const form = createContactForm();
    const values = {
      contactBy: 'email',
      email: 'ada@example.org',
      phone: '555 0100',
      callNote: 'x',
    };
    expect(formatSubmission(form, values)).toEqual({
      contactBy: 'email',
      email: 'ada@example.org',
    });
    expect(formatKitFormData(form, values, { timeZone: 'UTC' })).toEqual({
      contactBy: 'email',
      email: 'ada@example.org',
    });
  });
});
