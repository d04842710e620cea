import * as z from 'zod/mini';

import { findElementDefinition, isInputElement } from './elements/element-registry.js';
import type { FormElement } from './elements/form-element.js';
import type { FormValue, FormValues } from './elements/values.js';
import { parseInEnglish } from './english-messages.js';
import type { InteractiveData } from './interactive-data.js';
import { fromZodIssues, type ParseResult } from './issue.js';
import type { FormMessage } from './message.js';
import { readJsonInput } from './read-json.js';

/** A whole form message or just its interactive data. */
export type FormSource = FormMessage | InteractiveData;

/** The interactive data of a form source. */
export function getInteractiveData(form: FormSource): InteractiveData {
  return Array.isArray(form.formFields)
    ? (form as InteractiveData)
    : (form as FormMessage).data.interactiveData;
}

/** The elements of a form that submit a value, in order. */
export function getInputElements(form: FormSource): FormElement[] {
  return getInteractiveData(form).formFields.filter(isInputElement);
}

/** The values a form starts with, keyed by elementId: defaults where given, blank otherwise. */
export function getDefaultValues(form: FormSource): FormValues {
  // Object.fromEntries defines keys, so `__proto__` or `constructor` is an ordinary field here.
  return Object.fromEntries(
    getInputElements(form).flatMap((element) => {
      const input = findElementDefinition(element.elementType)?.input;
      return input ? [[element.elementId, input.getDefaultValue(element)]] : [];
    }),
  );
}

/** The value of one elementId in `values`, read from its own keys only (never the prototype). */
export function readFormValue(values: FormValues, elementId: string): FormValue | undefined {
  return Object.hasOwn(values, elementId) ? values[elementId] : undefined;
}

/**
 * A zod schema for a form's values: every input's rules, and no keys the form does not have.
 * Any string is a safe elementId: values are read from own keys and written by definition.
 */
export function createSubmissionSchema(form: FormSource) {
  const fields = new Map<string, z.ZodMiniType<FormValue, unknown>>();
  for (const element of getInputElements(form)) {
    const input = findElementDefinition(element.elementType)?.input;
    if (input) fields.set(element.elementId, input.createValueSchema(element));
  }
  return z.pipe(
    z.unknown(),
    z.transform((input, context): FormValues => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        context.issues.push({
          code: 'invalid_type',
          expected: 'object',
          input,
          message: 'Expected an object of values',
        });
        return z.NEVER;
      }
      const values = input as Record<string, unknown>;
      const unknownKeys = Object.keys(values).filter((key) => !fields.has(key));
      if (unknownKeys.length > 0) {
        context.issues.push({
          code: 'unrecognized_keys',
          keys: unknownKeys,
          input: values,
          message: `not a field of this form: ${unknownKeys.join(', ')}`,
        });
      }
      const entries: [string, FormValue][] = [];
      for (const [elementId, schema] of fields) {
        const result = schema.safeParse(
          Object.hasOwn(values, elementId) ? values[elementId] : undefined,
        );
        if (result.success) entries.push([elementId, result.data]);
        else
          for (const issue of result.error.issues)
            context.issues.push(underElement(elementId, issue));
      }
      return Object.fromEntries(entries);
    }),
  );
}

/** An element's value issue, moved under its elementId and made raw again so zod keeps it as it is. */
function underElement(elementId: string, issue: z.core.$ZodIssue): z.core.$ZodRawIssue {
  return { ...issue, input: issue.input, path: [elementId, ...issue.path] } as z.core.$ZodRawIssue;
}

// Building a form's schema costs far more than checking values with it, and forms are immutable
// once parsed, so each form object keeps the schema it was first checked with.
const submissionSchemas = new WeakMap<FormSource, ReturnType<typeof createSubmissionSchema>>();

function getSubmissionSchema(form: FormSource) {
  const cached = submissionSchemas.get(form);
  if (cached !== undefined) return cached;
  const schema = createSubmissionSchema(form);
  submissionSchemas.set(form, schema);
  return schema;
}

/** Checks submitted values against a form; issues are keyed by elementId. Never throws. */
export function validateSubmission(form: FormSource, values: unknown): ParseResult<FormValues> {
  const read = readJsonInput(values);
  if (!read.success) return read;
  const result = getSubmissionSchema(form).safeParse(read.value, parseInEnglish);
  if (!result.success) return { success: false, issues: fromZodIssues(result.error.issues) };
  return { success: true, data: result.data as FormValues, warnings: [] };
}

/**
 * The values as they are sent: each input's control value rewritten where its type says so
 * (dateTime: written with its `dateTimeFormat` in its time zone); every other value unchanged.
 */
export function formatSubmission(form: FormSource, values: FormValues): FormValues {
  const formatted = new Map(Object.entries(values));
  for (const element of getInputElements(form)) {
    const value = readFormValue(values, element.elementId);
    const formatValue = findElementDefinition(element.elementType)?.input?.formatValue;
    if (value !== undefined && formatValue !== undefined)
      formatted.set(element.elementId, formatValue(element, value));
  }
  return Object.fromEntries(formatted);
}
