import { elementIdField } from '../components/inspector/element-id-field.js';
import {
  createStringField,
  maxLinesField,
  optionalField,
  placeholderField,
} from '../components/inspector/simple-fields.js';
import { defineElementInspector } from './element-inspector-definition.js';

/** The builder's textInput: its name and its inspector fields. */
export const textInputInspector = defineElementInspector({
  type: 'textInput',
  name: 'Text input',
  fields: [
    elementIdField,
    createStringField('label', 'Label'),
    optionalField,
    placeholderField,
    maxLinesField,
    createStringField('defaultValue', 'Default text'),
  ],
});
