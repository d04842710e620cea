import type { BuiltInElementType } from '@chatforms/core';
import type { DraftElement } from '@chatforms/core/editing';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

import {
  type BenchForm,
  getFieldLabel,
  getFieldOptions,
  isRequiredField,
} from './large-form-fields.js';

/** The react-jsonschema-form equivalent of a chatforms form: schema plus uiSchema. */
export interface RjsfForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

function toChoices(field: DraftElement) {
  return getFieldOptions(field).map((option) => ({ const: option.value, title: option.label }));
}

interface RjsfField {
  schema: (field: DraftElement, title: string) => RJSFSchema;
  widget?: (field: DraftElement) => UiSchema | undefined;
}

const text: RjsfField = { schema: (_field, title) => ({ type: 'string', title }) };
const singleChoice = (widget?: string): RjsfField => ({
  schema: (field, title) => ({ type: 'string', title, oneOf: toChoices(field) }),
  widget: () => (widget === undefined ? undefined : { 'ui:widget': widget }),
});

/** The rjsf property and widget each element type becomes; a type it lacks, a string. */
const rjsfFields = {
  label: text,
  textInput: {
    ...text,
    widget: (field) =>
      'maxLines' in field && typeof field.maxLines === 'number' && field.maxLines > 1
        ? { 'ui:widget': 'textarea' }
        : undefined,
  },
  button: text,
  checkbox: {
    // A required group needs one ticked box: JSON Schema `required` alone accepts [].
    schema: (field, title) => ({
      type: 'array',
      title,
      uniqueItems: true,
      items: { type: 'string', oneOf: toChoices(field) },
      ...(isRequiredField(field) ? { minItems: 1 } : {}),
    }),
    widget: () => ({ 'ui:widget': 'checkboxes' }),
  },
  dropdown: singleChoice(),
  radio: singleChoice('radio'),
  singleSelect: singleChoice(),
  dateTime: text,
} satisfies Partial<Record<BuiltInElementType, RjsfField>>;

function findRjsfField(field: DraftElement): RjsfField {
  return (rjsfFields as Record<string, RjsfField>)[field.elementType] ?? text;
}

function toPropertySchema(field: DraftElement): RJSFSchema {
  return findRjsfField(field).schema(field, getFieldLabel(field));
}

function toUiWidget(field: DraftElement): UiSchema | undefined {
  return findRjsfField(field).widget?.(field);
}

/** Converts a form to rjsf: same fields in order, labels, options (value + label) and required flags. */
export function toRjsfForm(form: BenchForm): RjsfForm {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {
    'ui:order': form.formFields.map((field) => field.elementId),
    'ui:submitButtonOptions': { submitText: 'Submit' },
  };
  for (const field of form.formFields) {
    properties[field.elementId] = toPropertySchema(field);
    const widget = toUiWidget(field);
    if (widget !== undefined) uiSchema[field.elementId] = widget;
  }
  const required = form.formFields.filter(isRequiredField).map((field) => field.elementId);
  const schema: RJSFSchema = { type: 'object', properties, required };
  if (form.title !== undefined) schema.title = form.title;
  return { schema, uiSchema };
}
