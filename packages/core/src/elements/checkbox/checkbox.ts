import * as z from 'zod/mini';

import { elementIdSchema, optionalFlagSchema, optionsSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createStarterOptions } from '../options.js';
import { checkDefaultAmongOptions, checkUniqueOptionValues } from '../options.js';
import { createMultipleChoiceValueCheck, createValueChecks, type ValueCheck } from '../values.js';
import { visibleWhenShape } from '../visible-when.js';
import {
  checkChoiceCount,
  checkChoiceCountRules,
  choiceCountRuleShape,
  createChoiceCountIssues,
  dropBrokenChoiceCountRules,
  hasChoiceCountRules,
} from './choice-count-rules.js';

/** A checkbox group, optionally with how many options may be chosen; submits every checked value. */
export const checkboxElementSchema = z
  .looseObject({
    elementType: z.literal('checkbox'),
    elementId: elementIdSchema,
    ...visibleWhenShape,
    optional: optionalFlagSchema,
    label: z.string({ error: 'label is required on a checkbox' }),
    defaultValue: z.optional(z.array(z.string())),
    options: optionsSchema,
    ...choiceCountRuleShape,
  })
  .check(
    z.superRefine((element, context) => {
      checkUniqueOptionValues(element.options, context);
      if (element.defaultValue !== undefined)
        checkDefaultAmongOptions(element.defaultValue, element.options, ['defaultValue'], context);
      checkChoiceCountRules(element, context);
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
  const checkChoices = createMultipleChoiceValueCheck(element.optional, element.options);
  if (!hasChoiceCountRules(element)) return checkChoices;
  const rules = createChoiceCountIssues(element);
  return (value, issues) => {
    const start = issues.length;
    const kept = checkChoices(value, issues);
    if (issues.length === start) {
      const broken = checkChoiceCount(kept.length, rules);
      if (broken !== undefined) issues.push(broken);
    }
    return kept;
  };
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
  texts: ['label'],
  factoryName: 'createCheckboxElement',
  schema: checkboxElementSchema,
  input: {
    getDefaultValue: getCheckboxDefaultValue,
    ...createValueChecks(createCheckboxValueCheck),
  },
  replaceIgnoredParts: dropBrokenChoiceCountRules,
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
      maxSelected: 2,
      options: [
        { value: 'wifi', label: 'Wi-Fi' },
        { value: 'parking', label: 'Parking' },
        { value: 'breakfast', label: 'Breakfast' },
      ],
    }),
});
