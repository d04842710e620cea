import {
  createSubmissionSchema,
  formatWallTime,
  type FormElement,
  type FormMessage,
  getInputElements,
} from '@chatforms/core/renderer';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { renameKeys, toElementId, toFieldName } from './field-names.js';
import type { FormMessages } from './messages.js';

/** Validation that runs on submission and then live only on the fields that failed it. */
export interface LiveValidation {
  /** Runs `submit`; validation it starts synchronously checks every field and records which failed. */
  checkAll<T>(submit: () => T): T;
  /** A react-hook-form resolver over core's submission schema for `message`. */
  createResolver(message: FormMessage, messages: FormMessages): Resolver<FieldValues>;
}

/** Creates the validation state of one form (docs/design.md: "at submission, then live on the fields that failed"). */
export function createLiveValidation(): LiveValidation {
  const liveNames = new Set<string>();
  let isCheckingAll = false;
  return {
    checkAll(submit) {
      isCheckingAll = true;
      try {
        return submit();
      } finally {
        isCheckingAll = false;
      }
    },
    createResolver(message, messages) {
      // Built on first validation, not at mount: most forms in a chat history are never submitted.
      let schema: ReturnType<typeof createSubmissionSchema> | undefined;
      let elements: Map<string, FormElement> | undefined;
      return (values) => {
        schema ??= createSubmissionSchema(message);
        elements ??= new Map(getInputElements(message).map((item) => [item.elementId, item]));
        const byElementId = renameKeys(values, toElementId);
        const result = schema.safeParse(byElementId);
        const errors = result.success
          ? {}
          : toFieldErrors(result.error.issues, elements, messages, byElementId);
        if (isCheckingAll) {
          liveNames.clear();
          for (const name of Object.keys(errors)) liveNames.add(name);
        }
        const shown = Object.entries(errors).filter(([name]) => liveNames.has(name));
        if (shown.length === 0) return Promise.resolve({ values, errors: {} });
        return Promise.resolve({ values: {}, errors: Object.fromEntries(shown) });
      };
    },
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

function readIssueCode(issue: z.core.$ZodIssue): string {
  const code: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof code === 'string' ? code : issue.code;
}
