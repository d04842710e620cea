import { createLargeFormMessage } from '@chatforms/fixtures';
import validator from '@rjsf/validator-ajv8';
import { expect, test } from 'vitest';

import { toRjsfForm } from './to-rjsf-form.js';

const form = createLargeFormMessage(20).data.interactiveData;

test('keeps every field in order with its label', () => {
  const { schema, uiSchema } = toRjsfForm(form);
  expect(uiSchema['ui:order']).toEqual(form.formFields.map((field) => field.elementId));
  for (const field of form.formFields) {
    expect(schema.properties?.[field.elementId]).toMatchObject({ title: field.label });
  }
});

test('marks exactly the fields that are not optional as required', () => {
  const { schema } = toRjsfForm(form);
  const required = form.formFields
    .filter((field) => !field.optional)
    .map((field) => field.elementId);
  expect(schema.required).toEqual(required);
  expect(required.length).toBeGreaterThan(0);
});

test('turns options into value and label pairs with the matching widget', () => {
  const { schema, uiSchema } = toRjsfForm(form);
  expect(schema.properties?.['field1']).toMatchObject({
    oneOf: [
      { const: 'a', title: 'Option A' },
      { const: 'b', title: 'Option B' },
      { const: 'c', title: 'Option C' },
    ],
  });
  expect(uiSchema['field2']).toEqual({ 'ui:widget': 'checkboxes' });
  expect(uiSchema['field3']).toEqual({ 'ui:widget': 'radio' });
  expect(uiSchema['field1']).toBeUndefined();
});

test('rejects an empty required checkbox group and accepts a ticked one', () => {
  const { schema } = toRjsfForm({
    formFields: [
      {
        elementType: 'checkbox',
        elementId: 'pick',
        label: 'Pick',
        optional: false,
        options: [{ value: 'a', label: 'A' }],
      },
    ],
  });
  expect(validator.isValid(schema, { pick: [] }, schema)).toBe(false);
  expect(validator.isValid(schema, { pick: ['a'] }, schema)).toBe(true);
  expect(validator.isValid(schema, { pick: ['z'] }, schema)).toBe(false);
});

test('reports the same failing fields as chatforms for an empty submission', () => {
  const { schema } = toRjsfForm(form);
  const result = validator.validateFormData(
    { field2: [], field7: [], field12: [], field17: [] },
    schema,
  );
  const failing = new Set(result.errors.map((error) => error.property?.replace(/^\./, '')));
  const required = form.formFields
    .filter((field) => !field.optional)
    .map((field) => field.elementId);
  expect([...failing].sort()).toEqual([...required].sort());
});
