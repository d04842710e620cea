import { choiceFields } from '../choice/choice-fields.js';
import { defaultOptionsField } from '../choice/option-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';
import { maxSelectedField, minSelectedField } from './choice-count-fields.js';

/** The builder's checkbox: its name and its inspector fields. */
export const checkboxInspector = defineElementInspector({
  type: 'checkbox',
  name: 'Checkbox',
  fields: [...choiceFields, defaultOptionsField, minSelectedField, maxSelectedField],
});
