import { elementIdField } from '../../inspector/element-id-field.js';
import { labelField, optionalField } from '../../inspector/simple-fields.js';
import { optionsField } from './options-editor.js';

/** The fields every choice element (checkbox, dropdown, radio, singleSelect) starts with. */
export const choiceFields = [elementIdField, labelField, optionalField, optionsField];
