import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema, optionsSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createStarterOptions } from '../options.js';
import { checkDefaultAmongOptions, checkUniqueOptionValues } from '../options.js';
import { createChoiceValueCheck, createValueChecks, type ValueCheck } from '../values.js';
import { visibleWhenShape } from '../visible-when.js';

/** A select list with one choice. */
export const dropdownElementSchema = z
  .looseObject({
    elementType: z.literal('dropdown'),
    elementId: elementIdSchema,
    ...visibleWhenShape,
    optional: optionalFlagSchema,
    label: z.optional(z.string()),
    defaultValue: z.optional(z.string()),
    options: optionsSchema,
  })
  .check(
    z.superRefine((element, context) => {
      checkUniqueOptionValues(element.options, context);
      if (element.defaultValue !== undefined) {
        checkDefaultAmongOptions(element.defaultValue, element.options, ['defaultValue'], context);
      }
    }),
  );

/** A dropdown element as parsed, with every default explicit. */
export type DropdownElement = z.output<typeof dropdownElementSchema>;

/** The value a dropdown starts with. */
function getDropdownDefaultValue(element: DropdownElement): string {
  return element.defaultValue ?? '';
}

/** The check of a dropdown's submitted value. */
function createDropdownValueCheck(element: DropdownElement): ValueCheck {
  return createChoiceValueCheck(element.optional, element.options);
}

/** Creates a canonical dropdown element; throws a ZodError when the input is invalid. */
export function createDropdownElement(
  input: Omit<z.input<typeof dropdownElementSchema>, 'elementType'>,
): DropdownElement {
  return dropdownElementSchema.parse({ elementType: 'dropdown', optional: true, ...input });
}

/** A native select, empty at first unless it has a `defaultValue`; submits one option value. */
export const dropdownElementType = defineElementType({
  type: 'dropdown',
  texts: ['label'],
  factoryName: 'createDropdownElement',
  schema: dropdownElementSchema,
  aliases: ['spinner'],
  input: {
    getDefaultValue: getDropdownDefaultValue,
    ...createValueChecks(createDropdownValueCheck),
  },
  emptyDefaultMeansNone: true,
  createStarter: (elementId) =>
    createDropdownElement({
      elementId,
      label: 'Pick one',
      optional: true,
      options: createStarterOptions(),
    }),
  createExample: () =>
    createDropdownElement({
      elementId: 'country',
      label: 'Country',
      optional: false,
      options: [
        { value: 'in', label: 'India' },
        { value: 'au', label: 'Australia' },
        { value: 'nz', label: 'New Zealand' },
      ],
    }),
});
