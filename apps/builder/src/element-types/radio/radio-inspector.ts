import { choiceFields } from '../choice/choice-fields.js';
import { defaultOptionField } from '../choice/option-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';

/** The builder's radio: its name and its inspector fields. */
export const radioInspector = defineElementInspector({
  type: 'radio',
  name: 'Radio',
  fields: [...choiceFields, defaultOptionField],
});
