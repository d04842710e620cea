import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createTextValueCheck, createValueChecks, type ValueCheck } from '../values.js';

/** A rating element as a message carries it. */
export const ratingElementSchema = z.looseObject({
  elementType: z.literal('rating'),
  elementId: elementIdSchema,
  optional: optionalFlagSchema,
  label: z.optional(z.string()),
  placeholder: z.optional(z.looseObject({ text: z.string() })),
  defaultValue: z.optional(z.string()),
});

/** A rating element as parsed, with every default explicit. */
export type RatingElement = z.output<typeof ratingElementSchema>;

/** The text a rating starts with. */
function getRatingDefaultValue(element: RatingElement): string {
  return element.defaultValue ?? '';
}

/** The check of a rating's submitted value. */
function createRatingValueCheck(element: RatingElement): ValueCheck {
  return createTextValueCheck(element.optional);
}

/** Creates a canonical rating element; throws a ZodError when the input is invalid. */
export function createRatingElement(
  input: Omit<z.input<typeof ratingElementSchema>, 'elementType'>,
): RatingElement {
  return ratingElementSchema.parse({ elementType: 'rating', optional: true, ...input });
}

/** A rating: free text; submits a string. */
export const ratingElementType = defineElementType({
  type: 'rating',
  factoryName: 'createRatingElement',
  schema: ratingElementSchema,
  input: {
    getDefaultValue: getRatingDefaultValue,
    ...createValueChecks(createRatingValueCheck),
  },
  createStarter: (elementId) =>
    createRatingElement({
      elementId,
      label: 'Your answer',
      placeholder: { text: 'Type here' },
    }),
  createExample: () =>
    createRatingElement({
      elementId: 'answer',
      label: 'Rating',
      optional: false,
      placeholder: { text: 'Ada Lovelace' },
    }),
});
