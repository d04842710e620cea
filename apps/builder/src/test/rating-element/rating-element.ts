import { defineElementType } from '@chatforms/core';
import { z } from 'zod';

/** A row of stars, 1 to `max`; submits the number of stars chosen as text ("4"). */
export const ratingElementSchema = z
  .looseObject({
    elementType: z.literal('rating'),
    elementId: z.string().min(1, { error: 'elementId must not be empty' }),
    optional: z.boolean().default(true),
    label: z.string().optional(),
    max: z.number().int().min(2).max(10).default(5),
    defaultValue: z.string().optional(),
  })
  .superRefine((element, context) => {
    if (element.defaultValue !== undefined && !isStars(element.defaultValue, element.max)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message: `defaultValue must be a whole number of stars from 1 to ${element.max}`,
      });
    }
  });

/** A rating element as parsed. */
export type RatingElement = z.output<typeof ratingElementSchema>;

function isStars(value: string, max: number): boolean {
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max;
}

function createRatingValueSchema(element: RatingElement) {
  return z
    .string({ error: 'Expected a number of stars' })
    .default('')
    .superRefine((value, context) => {
      if (value === '' && !element.optional)
        context.addIssue({ code: 'custom', message: 'Choose a rating' });
      if (value !== '' && !isStars(value, element.max))
        context.addIssue({ code: 'custom', message: `Choose 1 to ${element.max} stars` });
    });
}

/** The rating type: everything core needs to read, check and start one. */
export const ratingElementType = defineElementType({
  type: 'rating',
  schema: ratingElementSchema,
  aliases: ['stars'],
  input: {
    getDefaultValue: (element) => element.defaultValue ?? '',
    createValueSchema: createRatingValueSchema,
  },
  emptyDefaultMeansNone: true,
  createStarter: (elementId) =>
    ratingElementSchema.parse({ elementType: 'rating', elementId, label: 'Your rating' }),
  createExample: () =>
    ratingElementSchema.parse({ elementType: 'rating', elementId: 'stay', label: 'Your stay' }),
});
