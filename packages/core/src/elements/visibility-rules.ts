import { parseInEnglish } from '../english-messages.js';
import { createIssue, fromZodIssues, type Issue, type JsonPath } from '../issue.js';
import { getVisibleWhen, type VisibleWhen, visibleWhenSchema } from './visible-when.js';

/** What the reference checks read of an element, before or after parsing. */
interface RuleElement {
  elementId?: unknown;
  elementType?: unknown;
  options?: unknown;
}

/** The element a rule names, where it stands in formFields. */
interface Placed {
  element: RuleElement;
  index: number;
}

function listOptionValues(element: RuleElement): string[] | undefined {
  if (!Array.isArray(element.options)) return undefined;
  return element.options.flatMap((option: unknown) => {
    const value = (option as { value?: unknown } | null)?.value;
    return typeof value === 'string' ? [value] : [];
  });
}

/** The issues of one rule against the form it is in; paths relative to the rule. */
function checkRule(
  rule: VisibleWhen,
  index: number,
  ownId: unknown,
  placed: ReadonlyMap<string, Placed>,
  isInputType: (type: unknown) => boolean,
): Issue[] {
  const named = rule.elementId;
  if (named === ownId)
    return [
      createIssue(
        ['elementId'],
        'self_reference',
        `visibleWhen names "${named}", the element itself`,
      ),
    ];
  const target = placed.get(named);
  if (target === undefined)
    return [
      createIssue(
        ['elementId'],
        'unknown_element_id',
        `visibleWhen names "${named}", which is not an element of this form`,
      ),
    ];
  // Only earlier inputs decide: a reader meets the cause before its effect, and no rule can loop.
  if (target.index > index)
    return [
      createIssue(
        ['elementId'],
        'later_element',
        `visibleWhen names "${named}", which comes after this element; name an earlier one`,
      ),
    ];
  if (!isInputType(target.element.elementType))
    return [
      createIssue(
        ['elementId'],
        'not_an_input',
        `visibleWhen names "${named}", which submits no value`,
      ),
    ];
  const options = listOptionValues(target.element);
  if (options === undefined) return [];
  const issues: Issue[] = [];
  const check = (value: string, path: JsonPath) => {
    if (!options.includes(value))
      issues.push(
        createIssue(
          path,
          'not_an_option',
          `"${value}" is not an option of "${named}", so the element would never show`,
        ),
      );
  };
  // An added type's schema may not read the rule, so its parts are checked before they are used.
  if (typeof rule.equals === 'string') check(rule.equals, ['equals']);
  if (Array.isArray(rule.oneOf))
    rule.oneOf.forEach((value, position) => {
      if (typeof value === 'string') check(value, ['oneOf', position]);
    });
  return issues;
}

/**
 * The problems of every `visibleWhen` in a form's fields, at their paths from the form: a rule must
 * name an earlier input of the form, not the element itself, and only values among its options.
 * Rules whose shape is wrong are left to the element's schema.
 */
export function findVisibilityRuleIssues(
  fields: readonly unknown[],
  isInputType: (type: unknown) => boolean,
): Issue[] {
  const placed = new Map<string, Placed>();
  fields.forEach((element, index) => {
    const id = (element as RuleElement | null)?.elementId;
    if (typeof id === 'string' && !placed.has(id))
      placed.set(id, { element: element as RuleElement, index });
  });
  const issues: Issue[] = [];
  fields.forEach((element, index) => {
    if (typeof element !== 'object' || element === null) return;
    const rule = getVisibleWhen(element);
    if (rule === undefined || typeof rule.elementId !== 'string') return;
    const ownId = (element as RuleElement).elementId;
    for (const issue of checkRule(rule, index, ownId, placed, isInputType)) {
      const path = ['formFields', index, 'visibleWhen', ...issue.path];
      issues.push(createIssue(path, issue.code, issue.message));
    }
  });
  return issues;
}

/**
 * Lenient mode: deletes each `visibleWhen` of `fields` that is malformed or names no earlier input,
 * with a `dropped_rule` warning at `path`. The kit ignores the key, so the element then shows
 * always, as it does there.
 */
export function dropBrokenVisibilityRules(
  fields: unknown[],
  path: JsonPath,
  isInputType: (type: unknown) => boolean,
): Issue[] {
  const warnings: Issue[] = [];
  const drop = (index: number, reason: string) => {
    // A copy, since the element may still be the caller's own object.
    const { visibleWhen: _dropped, ...rest } = fields[index] as { visibleWhen?: unknown };
    fields[index] = rest;
    warnings.push(
      createIssue(
        [...path, 'formFields', index, 'visibleWhen'],
        'dropped_rule',
        `${reason}; the kit ignores visibleWhen, so it is dropped and the element always shows`,
      ),
    );
  };
  fields.forEach((element, index) => {
    if (typeof element !== 'object' || element === null || !('visibleWhen' in element)) return;
    const result = visibleWhenSchema.safeParse(element.visibleWhen, parseInEnglish);
    if (!result.success)
      drop(index, fromZodIssues(result.error.issues, ['visibleWhen'])[0]?.message ?? 'malformed');
  });
  for (const issue of findVisibilityRuleIssues(fields, isInputType)) {
    const index = issue.path[1] as number;
    if ('visibleWhen' in (fields[index] as object)) drop(index, issue.message);
  }
  return warnings;
}
