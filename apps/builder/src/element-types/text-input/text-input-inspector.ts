import { elementIdField } from '../../inspector/element-id-field.js';
import {
  createStringField,
  labelField,
  maxLinesField,
  optionalField,
  placeholderField,
} from '../../inspector/simple-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';
import {
  maxLengthField,
  minLengthField,
  patternField,
  patternMessageField,
} from './text-rule-fields.js';

/** The builder's textInput: its name and its inspector fields. */
export const textInputInspector = defineElementInspector({
  type: 'textInput',
  name: 'Text input',
  fields: [
    elementIdField,
    labelField,
    optionalField,
    placeholderField,
    maxLinesField,
    createStringField('defaultValue', 'Default text', {
      hint: 'Already filled in when the form opens; the reader can change it.',
    }),
    minLengthField,
    maxLengthField,
    patternField,
    patternMessageField,
  ],
});
