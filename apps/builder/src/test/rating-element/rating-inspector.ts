import { defineElementInspector } from '../../element-types/element-inspector-definition.js';
import { elementIdField } from '../../inspector/element-id-field.js';
import {
  createNumberField,
  createStringField,
  optionalField,
} from '../../inspector/simple-fields.js';

/** The builder's rating: its name and its inspector fields. */
export const ratingInspector = defineElementInspector({
  type: 'rating',
  name: 'Rating',
  fields: [
    elementIdField,
    createStringField('label', 'Label'),
    optionalField,
    createNumberField('max', 'Stars'),
  ],
});
