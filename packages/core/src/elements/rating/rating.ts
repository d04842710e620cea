import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createSingleSelectElement } from '../single-select/single-select.js';
import { createValueChecks } from '../values.js';
import { createRatingValueCheck, getRatingRange, listRatingNumbers } from './rating-scale.js';

/**
 * A rating: 1 to `max` stars (5 unless given, at most 10), or the 0–10 scale of a Net Promoter
 * Score. `lowLabel` and `highLabel` name the two ends ("Not likely", "Very likely").
 */
export const ratingElementSchema = z
  .looseObject({
    elementType: z.literal('rating'),
    elementId: elementIdSchema,
    optional: optionalFlagSchema,
    label: z.optional(z.string()),
    scale: z._default(z.enum(['stars', 'nps']), 'stars'),
    max: z.optional(z.int().check(z.gte(2), z.lte(10))),
    lowLabel: z.optional(z.string()),
    highLabel: z.optional(z.string()),
    defaultValue: z.optional(z.int()),
  })
  .check(
    z.superRefine((element, context) => {
      if (element.scale === 'nps' && element.max !== undefined) {
        context.issues.push({
          code: 'custom',
          input: element.max,
          path: ['max'],
          message: 'max is for a stars rating; an nps rating is always 0 to 10',
        });
        return;
      }
      const { lowest, highest } = getRatingRange(element);
      const value = element.defaultValue;
      if (value === undefined || (value >= lowest && value <= highest)) return;
      context.issues.push({
        code: 'custom',
        input: value,
        path: ['defaultValue'],
        message: `defaultValue ${value} is not on the scale: ${lowest} to ${highest}`,
      });
    }),
  );

/** A rating element as parsed, with every default explicit. */
export type RatingElement = z.output<typeof ratingElementSchema>;

/** The value a rating starts with: its default as text, or none chosen. */
function getRatingDefaultValue(element: RatingElement): string {
  return element.defaultValue === undefined ? '' : String(element.defaultValue);
}

/** Creates a canonical rating element; throws a ZodError when the input is invalid. */
export function createRatingElement(
  input: Omit<z.input<typeof ratingElementSchema>, 'elementType'>,
): RatingElement {
  return ratingElementSchema.parse({ elementType: 'rating', optional: true, ...input });
}

/** An option's label in the spec fallback: the number, and an end's own words where it has them. */
function writeFallbackLabel(element: RatingElement, number: number): string {
  const { lowest, highest } = getRatingRange(element);
  const words = number === lowest ? element.lowLabel : number === highest ? element.highLabel : '';
  return words ? `${number} – ${words}` : String(number);
}

/**
 * The singleSelect with the same id that the stock kits render in place of a rating: one option
 * per number, valued as the rating submits it ("4"), so a backend reads the same from either.
 */
function toRatingSpecElement(element: RatingElement) {
  return createSingleSelectElement({
    elementId: element.elementId,
    optional: element.optional,
    ...(element.label === undefined ? {} : { label: element.label }),
    options: listRatingNumbers(element).map((number) => ({
      value: String(number),
      label: writeFallbackLabel(element, number),
    })),
    ...(element.defaultValue === undefined ? {} : { defaultValue: String(element.defaultValue) }),
  });
}

/** Stars (1 to `max`) or a 0–10 scale, chosen as radio buttons; submits the number as text ("4"). */
export const ratingElementType = defineElementType({
  type: 'rating',
  texts: ['label', 'lowLabel', 'highLabel'],
  factoryName: 'createRatingElement',
  schema: ratingElementSchema,
  input: {
    getDefaultValue: getRatingDefaultValue,
    ...createValueChecks(createRatingValueCheck),
  },
  toSpecElement: toRatingSpecElement,
  createStarter: (elementId) => createRatingElement({ elementId, label: 'How did we do?' }),
  createExample: () =>
    createRatingElement({
      elementId: 'recommend',
      label: 'How likely are you to recommend us to a friend?',
      optional: false,
      scale: 'nps',
      lowLabel: 'Not at all likely',
      highLabel: 'Extremely likely',
    }),
});
