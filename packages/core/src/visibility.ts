import type { FormValue } from './elements/values.js';
import { getVisibleWhen, isRuleMet } from './elements/visible-when.js';
import { type FormSource, getInputElements, type SubmissionOptions } from './input-elements.js';

function readRuleValue(value: unknown): FormValue | undefined {
  if (typeof value === 'string') return value;
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? (value as string[])
    : undefined;
}

/**
 * The elementIds of a form's inputs that their `visibleWhen` hides for these values, as
 * validateSubmission decides it: an input whose deciding input is hidden is hidden too, and a rule
 * that names no earlier input hides nothing.
 */
export function findHiddenElementIds(
  form: FormSource,
  values: Readonly<Record<string, unknown>>,
  options: SubmissionOptions = {},
): Set<string> {
  const shown = new Map<string, boolean>();
  const hidden = new Set<string>();
  for (const element of getInputElements(form, options)) {
    const rule = getVisibleWhen(element);
    const decidingShown = rule === undefined ? undefined : shown.get(rule.elementId);
    const isShown =
      rule === undefined ||
      decidingShown === undefined ||
      (decidingShown &&
        isRuleMet(
          rule,
          readRuleValue(Object.hasOwn(values, rule.elementId) ? values[rule.elementId] : undefined),
        ));
    if (!shown.has(element.elementId)) shown.set(element.elementId, isShown);
    if (!isShown) hidden.add(element.elementId);
  }
  return hidden;
}
