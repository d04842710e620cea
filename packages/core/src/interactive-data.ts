import * as z from 'zod/mini';

import { addCheckIssue } from './check.js';
import { buttonElementSchema } from './elements/button/button.js';
import type { FormElement, FormElementInput } from './elements/form-element.js';
import { findVisibilityRuleIssues } from './elements/visibility-rules.js';
import {
  type FindTextKeys,
  findTranslationIssues,
  translationsSchema,
} from './translations/form-translations.js';

type Context = Parameters<typeof addCheckIssue>[0];

/**
 * The schema of a form whose fields are read by `elementSchema` and whose submit button by
 * `submitSchema`. `types` answers what the form-level checks ask of element types: which submit a
 * value (which a `visibleWhen` may name), and which keys of each hold texts a translation may give.
 */
export function createInteractiveDataSchema(
  elementSchema: z.ZodMiniType<FormElement, FormElementInput>,
  submitSchema: typeof buttonElementSchema = buttonElementSchema,
  types: {
    isInputType?: (type: unknown) => boolean;
    findTextKeys?: FindTextKeys;
  } = {},
) {
  return z
    .looseObject({
      title: z.optional(z.string()),
      formFields: z.array(elementSchema, { error: 'formFields must be an array of elements' }),
      submitElement: submitSchema,
      goalCompletionText: z.optional(z.string()),
      translations: z.optional(translationsSchema),
    })
    .check(
      z.superRefine(checkUniqueElementIds),
      z.superRefine((form, context) => {
        const { isInputType = () => true, findTextKeys = () => ['label', 'placeholder'] } = types;
        for (const issue of [
          ...findVisibilityRuleIssues(form.formFields, isInputType),
          ...findTranslationIssues(form, findTextKeys),
        ])
          addCheckIssue(context, issue.path, issue.code, issue.message);
      }),
    );
}

/** The schema `createInteractiveDataSchema` makes: a form, its fields, its submit button and its completion text. */
export type InteractiveDataSchema = ReturnType<typeof createInteractiveDataSchema>;

/** The interactive data of a form message as parsed. */
export type InteractiveData = z.output<InteractiveDataSchema>;

function checkUniqueElementIds(
  form: { formFields: { elementId: string }[]; submitElement: { elementId: string } },
  context: Context,
): void {
  const seen = new Map<string, string>();
  const entries: [(string | number)[], string][] = [
    ...form.formFields.map((element, index): [(string | number)[], string] => [
      ['formFields', index],
      element.elementId,
    ]),
    [['submitElement'], form.submitElement.elementId],
  ];
  for (const [path, elementId] of entries) {
    const first = seen.get(elementId);
    if (first === undefined) {
      seen.set(elementId, path.join('.'));
    } else if (elementId !== '') {
      addCheckIssue(
        context,
        [...path, 'elementId'],
        'duplicate_element_id',
        `elementId "${elementId}" is already used by ${first}; ids must be unique in a message`,
      );
    }
  }
}

/** Every elementId of a form, formFields first, then the submit button; drafts (before defaults) too. */
export function listElementIds(form: {
  formFields: readonly { elementId: string }[];
  submitElement: { elementId: string };
}): string[] {
  return [...form.formFields.map((element) => element.elementId), form.submitElement.elementId];
}
