import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createTextInputElement } from '../text-input/text-input.js';
import { createValueChecks, type FormValue } from '../values.js';
import { visibleWhenShape } from '../visible-when.js';
import { createNumberValueCheck, findNumberIssue, writeDecimalText } from './number-value.js';

/**
 * A number typed as decimal text, optionally between `min` and `max` and on `step` (counted from
 * `min`, or from zero). The message carries the numbers as JSON numbers.
 */
export const numberElementSchema = z
  .looseObject({
    elementType: z.literal('number'),
    elementId: elementIdSchema,
    ...visibleWhenShape,
    optional: optionalFlagSchema,
    label: z.optional(z.string()),
    placeholder: z.optional(z.looseObject({ text: z.string() })),
    min: z.optional(z.number()),
    max: z.optional(z.number()),
    step: z.optional(z.number().check(z.gt(0, { error: 'step must be more than 0' }))),
    defaultValue: z.optional(z.number()),
  })
  .check(
    z.superRefine((element, context) => {
      if (element.min !== undefined && element.max !== undefined && element.min > element.max) {
        context.issues.push({
          code: 'custom',
          input: element.max,
          path: ['max'],
          message: `max (${element.max}) is less than min (${element.min})`,
        });
      }
      if (element.defaultValue === undefined || (element.step ?? 1) <= 0) return;
      const issue = findNumberIssue(element.defaultValue, { ...element, optional: true });
      if (issue === undefined) return;
      context.issues.push({
        code: 'custom',
        input: element.defaultValue,
        path: ['defaultValue'],
        message: `defaultValue ${element.defaultValue} breaks the element's own rule: ${issue.message}`,
      });
    }),
  );

/** A number element as parsed, with every default explicit. */
export type NumberElement = z.output<typeof numberElementSchema>;

/** The text a number's control starts with: its default written as JavaScript writes numbers. */
function getNumberDefaultValue(element: NumberElement): string {
  return element.defaultValue === undefined ? '' : String(element.defaultValue);
}

/** The value sent: the typed decimal with a point, so "2,5" typed in a German form sends "2.5". */
function formatNumberValue(_element: NumberElement, value: FormValue): FormValue {
  return typeof value === 'string' ? writeDecimalText(value) : value;
}

/** Creates a canonical number element; throws a ZodError when the input is invalid. */
export function createNumberElement(
  input: Omit<z.input<typeof numberElementSchema>, 'elementType'>,
): NumberElement {
  return numberElementSchema.parse({ elementType: 'number', optional: true, ...input });
}

/**
 * The textInput with the same id, label and placeholder that the stock kits render in place of a
 * number: the kits skip types they do not know, and send a textInput's value as text, as this type does.
 */
function toNumberSpecElement(element: NumberElement) {
  return createTextInputElement({
    elementId: element.elementId,
    optional: element.optional,
    maxLines: 1,
    ...(element.label === undefined ? {} : { label: element.label }),
    ...(element.placeholder === undefined ? {} : { placeholder: element.placeholder }),
    ...(element.defaultValue === undefined ? {} : { defaultValue: String(element.defaultValue) }),
  });
}

/** A number typed as text, within `min`/`max` and on `step`; submits the decimal as text ("2.5"). */
export const numberElementType = defineElementType({
  type: 'number',
  factoryName: 'createNumberElement',
  schema: numberElementSchema,
  input: {
    getDefaultValue: getNumberDefaultValue,
    ...createValueChecks(createNumberValueCheck),
    formatValue: formatNumberValue,
    formatKitValue: formatNumberValue,
  },
  toSpecElement: toNumberSpecElement,
  createStarter: (elementId) =>
    createNumberElement({ elementId, label: 'How many?', min: 0, step: 1 }),
  createExample: () =>
    createNumberElement({
      elementId: 'guests',
      label: 'Guests',
      optional: false,
      min: 1,
      max: 12,
      step: 1,
      defaultValue: 2,
    }),
});
