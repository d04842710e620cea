import type { z } from 'zod';
import { buttonElementSchema } from './button.js';
import {
  checkboxElementSchema,
  createCheckboxValueSchema,
  getCheckboxDefaultValue,
} from './checkbox.js';
import {
  createDateTimeValueSchema,
  dateTimeElementSchema,
  formatDateTimeElementValue,
  getDateTimeDefaultValue,
} from './date-time.js';
import {
  createDropdownValueSchema,
  dropdownElementSchema,
  getDropdownDefaultValue,
} from './dropdown.js';
import type { ElementType, FormElement } from './form-element.js';
import { labelElementSchema } from './label.js';
import { createRadioValueSchema, getRadioDefaultValue, radioElementSchema } from './radio.js';
import {
  createSingleSelectValueSchema,
  getSingleSelectDefaultValue,
  singleSelectElementSchema,
} from './single-select.js';
import {
  createTextInputValueSchema,
  getTextInputDefaultValue,
  textInputElementSchema,
} from './text-input.js';
import type { FormValue } from './values.js';

/** How an input element's value starts and is checked. */
export interface InputBehaviour<E> {
  getDefaultValue(element: E): FormValue;
  createValueSchema(element: E): z.ZodType<FormValue, unknown>;
  /** Rewrites a valid control value into the value sent, where the two differ. */
  formatValue?(element: E, value: FormValue): FormValue;
}

/** What core knows about one element type. */
export interface ElementDefinition<E extends FormElement> {
  schema: z.ZodType<E, unknown>;
  /** Other names existing chat kits use for this type; parsing renames them with a warning. */
  aliases: readonly string[];
  /** How its value behaves, or null for elements that submit nothing (labels, buttons). */
  input: InputBehaviour<E> | null;
}

/** The one registry of element types. */
export const elementDefinitions = {
  label: { schema: labelElementSchema, aliases: [], input: null },
  textInput: {
    schema: textInputElementSchema,
    aliases: [],
    input: {
      getDefaultValue: getTextInputDefaultValue,
      createValueSchema: createTextInputValueSchema,
    },
  },
  button: { schema: buttonElementSchema, aliases: [], input: null },
  checkbox: {
    schema: checkboxElementSchema,
    aliases: [],
    input: {
      getDefaultValue: getCheckboxDefaultValue,
      createValueSchema: createCheckboxValueSchema,
    },
  },
  dropdown: {
    schema: dropdownElementSchema,
    aliases: ['spinner'],
    input: {
      getDefaultValue: getDropdownDefaultValue,
      createValueSchema: createDropdownValueSchema,
    },
  },
  radio: {
    schema: radioElementSchema,
    aliases: [],
    input: { getDefaultValue: getRadioDefaultValue, createValueSchema: createRadioValueSchema },
  },
  singleSelect: {
    schema: singleSelectElementSchema,
    aliases: [],
    input: {
      getDefaultValue: getSingleSelectDefaultValue,
      createValueSchema: createSingleSelectValueSchema,
    },
  },
  dateTime: {
    schema: dateTimeElementSchema,
    aliases: [],
    input: {
      getDefaultValue: getDateTimeDefaultValue,
      createValueSchema: createDateTimeValueSchema,
      formatValue: formatDateTimeElementValue,
    },
  },
} satisfies { [K in ElementType]: ElementDefinition<Extract<FormElement, { elementType: K }>> };

/** The definition of an element's type, typed loosely for code that handles any element. */
export function getElementDefinition(element: FormElement): ElementDefinition<FormElement> {
  return elementDefinitions[element.elementType] as unknown as ElementDefinition<FormElement>;
}

/** True for elements that submit a value (not labels, not buttons). */
export function isInputElement(element: FormElement): boolean {
  return getElementDefinition(element).input !== null;
}
