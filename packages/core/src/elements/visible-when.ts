import * as z from 'zod/mini';

import { elementIdSchema } from './element-base.js';
import type { FormValue } from './values.js';

const conditionKeys = ['equals', 'oneOf', 'notEmpty'] as const;

/**
 * When an input is shown: while an earlier input's value equals a text, is one of several, or is
 * not empty. A key the chat service's kit does not read, so the kit shows the input always
 * (measured in internal/kit-contract); exactly one condition, so a rule never means two things.
 */
export const visibleWhenSchema = z
  .looseObject({
    /** The earlier input whose value decides. */
    elementId: elementIdSchema,
    /** Shown while that value is this text (a checkbox group: while this option is checked). */
    equals: z.optional(z.string()),
    /** Shown while that value is any of these (a checkbox group: while any of them is checked). */
    oneOf: z.optional(
      z.array(z.string()).check(z.minLength(1, { error: 'oneOf must list at least one value' })),
    ),
    /** Shown while that value is not blank (a checkbox group: while anything is checked). */
    notEmpty: z.optional(z.literal(true, { error: 'notEmpty must be true' })),
  })
  .check(
    z.superRefine((rule, context) => {
      const given = conditionKeys.filter((key) => rule[key] !== undefined);
      if (given.length === 1) return;
      context.addIssue({
        code: 'custom',
        path: [],
        message:
          given.length === 0
            ? 'visibleWhen needs one condition: equals, oneOf or notEmpty'
            : `visibleWhen has ${given.join(' and ')}; give exactly one condition`,
        params: { code: given.length === 0 ? 'missing_condition' : 'several_conditions' },
      });
    }),
  );

/** A visibility rule as parsed. */
export type VisibleWhen = z.output<typeof visibleWhenSchema>;

/** The optional `visibleWhen` key every built-in input element carries, spread into its schema. */
export const visibleWhenShape = {
  /** Shows the input only while another input's value matches; hidden, it is neither checked nor sent. */
  visibleWhen: z.optional(visibleWhenSchema),
};

/** The rule an element carries, if any: read without trusting its type, as an added type may carry one too. */
export function getVisibleWhen(element: object): VisibleWhen | undefined {
  const rule = (element as { visibleWhen?: unknown }).visibleWhen;
  return typeof rule === 'object' && rule !== null ? (rule as VisibleWhen) : undefined;
}

/** The values a rule names, for checks against the deciding input's options. */
function listRuleValues(rule: VisibleWhen): string[] {
  if (rule.equals !== undefined) return [rule.equals];
  return rule.oneOf ?? [];
}

/**
 * Whether a value meets a rule's condition. A list (a checkbox group's) meets `equals` and `oneOf`
 * when it holds a value named; text and lists are empty as a required input's would be.
 */
export function isRuleMet(rule: VisibleWhen, value: FormValue | undefined): boolean {
  if (value === undefined) return false;
  if (rule.notEmpty === true)
    return typeof value === 'string' ? value.trim() !== '' : value.length > 0;
  const named = listRuleValues(rule);
  return typeof value === 'string'
    ? named.includes(value)
    : value.some((item) => named.includes(item));
}
