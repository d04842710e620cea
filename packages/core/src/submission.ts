import * as z from 'zod/mini';

import { readFormValue } from './default-values.js';
import { defaultElementRegistry } from './elements/element-registry.js';
import type { FormValues } from './elements/values.js';
import { toZodIssue, type ValueIssue } from './elements/values.js';
import { parseInEnglish } from './english-messages.js';
import { type FormSource, getInputElements, type SubmissionOptions } from './input-elements.js';
import { createIssue, fromZodIssues, type Issue, type ParseResult } from './issue.js';
import { isPlainObject, readJsonInput } from './read-json.js';
import {
  addLocatedIssues,
  type CompiledValuesCheck,
  createHiddenValueWarning,
  defineValue,
  describeUnknownKeys,
  getSubmissionPlan,
  isAnswered,
  isFieldShown,
  isValuesObject,
  listUnknownKeys,
  notAnObject,
  readOwnValue,
  readPlainJsonValues,
  type SubmissionPlan,
  type VisibilityState,
} from './submission-plan.js';
import { findHiddenElementIds } from './visibility.js';

export type { FormSource, SubmissionOptions } from './input-elements.js';
export { getInteractiveData } from './input-elements.js';

/**
 * A zod schema for a form's values: every input's rules, and no keys the form does not have.
 * Any string is a safe elementId: values are read from own keys and written by definition.
 */
export function createSubmissionSchema(form: FormSource, options: SubmissionOptions = {}) {
  const plan = getSubmissionPlan(form, options);
  return z.pipe(
    z.unknown(),
    z.transform((input, context): FormValues => {
      if (!isValuesObject(input)) {
        context.issues.push({
          code: 'invalid_type',
          expected: 'object',
          input,
          message: notAnObject,
        });
        return z.NEVER;
      }
      const unknownKeys = listUnknownKeys(plan, input);
      if (unknownKeys.length > 0) {
        context.issues.push({
          code: 'unrecognized_keys',
          keys: unknownKeys,
          input,
          message: describeUnknownKeys(unknownKeys),
        });
      }
      const data: FormValues = {};
      const found: ValueIssue[] = [];
      const visibility: VisibilityState = { shown: [], kept: [] };
      plan.fields.forEach((field, position) => {
        const value = readOwnValue(input, field.elementId);
        // A hidden field is neither required nor checked, and what it holds is not sent.
        if (!isFieldShown(plan, position, visibility)) return;
        if (field.check === undefined) {
          const result = field.schema.safeParse(value, parseInEnglish);
          if (result.success) {
            defineValue(data, field.elementId, result.data);
            visibility.kept[position] = result.data;
          } else
            for (const issue of result.error.issues)
              context.issues.push(underElement(field.elementId, issue));
          return;
        }
        const kept = field.check(value, found);
        defineValue(data, field.elementId, kept);
        if (found.length === 0) visibility.kept[position] = kept;
        for (const issue of found) context.issues.push(toZodIssue(issue, value, [field.elementId]));
        found.length = 0;
      });
      return data;
    }),
  );
}

/** An element's value issue, moved under its elementId and made raw again so zod keeps it as it is. */
function underElement(elementId: string, issue: z.core.$ZodIssue): z.core.$ZodRawIssue {
  return { ...issue, input: issue.input, path: [elementId, ...issue.path] } as z.core.$ZodRawIssue;
}

let compileValuesCheck: ((plan: SubmissionPlan) => CompiledValuesCheck | null) | undefined;

/**
 * Lets validateSubmission generate one check function per form (`new Function`, as ajv does), for
 * values given as a plain object of every field in the form's order. Every entry of core but the
 * renderer's installs it; the renderer's never evaluates code from a string.
 */
export function installSubmissionCompiler(
  compile: (plan: SubmissionPlan) => CompiledValuesCheck | null,
): void {
  compileValuesCheck = compile;
}

function getCompiledCheck(plan: SubmissionPlan): CompiledValuesCheck | null | undefined {
  if (plan.compiledCheck !== undefined || compileValuesCheck === undefined)
    return plan.compiledCheck;
  plan.uses += 1;
  if (plan.uses >= 2) plan.compiledCheck = compileValuesCheck(plan);
  return plan.compiledCheck;
}

