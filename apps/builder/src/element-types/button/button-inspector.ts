import { actionField } from '../../action-types/action-editor.js';
import { elementIdField } from '../../inspector/element-id-field.js';
import { createBooleanField, createStringField } from '../../inspector/simple-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';

/** The builder's button: its name and its inspector fields. */
export const buttonInspector = defineElementInspector({
  type: 'button',
  name: 'Button',
  fields: [
    elementIdField,
    createStringField('buttonText', 'Button text', {
      hint: 'The words on the button.',
      keepEmpty: true,
      section: 'content',
    }),
    createBooleanField('disableAfterInteracted', 'Disable after it is used', true, {
      hint: 'Greys the button out after its first press, so it cannot be pressed twice.',
      section: 'behaviour',
    }),
    actionField,
  ],
});
