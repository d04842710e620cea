import { elementIdField } from '../components/inspector/element-id-field.js';
import { optionsField } from '../components/inspector/options-editor.js';
import { labelField, optionalField } from '../components/inspector/simple-fields.js';

/** The fields every choice element (checkbox, dropdown, radio, singleSelect) starts with. */
export const choiceFields = [elementIdField, labelField, optionalField, optionsField];
