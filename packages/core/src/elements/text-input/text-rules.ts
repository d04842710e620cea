import * as z from 'zod/mini';

import { addCheckIssue } from '../../check.js';
import type { Issue } from '../../issue.js';
import { dropBrokenRules } from '../drop-broken-rules.js';
import { createLimitIssue, createValueIssue, type ValueIssue } from '../values.js';

type Context = Parameters<typeof addCheckIssue>[0];

/**
 * The rules a text input's value may carry, as keys the chat service's kit does not read: it shows
 * and submits such an input as it would without them (measured in internal/kit-contract).
 */
export const textRuleShape = {
  /** The fewest characters a non-blank value may have, counted in Unicode code points. */
  minLength: z.optional(z.number().check(z.int(), z.gte(0))),
  /** The most characters a value may have, counted in Unicode code points. */
  maxLength: z.optional(z.number().check(z.int(), z.gte(1))),
  /** A regular expression (JavaScript, `u` flag) the whole of a non-blank value must match. */
  pattern: z.optional(z.string()),
  /** The author's text shown when the value does not match `pattern`, in the message's language. */
  patternMessage: z.optional(z.string()),
};

/** The keys of the text rules, which lenient parsing drops when broken. */
const textRuleKeys = ['minLength', 'maxLength', 'pattern', 'patternMessage'] as const;

/** A text input's rules as parsed. */
export interface TextRules {
  minLength?: number | undefined;
  maxLength?: number | undefined;
  pattern?: string | undefined;
  patternMessage?: string | undefined;
}

/**
 * The number of characters a text has for `minLength` and `maxLength`: Unicode code points, as the
 * spec counts a tag's, so an emoji outside the basic plane is one and the count is the same in every
 * browser and on the server (grapheme clusters depend on the ICU version).
 */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}

/** How a text stands against its input's `maxLength`, for a live counter. */
export interface CharacterCount {
  /** The text's characters, in code points. */
  count: number;
  /** Characters left before `maxLength`; negative past it. */
  remaining: number;
  /** `near` from the last tenth of the limit (at least 5 characters), where a counter speaks up. */
  state: 'within' | 'near' | 'over';
}

/** Counts a text against a `maxLength`, as validateSubmission counts it. */
export function getCharacterCount(text: string, maxLength: number): CharacterCount {
  const count = countCharacters(text);
  const remaining = maxLength - count;
  const nearFrom = Math.max(5, Math.ceil(maxLength / 10));
  const state = remaining < 0 ? 'over' : remaining <= nearFrom ? 'near' : 'within';
  return { count, remaining, state };
}

/**
 * Compiles a pattern as it is checked: anchored at both ends, as HTML's `pattern` attribute is, so
 * an author writing `[0-9]{5}` means five digits, not a text containing them. Undefined when the
 * pattern does not compile.
 */
function compileTextPattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return undefined;
  }
}

/** Reports rules that contradict each other or do not compile, and a default they refuse. */
export function checkTextRules(
  element: TextRules & { defaultValue?: string | undefined },
  context: Context,
): void {
  const { minLength, maxLength, pattern } = element;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
    addCheckIssue(
      context,
      ['minLength'],
      'min_above_max',
      `minLength ${minLength} is more than maxLength ${maxLength}; no text could pass`,
    );
  if (pattern !== undefined && compileTextPattern(pattern) === undefined)
    addCheckIssue(
      context,
      ['pattern'],
      'invalid_pattern',
      `pattern "${pattern}" is not a valid regular expression`,
    );
  if (element.defaultValue === undefined) return;
  const refused = checkTextRuleValue(element.defaultValue, createTextRuleIssues(element));
  if (refused !== undefined)
    addCheckIssue(
      context,
      ['defaultValue'],
      'default_breaks_rule',
      `defaultValue breaks its own rule: ${refused.message}`,
    );
}

/** The issues a text input's rules report, made once per element. */
export interface TextRuleIssues {
  minLength: number | undefined;
  maxLength: number | undefined;
  expression: RegExp | undefined;
  tooShort: ValueIssue | undefined;
  tooLong: ValueIssue | undefined;
  patternMismatch: ValueIssue | undefined;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Compiles a text input's rules and the issues they report; a pattern that does not compile is none. */
export function createTextRuleIssues(rules: TextRules): TextRuleIssues {
  const { minLength, maxLength } = rules;
  const expression = rules.pattern === undefined ? undefined : compileTextPattern(rules.pattern);
  return {
    minLength,
    maxLength,
    expression,
    tooShort:
      minLength === undefined
        ? undefined
        : createLimitIssue(
            'too_short',
            `Use at least ${plural(minLength, 'character')}`,
            minLength,
          ),
    tooLong:
      maxLength === undefined
        ? undefined
        : createLimitIssue('too_long', `Use at most ${plural(maxLength, 'character')}`, maxLength),
    patternMismatch:
      expression === undefined
        ? undefined
        : createValueIssue(
            'pattern_mismatch',
            rules.patternMessage ?? 'Enter text in the format asked for',
          ),
  };
}

/**
 * The issue a non-blank text breaks, or undefined. Lengths come first and the pattern only runs on
 * a text within them, so `maxLength` bounds what a slow pattern is given (see docs/design.md).
 */
export function checkTextRuleValue(text: string, rules: TextRuleIssues): ValueIssue | undefined {
  if (text === '') return undefined;
  if (rules.minLength !== undefined || rules.maxLength !== undefined) {
    const count = countCharacters(text);
    if (rules.tooShort !== undefined && count < rules.minLength!) return rules.tooShort;
    if (rules.tooLong !== undefined && count > rules.maxLength!) return rules.tooLong;
  }
  if (rules.expression !== undefined && !rules.expression.test(text)) return rules.patternMismatch;
  return undefined;
}

/** True when an element has any text rule, so the plain check serves the rest. */
export function hasTextRules(rules: TextRules): boolean {
  return (
    rules.minLength !== undefined || rules.maxLength !== undefined || rules.pattern !== undefined
  );
}

/** Lenient mode: drops the text rules failing with `issues`, which the kit ignores anyway. */
export function dropBrokenTextRules(
  element: Record<string, unknown>,
  issues: readonly Issue[],
): Issue[] {
  return dropBrokenRules(element, issues, textRuleKeys);
}
