import { z } from 'zod';
import { buttonElementSchema } from './button.js';
import { checkboxElementSchema } from './checkbox.js';
import { dateTimeElementSchema } from './date-time.js';
import { dropdownElementSchema } from './dropdown.js';
import { labelElementSchema } from './label.js';
import { radioElementSchema } from './radio.js';
import { singleSelectElementSchema } from './single-select.js';
import { textInputElementSchema } from './text-input.js';

/** Canonical element types, in the spec's order. */
export const elementTypes = [
  'label',
  'textInput',
  'button',
  'checkbox',
  'dropdown',
  'radio',
  'singleSelect',
  'dateTime',
] as const;

/** Any element of a form, chosen by `elementType`. */
export const formElementSchema = z.discriminatedUnion(
  'elementType',
  [
    labelElementSchema,
    textInputElementSchema,
    buttonElementSchema,
    checkboxElementSchema,
    dropdownElementSchema,
    radioElementSchema,
    singleSelectElementSchema,
    dateTimeElementSchema,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `elementType must be one of ${elementTypes.join(', ')}`
        : undefined,
  },
);

/** Any form element as parsed. */
export type FormElement = z.output<typeof formElementSchema>;

/** The canonical element type names. */
export type ElementType = FormElement['elementType'];
