import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createTextValueCheck, createValueChecks, type ValueCheck } from '../values.js';
import { visibleWhenShape } from '../visible-when.js';
import {
  checkTextRules,
  checkTextRuleValue,
  createTextRuleIssues,
  dropBrokenTextRules,
  hasTextRules,
  textRuleShape,
} from './text-rules.js';

/**
 * A free-text input: one line, or a text area of `maxLines` rows when `maxLines` > 1, with optional
 * length and pattern rules.
 */
export const textInputElementSchema = z
  .looseObject({
    elementType: z.literal('textInput'),
    elementId: elementIdSchema,
    ...visibleWhenShape,
    optional: optionalFlagSchema,
    label: z.optional(z.string()),
    maxLines: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
    placeholder: z.optional(z.looseObject({ text: z.string() })),
    defaultValue: z.optional(z.string()),
    ...textRuleShape,
  })
  .check(z.superRefine((element, context) => checkTextRules(element, context)));

/** A text input element as parsed, with every default explicit. */
export type TextInputElement = z.output<typeof textInputElementSchema>;

/** The text a text input starts with. */
function getTextInputDefaultValue(element: TextInputElement): string {
  return element.defaultValue ?? '';
}

/** The check of a text input's submitted value. */
function createTextInputValueCheck(element: TextInputElement): ValueCheck {
  const checkText = createTextValueCheck(element.optional);
  if (!hasTextRules(element)) return checkText;
  const rules = createTextRuleIssues(element);
  return (value, issues) => {
    const start = issues.length;
    const kept = checkText(value, issues);
    if (issues.length === start && typeof kept === 'string') {
      const broken = checkTextRuleValue(kept, rules);
      if (broken !== undefined) issues.push(broken);
    }
    return kept;
  };
}

/** Creates a canonical text input element; throws a ZodError when the input is invalid. */
export function createTextInputElement(
  input: Omit<z.input<typeof textInputElementSchema>, 'elementType'>,
): TextInputElement {
  return textInputElementSchema.parse({ elementType: 'textInput', optional: true, ...input });
}

/** Free text on one line, or in a text area of `maxLines` rows; submits a string. */
export const textInputElementType = defineElementType({
  type: 'textInput',
  texts: ['label', 'placeholder', 'patternMessage'],
  factoryName: 'createTextInputElement',
  schema: textInputElementSchema,
  input: {
    getDefaultValue: getTextInputDefaultValue,
    ...createValueChecks(createTextInputValueCheck),
  },
  replaceIgnoredParts: dropBrokenTextRules,
  createStarter: (elementId) =>
    createTextInputElement({
      elementId,
      label: 'Your answer',
      optional: true,
      maxLines: 1,
      placeholder: { text: 'Type here' },
    }),
  createExample: () =>
    createTextInputElement({
      elementId: 'name',
      label: 'Your name',
      optional: false,
      maxLines: 1,
      placeholder: { text: 'Ada Lovelace' },
      maxLength: 80,
    }),
});
