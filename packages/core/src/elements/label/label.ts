import * as z from 'zod/mini';

import { elementIdSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';

/** A line of text shown in the form; it submits nothing. */
export const labelElementSchema = z.looseObject({
  elementType: z.literal('label'),
  elementId: elementIdSchema,
  text: z.string({ error: 'text is required: the words the label shows' }),
});

/** A label element as parsed, with every default explicit. */
export type LabelElement = z.output<typeof labelElementSchema>;

/** Creates a canonical label element; throws a ZodError when the input is invalid. */
export function createLabelElement(
  input: Omit<z.input<typeof labelElementSchema>, 'elementType'>,
): LabelElement {
  return labelElementSchema.parse({ elementType: 'label', ...input });
}

/** A line of text in the form; submits nothing. */
export const labelElementType = defineElementType({
  type: 'label',
  texts: ['text'],
  factoryName: 'createLabelElement',
  schema: labelElementSchema,
  input: null,
  createStarter: (elementId) => createLabelElement({ elementId, text: 'A line of text' }),
  createExample: () =>
    createLabelElement({ elementId: 'intro', text: 'Tell us about your visit.' }),
});
