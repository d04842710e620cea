import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema, optionsSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createStarterOptions } from '../options.js';
import { checkDefaultAmongOptions, checkUniqueOptionValues } from '../options.js';
import { createChoiceValueCheck, createValueChecks, type ValueCheck } from '../values.js';
import { visibleWhenShape } from '../visible-when.js';

/** A group of radio buttons with one choice. */
export const radioElementSchema = z
  .looseObject({
    elementType: z.literal('radio'),
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

/** A radio element as parsed, with every default explicit. */
export type RadioElement = z.output<typeof radioElementSchema>;

/** The value a radio starts with. */
function getRadioDefaultValue(element: RadioElement): string {
  return element.defaultValue ?? '';
}

/** The check of a radio's submitted value. */
function createRadioValueCheck(element: RadioElement): ValueCheck {
  return createChoiceValueCheck(element.optional, element.options);
}

/** Creates a canonical radio element; throws a ZodError when the input is invalid. */
export function createRadioElement(
  input: Omit<z.input<typeof radioElementSchema>, 'elementType'>,
): RadioElement {
  return radioElementSchema.parse({ elementType: 'radio', optional: true, ...input });
}

/** A group of radio buttons under a legend; submits one option value. */
export const radioElementType = defineElementType({
  type: 'radio',
  texts: ['label'],
  factoryName: 'createRadioElement',
  schema: radioElementSchema,
  input: { getDefaultValue: getRadioDefaultValue, ...createValueChecks(createRadioValueCheck) },
  emptyDefaultMeansNone: true,
  createStarter: (elementId) =>
    createRadioElement({
      elementId,
      label: 'Choose one',
      optional: true,
      options: createStarterOptions(),
    }),
  createExample: () =>
    createRadioElement({
      elementId: 'contact',
      label: 'Preferred contact',
      defaultValue: 'chat',
      options: [
        { value: 'chat', label: 'Chat' },
        { value: 'phone', label: 'Phone' },
      ],
    }),
});
