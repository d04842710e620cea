import * as z from 'zod/mini';

import { addCheckIssue } from '../check.js';
import type { optionSchema } from './element-base.js';

type Option = z.output<typeof optionSchema>;

/** What one input element submits: text and single choices a string, checkboxes a string array. */
export type FormValue = string | string[];

/** A form's values keyed by elementId. */
export type FormValues = Record<string, FormValue>;

const requiredMessage = 'This field is required';

/** The value schema of a free-text input: a string, non-blank when required. */
export function createTextValueSchema(optional: boolean) {
  return z._default(z.string({ error: 'Expected text' }), '').check(
    z.superRefine((value, context) => {
      if (!optional && value.trim() === '') addCheckIssue(context, [], 'required', requiredMessage);
    }),
  );
}

/** The value schema of a single choice: one option value, or blank when optional. */
export function createChoiceValueSchema(optional: boolean, options: readonly Option[]) {
  const known = new Set(options.map((option) => option.value));
  return z._default(z.string({ error: 'Expected one option value' }), '').check(
    z.superRefine((value, context) => {
      if (value === '') {
        if (!optional) addCheckIssue(context, [], 'required', 'Choose an option');
        return;
      }
      if (!known.has(value)) {
        addCheckIssue(context, [], 'not_an_option', `"${value}" is not one of the options`);
      }
    }),
  );
}

/** The value schema of a multiple choice: distinct option values, at least one when required. */
export function createMultipleChoiceValueSchema(optional: boolean, options: readonly Option[]) {
  const known = new Set(options.map((option) => option.value));
  return z._default(z.array(z.string(), { error: 'Expected a list of option values' }), []).check(
    z.superRefine((values, context) => {
      if (!optional && values.length === 0) {
        addCheckIssue(context, [], 'required', 'Choose at least one option');
      }
      const chosen = new Set<string>();
      values.forEach((value, index) => {
        if (!known.has(value)) {
          addCheckIssue(context, [index], 'not_an_option', `"${value}" is not one of the options`);
        } else if (chosen.has(value)) {
          addCheckIssue(context, [index], 'duplicate_value', `"${value}" is chosen twice`);
        }
        chosen.add(value);
      });
    }),
  );
}
