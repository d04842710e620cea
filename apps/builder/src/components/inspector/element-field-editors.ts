import type { ElementType } from '@chatforms/core';
import { actionField } from './action-editor.js';
import { elementIdField } from './element-id-field.js';
import {
  createDateTimeValueField,
  submittedFormatField,
  timeZoneField,
} from './date-time-fields.js';
import type { FieldEditor } from './field-editor.js';
import { defaultOptionField, defaultOptionsField } from './option-fields.js';
import { optionsField } from './options-editor.js';
import {
  createBooleanField,
  createChoiceField,
  createStringField,
  maxLinesField,
  optionalField,
  placeholderField,
} from './simple-fields.js';

const labelField = createStringField('label', 'Label');
const choiceFields = [elementIdField, labelField, optionalField, optionsField];

/** The one registry of inspector fields: every spec field of each element type. */
const elementFieldEditors = {
  label: [elementIdField, createStringField('text', 'Text', false)],
  textInput: [
    elementIdField,
    labelField,
    optionalField,
    placeholderField,
    maxLinesField,
    createStringField('defaultValue', 'Default text'),
  ],
  button: [
    elementIdField,
    createStringField('buttonText', 'Button text', false),
    createBooleanField('disableAfterInteracted', 'Disable after it is used', true),
    actionField,
  ],
  checkbox: [...choiceFields, defaultOptionsField],
  dropdown: [...choiceFields, defaultOptionField],
  radio: [...choiceFields, defaultOptionField],
  singleSelect: [...choiceFields, defaultOptionField],
  dateTime: [
    elementIdField,
    labelField,
    optionalField,
    createChoiceField('mode', 'Mode', ['date', 'time', 'dateTime']),
    createDateTimeValueField('defaultValue', 'Default value'),
    createDateTimeValueField('from', 'Earliest (from)'),
    createDateTimeValueField('to', 'Latest (to)'),
    timeZoneField,
    submittedFormatField,
  ],
} satisfies Record<ElementType, readonly FieldEditor[]>;

/** The field editors of an element type, or none for an unknown type. */
export function getFieldEditors(elementType: unknown): readonly FieldEditor[] {
  return Object.hasOwn(elementFieldEditors, String(elementType))
    ? elementFieldEditors[elementType as ElementType]
    : [];
}