/** Checks submitted values against a form; issues are keyed by elementId. Never throws. */
export function validateSubmission(
  form: FormSource,
  values: unknown,
  options: SubmissionOptions = {},
): ParseResult<FormValues> {
  const plan = getSubmissionPlan(form, options);
  const compiled = isValuesObject(values) && isPlainObject(values) ? getCompiledCheck(plan) : null;
  const result = compiled?.(values as object);
  if (result !== undefined) return result;
  // Values a browser or JSON.parse gives need no reading: readJsonInput would return them as they are.
  const plain = readPlainJsonValues(plan, values);
  if (plain !== undefined) {
    // Given every field in order, the values kept are the input's: a copy of it is the result.
    return checkValues(
      plan,
      plain.values,
      [],
      plain.isCompleteInOrder && plan.rules === undefined ? (values as object) : undefined,
    );
  }
  const read = readJsonInput(values);
  if (!read.success) return read;
  if (!isValuesObject(read.value))
    return { success: false, issues: [createIssue([], 'invalid_type', notAnObject)] };
  const input = read.value;
  const given = plan.fields.map((field) => readOwnValue(input, field.elementId));
  return checkValues(plan, given, listUnknownKeys(plan, input));
}

/** Checks each field's value, given by its position in the plan; `complete` is the input to copy. */
function checkValues(
  plan: SubmissionPlan,
  given: readonly unknown[],
  unknownKeys: readonly string[],
  complete?: object,
): ParseResult<FormValues> {
  let issues: Issue[] | undefined;
  if (unknownKeys.length > 0)
    issues = [createIssue([], 'unrecognized_keys', describeUnknownKeys(unknownKeys))];
  const data: FormValues | undefined = complete === undefined ? {} : undefined;
  const found: ValueIssue[] = [];
  const visibility: VisibilityState | undefined = plan.rules && { shown: [], kept: [] };
  const warnings: Issue[] = [];
  for (let position = 0; position < plan.fields.length; position += 1) {
    const field = plan.fields[position]!;
    const value = given[position];
    if (visibility !== undefined && !isFieldShown(plan, position, visibility)) {
      // The stock kits show every field, so an answer to a hidden one is dropped, not refused.
      if (isAnswered(value)) warnings.push(createHiddenValueWarning(field));
      continue;
    }
    if (field.check === undefined) {
      const result = field.schema.safeParse(value, parseInEnglish);
      if (!result.success)
        (issues ??= []).push(...fromZodIssues(result.error.issues, [field.elementId]));
      else if (data !== undefined) defineValue(data, field.elementId, result.data);
      else if (result.data !== value) return checkValues(plan, given, unknownKeys);
      if (result.success && visibility !== undefined) visibility.kept[position] = result.data;
      continue;
    }
    // `found` only grows: the issues past `start` are this field's (emptying an array is slow).
    const start = found.length;
    const kept = field.check(value, found);
    if (found.length === start) {
      if (data !== undefined) defineValue(data, field.elementId, kept);
      if (visibility !== undefined) visibility.kept[position] = kept;
    } else issues = addLocatedIssues(issues, field, found, start);
  }
  if (issues !== undefined) return { success: false, issues };
  return { success: true, data: data ?? { ...(complete as FormValues) }, warnings };
}

/**
 * The values as they are sent: each input's control value rewritten where its type says so
 * (dateTime: written with its `dateTimeFormat` in its time zone), the values of inputs their
 * `visibleWhen` hides left out; every other value unchanged.
 */
export function formatSubmission(
  form: FormSource,
  values: FormValues,
  options: SubmissionOptions = {},
): FormValues {
  const registry = options.registry ?? defaultElementRegistry;
  const formatted = new Map(Object.entries(values));
  for (const elementId of findHiddenElementIds(form, values, { registry }))
    formatted.delete(elementId);
  for (const element of getInputElements(form, { registry })) {
    if (!formatted.has(element.elementId)) continue;
    const value = readFormValue(values, element.elementId);
    const formatValue = registry.find(element.elementType)?.input?.formatValue;
    if (value !== undefined && formatValue !== undefined)
      formatted.set(element.elementId, formatValue(element, value));
  }
  return Object.fromEntries(formatted);
}
