import { elementIdField } from '../../inspector/element-id-field.js';
import {
  createNumberField,
  createStringField,
  labelField,
  optionalField,
} from '../../inspector/simple-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';
import { ratingScaleField } from './rating-scale-field.js';

/** The builder's rating: its name and its inspector fields. */
export const ratingInspector = defineElementInspector({
  type: 'rating',
  name: 'Rating',
  fields: [
    elementIdField,
    labelField,
    optionalField,
    ratingScaleField,
    createNumberField('max', 'Stars (max)', {
      hint: 'How many stars, 2 to 10; 5 when empty. Not for a 0–10 scale.',
    }),
    createStringField('lowLabel', 'Low end words', {
      hint: 'Under the lowest number, such as "Not likely"; read with it by screen readers.',
    }),
    createStringField('highLabel', 'High end words', {
      hint: 'Under the highest number, such as "Very likely".',
    }),
    createNumberField('defaultValue', 'Default number', {
      hint: 'Already chosen when the form opens; the reader can change it.',
    }),
  ],
});
