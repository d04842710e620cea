import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema, optionsSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createStarterOptions } from '../options.js';
import { checkDefaultAmongOptions, checkUniqueOptionValues } from '../options.js';
import { createMultipleChoiceValueCheck, createValueChecks, type ValueCheck } from '../values.js';

/** A checkbox group; submits the values of every checked option. */
export const checkboxElementSchema = z
  .looseObject({
    elementType: z.literal('checkbox'),
    elementId: elementIdSchema,
    optional: optionalFlagSchema,
    label: z.string({ error: 'label is required on a checkbox' }),
    defaultValue: z.optional(z.array(z.string())),
    options: optionsSchema,
  })
  .check(
    z.superRefine((element, context) => {
      checkUniqueOptionValues(element.options, context);
      if (element.defaultValue !== undefined)
        checkDefaultAmongOptions(element.defaultValue, element.options, ['defaultValue'], context);
    }),
  );

/** A checkbox element as parsed, with every default explicit. */
export type CheckboxElement = z.output<typeof checkboxElementSchema>;

/** The value a checkbox starts with. */
function getCheckboxDefaultValue(element: CheckboxElement): string[] {
  return element.defaultValue ?? [];
}

/** The check of a checkbox's submitted value. */
function createCheckboxValueCheck(element: CheckboxElement): ValueCheck {
  return createMultipleChoiceValueCheck(element.optional, element.options);
}

/** Creates a canonical checkbox element; throws a ZodError when the input is invalid. */
export function createCheckboxElement(
  input: Omit<z.input<typeof checkboxElementSchema>, 'elementType'>,
): CheckboxElement {
  return checkboxElementSchema.parse({ elementType: 'checkbox', optional: true, ...input });
}

/** A group of checkboxes; submits the checked values in option order. */
export const checkboxElementType = defineElementType({
  type: 'checkbox',
  factoryName: 'createCheckboxElement',
  schema: checkboxElementSchema,
  input: {
    getDefaultValue: getCheckboxDefaultValue,
    ...createValueChecks(createCheckboxValueCheck),
  },
  createStarter: (elementId) =>
    createCheckboxElement({
      elementId,
      label: 'Pick any',
      optional: true,
      options: createStarterOptions(),
    }),
  createExample: () =>
    createCheckboxElement({
      elementId: 'services',
      label: 'Services used',
      defaultValue: ['wifi'],
      options: [
        { value: 'wifi', label: 'Wi-Fi' },
        { value: 'parking', label: 'Parking' },
        { value: 'breakfast', label: 'Breakfast' },
      ],
    }),
});
