import type { ElementComponents } from './element-props.js';
import { ButtonField } from './elements/button-field.js';
import { CheckboxField } from './elements/checkbox-field.js';
import { DateTimeField } from './elements/date-time-field.js';
import { DropdownField } from './elements/dropdown-field.js';
import { LabelField } from './elements/label-field.js';
import { RadioField } from './elements/radio-field.js';
import { SingleSelectField } from './elements/single-select-field.js';
import { TextInputField } from './elements/text-input-field.js';

/** The one registry of element components: the built-in component for every element type. */
export const elementComponents = {
  label: LabelField,
  textInput: TextInputField,
  button: ButtonField,
  checkbox: CheckboxField,
  dropdown: DropdownField,
  radio: RadioField,
  singleSelect: SingleSelectField,
  dateTime: DateTimeField,
} satisfies ElementComponents;
