import { elementIdField } from '../../inspector/element-id-field.js';
import { createStringField } from '../../inspector/simple-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';

/** The builder's label: its name and its inspector fields. */
export const labelInspector = defineElementInspector({
  type: 'label',
  name: 'Label',
  fields: [
    elementIdField,
    createStringField('text', 'Text', {
      hint: 'A line of text in the form, such as an instruction; it collects nothing.',
      keepEmpty: true,
      section: 'content',
    }),
  ],
});
