import { choiceFields } from '../choice/choice-fields.js';
import { defaultOptionField } from '../choice/option-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';

/** The builder's singleSelect: its name and its inspector fields. */
export const singleSelectInspector = defineElementInspector({
  type: 'singleSelect',
  name: 'Single select',
  fields: [...choiceFields, defaultOptionField],
});
