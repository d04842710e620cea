import { defaultOptionField } from '../components/inspector/option-fields.js';
import { choiceFields } from './choice-fields.js';
import { defineElementInspector } from './element-inspector-definition.js';

/** The builder's radio: its name and its inspector fields. */
export const radioInspector = defineElementInspector({
  type: 'radio',
  name: 'Radio',
  fields: [...choiceFields, defaultOptionField],
});
