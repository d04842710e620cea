import {
  type ButtonElement,
  formatSubmission,
  type FormMessage,
  type FormValues,
  getInputElements,
} from '@chatforms/core/renderer';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { renameKeys, toElementId, toFieldName } from '../field-names.js';
import type { InteractiveFormOptions } from '../interactive-form-options.js';
import type { LiveValidation } from '../live-validation.js';
import type { FormMessages } from '../messages.js';
import type { ActionContext } from './run-action.js';

/** The form an action runs against. */
export interface ActionForm {
  message: FormMessage;
  form: UseFormReturn<FieldValues>;
  validation: LiveValidation;
  options: InteractiveFormOptions;
  messages: FormMessages;
  /** Says `text` in the live region; `invalidCount` marks it as the count of invalid fields. */
  announce: (text: string, invalidCount?: number) => void;
  /** Moves focus to a field (by field name) once what is rendering now is on screen. */
  focusField: (name: string) => void;
}

/** The field name of the first input element, in form order, that `errors` names. */
function findFirstInvalid(message: FormMessage, errors: object): string | undefined {
  return getInputElements(message)
    .map((element) => toFieldName(element.elementId))
    .find((name) => Object.hasOwn(errors, name));
}

/**
 * Connects an action to the form: values as sent, and validation through react-hook-form. The
 * caller adds `begin`, which shows the button's progress.
 */
export function createActionContext(
  element: ButtonElement,
  signal: AbortSignal,
  { message, form, validation, options, messages, announce, focusField }: ActionForm,
): Omit<ActionContext, 'begin'> {
  const toFormValues = (values: FieldValues) => renameKeys(values as FormValues, toElementId);
  const validate = () =>
    new Promise<FormValues | undefined>((resolve) => {
      const submit = form.handleSubmit(
        (values) => resolve(toFormValues(values)),
        (errors) => {
          const count = Object.keys(errors).length;
          announce(messages.invalidFieldCount(count), count);
          const first = findFirstInvalid(message, errors);
          if (first !== undefined) focusField(first);
          resolve(undefined);
        },
      );
      void validation.checkAll(() => submit());
    });
  return {
    element,
    message,
    options,
    messages,
    signal,
    validate,
    getValues: () => formatSubmission(message, toFormValues(form.getValues())),
  };
}

/** Shows messages (from a server or `onSubmit`) under their fields and focuses the first. */
export function showFieldErrors(
  { message, form, focusField }: Pick<ActionForm, 'message' | 'form' | 'focusField'>,
  fieldErrors: Record<string, string>,
): void {
  const named = getInputElements(message).filter((item) =>
    Object.hasOwn(fieldErrors, item.elementId),
  );
  for (const item of named) {
    const error = { type: 'server', message: fieldErrors[item.elementId] };
    form.setError(toFieldName(item.elementId), error);
  }
  if (named[0] !== undefined) focusField(toFieldName(named[0].elementId));
}
