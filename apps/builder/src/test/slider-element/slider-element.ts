import { defineElementType } from '@chatforms/core';
import { z } from 'zod';

/** A slider from 1 to `max`; submits the value chosen as text ("4"). */
export const sliderElementSchema = z
  .looseObject({
    elementType: z.literal('slider'),
    elementId: z.string().min(1, { error: 'elementId must not be empty' }),
    optional: z.boolean().default(true),
    label: z.string().optional(),
    max: z.number().int().min(2).max(10).default(5),
    defaultValue: z.string().optional(),
  })
  .superRefine((element, context) => {
    if (element.defaultValue !== undefined && !isStep(element.defaultValue, element.max)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message: `defaultValue must be a whole number from 1 to ${element.max}`,
      });
    }
  });

/** A slider element as parsed. */
export type SliderElement = z.output<typeof sliderElementSchema>;

function isStep(value: string, max: number): boolean {
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max;
}

function createSliderValueSchema(element: SliderElement) {
  return z
    .string({ error: 'Expected a number' })
    .default('')
    .superRefine((value, context) => {
      if (value === '' && !element.optional)
        context.addIssue({ code: 'custom', message: 'Move the slider' });
      if (value !== '' && !isStep(value, element.max))
        context.addIssue({ code: 'custom', message: `Choose 1 to ${element.max}` });
    });
}

/** The slider type: everything core needs to read, check and start one. */
export const sliderElementType = defineElementType({
  type: 'slider',
  schema: sliderElementSchema,
  aliases: ['range'],
  input: {
    getDefaultValue: (element) => element.defaultValue ?? '',
    createValueSchema: createSliderValueSchema,
  },
  emptyDefaultMeansNone: true,
  createStarter: (elementId) =>
    sliderElementSchema.parse({ elementType: 'slider', elementId, label: 'Your slider' }),
  createExample: () =>
    sliderElementSchema.parse({ elementType: 'slider', elementId: 'stay', label: 'Your stay' }),
});
