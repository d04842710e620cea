import { defaultOptionsField } from '../components/inspector/option-fields.js';
import { choiceFields } from './choice-fields.js';
import { defineElementInspector } from './element-inspector-definition.js';

/** The builder's checkbox: its name and its inspector fields. */
export const checkboxInspector = defineElementInspector({
  type: 'checkbox',
  name: 'Checkbox',
  fields: [...choiceFields, defaultOptionsField],
});
