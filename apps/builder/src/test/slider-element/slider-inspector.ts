import { defineElementInspector } from '../../element-types/element-inspector-definition.js';
import { elementIdField } from '../../inspector/element-id-field.js';
import {
  createNumberField,
  createStringField,
  optionalField,
} from '../../inspector/simple-fields.js';

/** The builder's slider: its name and its inspector fields. */
export const sliderInspector = defineElementInspector({
  type: 'slider',
  name: 'Slider',
  fields: [
    elementIdField,
    createStringField('label', 'Label'),
    optionalField,
    createNumberField('max', 'Highest value'),
  ],
});
