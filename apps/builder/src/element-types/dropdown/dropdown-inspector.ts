import { choiceFields } from '../choice/choice-fields.js';
import { defaultOptionField } from '../choice/option-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';

/** The builder's dropdown: its name and its inspector fields. */
export const dropdownInspector = defineElementInspector({
  type: 'dropdown',
  name: 'Dropdown',
  fields: [...choiceFields, defaultOptionField],
});
