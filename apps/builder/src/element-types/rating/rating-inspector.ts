import { elementIdField } from '../../inspector/element-id-field.js';
import {
  createStringField,
  labelField,
  optionalField,
  placeholderField,
} from '../../inspector/simple-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';

/** The builder's rating: its name and its inspector fields. */
export const ratingInspector = defineElementInspector({
  type: 'rating',
  name: 'Rating',
  fields: [
    elementIdField,
    labelField,
    optionalField,
    placeholderField,
    createStringField('defaultValue', 'Default text', {
      hint: 'Already filled in when the form opens; the reader can change it.',
    }),
  ],
});
