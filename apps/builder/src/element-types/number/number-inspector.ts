import { elementIdField } from '../../inspector/element-id-field.js';
import {
  createNumberField,
  labelField,
  optionalField,
  placeholderField,
} from '../../inspector/simple-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';

/** The builder's number: its name and its inspector fields. */
export const numberInspector = defineElementInspector({
  type: 'number',
  name: 'Number',
  fields: [
    elementIdField,
    labelField,
    optionalField,
    placeholderField,
    createNumberField('min', 'Smallest (min)', {
      hint: 'Anything less is refused, in the form and by the server.',
    }),
    createNumberField('max', 'Largest (max)', {
      hint: 'Anything more is refused, in the form and by the server.',
    }),
    createNumberField('step', 'Step', {
      hint: 'Only min plus whole steps are accepted (from 0 without a min); 0.5 allows halves.',
    }),
    createNumberField('defaultValue', 'Default number', {
      hint: 'Already filled in when the form opens; the reader can change it.',
    }),
  ],
});
