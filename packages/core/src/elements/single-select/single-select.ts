import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema, optionsSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createStarterOptions } from '../options.js';
import { checkDefaultAmongOptions, checkUniqueOptionValues } from '../options.js';
import { createChoiceValueCheck, createValueChecks, type ValueCheck } from '../values.js';
import { visibleWhenShape } from '../visible-when.js';

/** A single choice shown as option chips. */
export const singleSelectElementSchema = z
  .looseObject({
    elementType: z.literal('singleSelect'),
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

/** A singleSelect element as parsed, with every default explicit. */
export type SingleSelectElement = z.output<typeof singleSelectElementSchema>;

/** The value a singleSelect starts with. */
function getSingleSelectDefaultValue(element: SingleSelectElement): string {
  return element.defaultValue ?? '';
}

/** The check of a singleSelect's submitted value. */
function createSingleSelectValueCheck(element: SingleSelectElement): ValueCheck {
  return createChoiceValueCheck(element.optional, element.options);
}

/** Creates a canonical singleSelect element; throws a ZodError when the input is invalid. */
export function createSingleSelectElement(
  input: Omit<z.input<typeof singleSelectElementSchema>, 'elementType'>,
): SingleSelectElement {
  return singleSelectElementSchema.parse({ elementType: 'singleSelect', optional: true, ...input });
}

/** Option chips that work as radio buttons, the chosen one filled; submits one option value. */
export const singleSelectElementType = defineElementType({
  type: 'singleSelect',
  texts: ['label'],
  factoryName: 'createSingleSelectElement',
  schema: singleSelectElementSchema,
  input: {
    getDefaultValue: getSingleSelectDefaultValue,
    ...createValueChecks(createSingleSelectValueCheck),
  },
  emptyDefaultMeansNone: true,
  createStarter: (elementId) =>
    createSingleSelectElement({
      elementId,
      label: 'Select one',
      optional: true,
      options: createStarterOptions(),
    }),
  createExample: () =>
    createSingleSelectElement({
      elementId: 'rating',
      label: 'Rating',
      optional: false,
      options: [
        { value: 'good', label: 'Good' },
        { value: 'okay', label: 'Okay' },
        { value: 'poor', label: 'Poor' },
      ],
    }),
});
