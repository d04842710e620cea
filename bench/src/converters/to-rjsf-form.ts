import type { DraftElement } from '@chatforms/core/editing';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  getFieldLabel,
  getFieldOptions,
  isRequiredField,
  type BenchForm,
} from './large-form-fields.js';

/** The react-jsonschema-form equivalent of a chatforms form: schema plus uiSchema. */
export interface RjsfForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

function toChoices(field: DraftElement) {
  return getFieldOptions(field).map((option) => ({ const: option.value, title: option.label }));
}

function toPropertySchema(field: DraftElement): RJSFSchema {
  const title = getFieldLabel(field);
  switch (field.elementType) {
    case 'checkbox':
      // A required group needs one ticked box: JSON Schema `required` alone accepts [].
      return {
        type: 'array',
        title,
        uniqueItems: true,
        items: { type: 'string', oneOf: toChoices(field) },
        ...(isRequiredField(field) ? { minItems: 1 } : {}),
      };
    case 'dropdown':
    case 'radio':
    case 'singleSelect':
      return { type: 'string', title, oneOf: toChoices(field) };
    case 'textInput':
    case 'dateTime':
    case 'label':
    case 'button':
      return { type: 'string', title };
  }
}

function toUiWidget(field: DraftElement): UiSchema | undefined {
  if (field.elementType === 'checkbox') return { 'ui:widget': 'checkboxes' };
  if (field.elementType === 'radio') return { 'ui:widget': 'radio' };
  if (field.elementType === 'textInput' && (field.maxLines ?? 1) > 1)
    return { 'ui:widget': 'textarea' };
  return undefined;
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
