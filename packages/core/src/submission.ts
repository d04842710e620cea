import { z } from 'zod';

import { findElementDefinition, isInputElement } from './elements/element-registry.js';
import type { FormElement } from './elements/form-element.js';
import type { FormValue, FormValues } from './elements/values.js';
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
  const values: FormValues = {};
  for (const element of getInputElements(form)) {
    const input = findElementDefinition(element.elementType)?.input;
    if (input) values[element.elementId] = input.getDefaultValue(element);
  }
  return values;
}

/** A zod schema for a form's values: every input's rules, and no keys the form does not have. */
export function createSubmissionSchema(form: FormSource) {
  const shape: Record<string, z.ZodType<FormValue, unknown>> = {};
  for (const element of getInputElements(form)) {
    const input = findElementDefinition(element.elementType)?.input;
    if (input) shape[element.elementId] = input.createValueSchema(element);
  }
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `not a field of this form: ${issue.keys.join(', ')}`
        : undefined,
  });
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
  const result = getSubmissionSchema(form).safeParse(read.value);
  if (!result.success) return { success: false, issues: fromZodIssues(result.error.issues) };
  return { success: true, data: result.data as FormValues, warnings: [] };
}

/**
 * The values as they are sent: each input's control value rewritten where its type says so
 * (dateTime: written with its `dateTimeFormat` in its time zone); every other value unchanged.
 */
export function formatSubmission(form: FormSource, values: FormValues): FormValues {
  const formatted: FormValues = { ...values };
  for (const element of getInputElements(form)) {
    const value = values[element.elementId];
    const formatValue = findElementDefinition(element.elementType)?.input?.formatValue;
    if (value !== undefined && formatValue !== undefined)
      formatted[element.elementId] = formatValue(element, value);
  }
  return formatted;
}
