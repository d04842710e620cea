import {
  type ButtonElement,
  formatSubmission,
  type FormMessage,
  type FormValues,
  getInputElements,
} from '@chatforms/core/renderer';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import type { LiveValidation } from '../create-live-validation.js';
import { renameKeys, toElementId, toFieldName } from '../field-names.js';
import type { InteractiveFormOptions } from '../interactive-form-options.js';
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
}

/** Connects an action to the form: values as sent, and validation through react-hook-form. */
export function createActionContext(
  element: ButtonElement,
  signal: AbortSignal,
  { message, form, validation, options, messages, announce }: ActionForm,
): ActionContext {
  const toFormValues = (values: FieldValues) => renameKeys(values as FormValues, toElementId);
  const validate = () =>
    new Promise<FormValues | undefined>((resolve) => {
      const submit = form.handleSubmit(
        (values) => resolve(toFormValues(values)),
        (errors) => {
          const count = Object.keys(errors).length;
          announce(messages.invalidFieldCount(count), count);
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
  { message, form }: Pick<ActionForm, 'message' | 'form'>,
  fieldErrors: Record<string, string>,
): void {
  const named = getInputElements(message).filter((item) =>
    Object.hasOwn(fieldErrors, item.elementId),
  );
  named.forEach((item, index) => {
    const error = { type: 'server', message: fieldErrors[item.elementId] };
    form.setError(toFieldName(item.elementId), error, { shouldFocus: index === 0 });
  });
}
