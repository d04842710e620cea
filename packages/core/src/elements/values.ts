import * as z from 'zod/mini';

import type { JsonPath } from '../issue.js';
import type { optionSchema } from './element-base.js';

type Option = z.output<typeof optionSchema>;

/** What one input element submits: text and single choices a string, checkboxes a string array. */
export type FormValue = string | string[];

/** A form's values keyed by elementId. */
export type FormValues = Record<string, FormValue>;

/**
 * One problem with a submitted value, its path relative to the value. `expected` marks a value of
 * the wrong type (zod's `invalid_type`); every other code is one of our own checks.
 */
export interface ValueIssue {
  readonly path: JsonPath;
  readonly code: string;
  readonly message: string;
  readonly expected?: 'string' | 'array';
  /** The bound a value out of range passed, so a renderer can name it in the reader's language. */
  readonly bound?: { readonly side: 'from' | 'to'; readonly value: string };
  /** The length or count a value passed (`minLength`, `maxSelected`…), for the same reason. */
  readonly limit?: number;
  /** The whole numbers a value had to be between (a rating's scale), for the same reason. */
  readonly range?: { readonly lowest: number; readonly highest: number };
}

/**
 * Checks one submitted value (undefined when left out), adding its problems to `issues`, and
 * returns the value kept: the value itself, or the blank value when it was left out.
 */
export type ValueCheck = (value: unknown, issues: ValueIssue[]) => FormValue;

const requiredMessage = 'This field is required';

/** An issue of a check that always says the same; shared, since issues are only ever read. */
export function createValueIssue(code: string, message: string, path: JsonPath = []): ValueIssue {
  return Object.freeze({ path: Object.freeze(path) as JsonPath, code, message });
}

/** An issue of a value past a limit, carrying it so a renderer can word the issue in its language. */
export function createLimitIssue(code: string, message: string, limit: number): ValueIssue {
  return Object.freeze({ path: Object.freeze([]) as unknown as JsonPath, code, message, limit });
}

/** The issue of a value of the wrong type. */
export function createTypeIssue(expected: 'string' | 'array', message: string): ValueIssue {
  return Object.freeze({
    path: Object.freeze([]) as unknown as JsonPath,
    code: 'invalid_type',
    message,
    expected,
  });
}

/** The value check of a free-text input: a string, non-blank when required. */
export function createTextValueCheck(optional: boolean): ValueCheck {
  const notText = createTypeIssue('string', 'Expected text');
  const required = createValueIssue('required', requiredMessage);
  return (value = '', issues) => {
    if (typeof value !== 'string') issues.push(notText);
    else if (!optional && value.trim() === '') issues.push(required);
    return value as FormValue;
  };
}

/** The value check of a single choice: one option value, or blank when optional. */
export function createChoiceValueCheck(optional: boolean, options: readonly Option[]): ValueCheck {
  const known = new Set(options.map((option) => option.value));
  const notText = createTypeIssue('string', 'Expected one option value');
  const required = createValueIssue('required', 'Choose an option');
  return (value = '', issues) => {
    if (typeof value !== 'string') issues.push(notText);
    else if (value === '') {
      if (!optional) issues.push(required);
    } else if (!known.has(value)) {
      issues.push(createValueIssue('not_an_option', `"${value}" is not one of the options`));
    }
    return value as FormValue;
  };
}

/** The value check of a multiple choice: distinct option values, at least one when required. */
export function createMultipleChoiceValueCheck(
  optional: boolean,
  options: readonly Option[],
): ValueCheck {
  const known = new Set(options.map((option) => option.value));
  const notList = createTypeIssue('array', 'Expected a list of option values');
  const required = createValueIssue('required', 'Choose at least one option');
  return (value = [], issues) => {
    if (!Array.isArray(value)) issues.push(notList);
    else if (!isEveryItemText(value)) addItemTypeIssues(value, issues);
    else {
      if (!optional && value.length === 0) issues.push(required);
      if (!isEveryItemKnownOnce(value, known)) addItemIssues(value, known, issues);
    }
    return value as FormValue;
  };
}

function isEveryItemText(values: readonly unknown[]): values is string[] {
  for (let index = 0; index < values.length; index += 1)
    if (typeof values[index] !== 'string') return false;
  return true;
}

// Lists are short, so a scan for an earlier copy allocates nothing; long ones go to addItemIssues.
function isEveryItemKnownOnce(values: readonly string[], known: ReadonlySet<string>): boolean {
  if (values.length > 16) return false;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index]!;
    if (!known.has(value) || values.indexOf(value) !== index) return false;
  }
  return true;
}

function addItemTypeIssues(values: readonly unknown[], issues: ValueIssue[]): void {
  // Indexes, not forEach: zod reports a hole in the list as undefined.
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (typeof value === 'string') continue;
    issues.push({
      path: [index],
      code: 'invalid_type',
      expected: 'string',
      message: `Invalid input: expected string, received ${describeJsonType(value)}`,
    });
  }
}

/** The type zod's English messages name for a JSON value. */
function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function addItemIssues(
  values: readonly string[],
  known: ReadonlySet<string>,
  issues: ValueIssue[],
): void {
  const chosen = new Set<string>();
  values.forEach((value, index) => {
    if (!known.has(value)) {
      issues.push({
        path: [index],
        code: 'not_an_option',
        message: `"${value}" is not one of the options`,
      });
    } else if (chosen.has(value)) {
      issues.push({
        path: [index],
        code: 'duplicate_value',
        message: `"${value}" is chosen twice`,
      });
    }
    chosen.add(value);
  });
}

/** A value issue as zod reports it: a type issue as zod's own, every other as a custom issue. */
export function toZodIssue(
  issue: ValueIssue,
  input: unknown,
  prefix: JsonPath = [],
): z.core.$ZodRawIssue {
  const path = [...prefix, ...issue.path];
  if (issue.expected !== undefined)
    return { code: 'invalid_type', expected: issue.expected, input, message: issue.message, path };
  const params: Record<string, unknown> =
    issue.bound === undefined ? { code: issue.code } : { code: issue.code, ...issue.bound };
  if (issue.limit !== undefined) params.limit = issue.limit;
  if (issue.range !== undefined) params.range = issue.range;
  return { code: 'custom', input, message: issue.message, path, params };
}

/** A zod schema over a value check, for code that wants one (an element type's `createValueSchema`). */
function createValueSchemaFromCheck(check: ValueCheck): z.ZodMiniType<FormValue, unknown> {
  return z.pipe(
    z.unknown(),
    z.transform((value, context) => {
      const issues: ValueIssue[] = [];
      const kept = check(value, issues);
      for (const issue of issues) context.issues.push(toZodIssue(issue, value));
      return kept;
    }),
  );
}

/** An input's value check with a zod schema over it, both from one function. */
export function createValueChecks<E>(createValueCheck: (element: E) => ValueCheck) {
  return {
    createValueCheck,
    createValueSchema: (element: E) => createValueSchemaFromCheck(createValueCheck(element)),
  };
}
