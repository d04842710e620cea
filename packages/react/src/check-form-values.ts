import {
  createSubmissionSchema,
  formatWallTime,
  type FormElement,
  type FormMessage,
  getInputElements,
} from '@chatforms/core/renderer';
import type { FieldError, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { renameKeys, toElementId, toFieldName } from './field-names.js';
import type { FormMessages } from './messages.js';

/** Checks a form's values (by field name) and gives each invalid field's error, in the messages' language. */
export type FormValuesCheck = (values: FieldValues) => Record<string, FieldError>;

/**
 * The check of one form's values against core's submission schema, loaded on demand by
 * create-live-validation.ts: a form checks nothing before the reader submits it.
 */
export function createFormValuesCheck(
  message: FormMessage,
  messages: FormMessages,
): FormValuesCheck {
  const schema = createSubmissionSchema(message);
  const elements = new Map(getInputElements(message).map((item) => [item.elementId, item]));
  return (values) => {
    const byElementId = renameKeys(values, toElementId);
    const result = schema.safeParse(byElementId);
    return result.success
      ? {}
      : toFieldErrors(result.error.issues, elements, messages, byElementId);
  };
}

function toFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  elements: Map<string, FormElement>,
  messages: FormMessages,
  values: FieldValues,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const elementId = issue.path[0];
    const element = typeof elementId === 'string' ? elements.get(elementId) : undefined;
    if (element === undefined || errors[toFieldName(element.elementId)] !== undefined) continue;
    const code = readIssueCode(issue);
    const isList = Array.isArray(values[element.elementId]);
    const text = describeIssue(issue, code, { element, isList }, messages);
    const message = messages.fieldError({ code, message: issue.message, element, text });
    errors[toFieldName(element.elementId)] = { type: code, message };
  }
  return errors;
}

/** The issue in the messages' language where they have a text for it, else core's message. */
function describeIssue(
  issue: z.core.$ZodIssue,
  code: string,
  { element, isList }: { element: FormElement; isList: boolean },
  messages: FormMessages,
): string {
  const params = (issue.code === 'custom' ? issue.params : undefined) ?? {};
  if (code === 'required') {
    // Choices carry options; a checkbox group's value, unlike a single choice's, is a list.
    if (!('options' in element)) return messages.requiredField;
    return isList ? messages.requiredChoices : messages.requiredChoice;
  }
  if (typeof params.limit === 'number')
    return describeLimitIssue(issue, code, params.limit, messages);
  if (code === 'out_of_range' && isRange(params.range))
    return messages.outOfRange(params.range.lowest, params.range.highest);
  // The author's patternMessage is the message's own text, which is never translated.
  if (code === 'pattern_mismatch')
    return 'patternMessage' in element && element.patternMessage !== undefined
      ? issue.message
      : messages.patternMismatch;
  if (typeof params.value !== 'string') return issue.message;
  const bound = formatWallTime(params.value, messages.locale);
  if (params.side === 'from') return messages.tooEarly(bound);
  return params.side === 'to' ? messages.tooLate(bound) : issue.message;
}

/** A length or count past an element's rule, in the messages' language. */
function describeLimitIssue(
  issue: z.core.$ZodIssue,
  code: string,
  limit: number,
  messages: FormMessages,
): string {
  if (code === 'too_short') return messages.tooShort(limit);
  if (code === 'too_long') return messages.tooLong(limit);
  if (code === 'too_few_choices') return messages.tooFewChoices(limit);
  return code === 'too_many_choices' ? messages.tooManyChoices(limit) : issue.message;
}

function isRange(value: unknown): value is { lowest: number; highest: number } {
  const range = (value ?? {}) as { lowest?: unknown; highest?: unknown };
  return typeof range.lowest === 'number' && typeof range.highest === 'number';
}

function readIssueCode(issue: z.core.$ZodIssue): string {
  const code: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof code === 'string' ? code : issue.code;
}
