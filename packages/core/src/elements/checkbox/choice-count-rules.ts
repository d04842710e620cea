import * as z from 'zod/mini';

import { addCheckIssue } from '../../check.js';
import type { Issue } from '../../issue.js';
import { dropBrokenRules } from '../drop-broken-rules.js';
import { createLimitIssue, type ValueIssue } from '../values.js';

type Context = Parameters<typeof addCheckIssue>[0];

/**
 * How many options a checkbox group's answer may hold, as keys the chat service's kit does not read
 * (measured in internal/kit-contract).
 */
export const choiceCountRuleShape = {
  /** The fewest options a non-empty answer may hold; `optional: false` alone asks for one. */
  minSelected: z.optional(z.number().check(z.int(), z.gte(0))),
  /** The most options an answer may hold. */
  maxSelected: z.optional(z.number().check(z.int(), z.gte(1))),
};

const choiceCountRuleKeys: readonly string[] = ['minSelected', 'maxSelected'];

/** A checkbox group's count rules as parsed. */
export interface ChoiceCountRules {
  minSelected?: number | undefined;
  maxSelected?: number | undefined;
}

function plural(count: number): string {
  return `${count} option${count === 1 ? '' : 's'}`;
}

/** The issues a checkbox group's count rules report, made once per element. */
export interface ChoiceCountIssues {
  minSelected: number | undefined;
  maxSelected: number | undefined;
  tooFew: ValueIssue | undefined;
  tooMany: ValueIssue | undefined;
}

/** Makes the issues of a checkbox group's count rules. */
export function createChoiceCountIssues(rules: ChoiceCountRules): ChoiceCountIssues {
  const { minSelected, maxSelected } = rules;
  return {
    minSelected,
    maxSelected,
    tooFew:
      minSelected === undefined
        ? undefined
        : createLimitIssue(
            'too_few_choices',
            `Choose at least ${plural(minSelected)}`,
            minSelected,
          ),
    tooMany:
      maxSelected === undefined
        ? undefined
        : createLimitIssue(
            'too_many_choices',
            `Choose at most ${plural(maxSelected)}`,
            maxSelected,
          ),
  };
}

/**
 * The issue a list of chosen values breaks, or undefined. An empty answer passes `minSelected`, as
 * an empty text passes `minLength`: whether one is needed at all is `optional`'s to say.
 */
export function checkChoiceCount(count: number, rules: ChoiceCountIssues): ValueIssue | undefined {
  if (count === 0) return undefined;
  if (rules.tooFew !== undefined && count < rules.minSelected!) return rules.tooFew;
  if (rules.tooMany !== undefined && count > rules.maxSelected!) return rules.tooMany;
  return undefined;
}

/** True when a checkbox group has a count rule. */
export function hasChoiceCountRules(rules: ChoiceCountRules): boolean {
  return rules.minSelected !== undefined || rules.maxSelected !== undefined;
}

/** Reports count rules that contradict each other or the options, and a default they refuse. */
export function checkChoiceCountRules(
  element: ChoiceCountRules & { options: readonly unknown[]; defaultValue?: readonly string[] },
  context: Context,
): void {
  const { minSelected, maxSelected, options } = element;
  if (minSelected !== undefined && maxSelected !== undefined && minSelected > maxSelected)
    addCheckIssue(
      context,
      ['minSelected'],
      'min_above_max',
      `minSelected ${minSelected} is more than maxSelected ${maxSelected}; no answer could pass`,
    );
  else if (minSelected !== undefined && minSelected > options.length)
    addCheckIssue(
      context,
      ['minSelected'],
      'min_above_options',
      `minSelected ${minSelected} is more than the ${options.length} options`,
    );
  if (element.defaultValue === undefined) return;
  const refused = checkChoiceCount(element.defaultValue.length, createChoiceCountIssues(element));
  if (refused !== undefined)
    addCheckIssue(
      context,
      ['defaultValue'],
      'default_breaks_rule',
      `defaultValue breaks its own rule: ${refused.message}`,
    );
}

/** Lenient mode: drops the count rules failing with `issues`, which the kit ignores anyway. */
export function dropBrokenChoiceCountRules(
  element: Record<string, unknown>,
  issues: readonly Issue[],
): Issue[] {
  return dropBrokenRules(element, issues, choiceCountRuleKeys);
}
