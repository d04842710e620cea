'use client';

import { type ReactNode, useMemo } from 'react';

import { createFormFieldBinding } from './field-source.js';
import {
  ButtonContext,
  type ButtonContextValue,
  FieldContext,
  type FieldContextValue,
  type OpenFormContexts,
} from './form-contexts.js';
import type { InteractiveFormController } from './use-interactive-form.js';

/** The contexts of a live form, over its controller. */
export function useControllerContexts(controller: InteractiveFormController): OpenFormContexts {
  const { form, messages, getButtonState, pressButton, announce } = controller;
  const submitElementId = controller.message?.data.interactiveData.submitElement.elementId ?? '';
  const fieldContext = useMemo<FieldContextValue>(
    () => ({
      useFieldBinding: createFormFieldBinding(form),
      messages,
      subscribeToValues: (onChange) =>
        form.subscribe({ formState: { values: true }, callback: onChange }),
      // The values react-hook-form holds, read as its own controllers read them (getValues copies).
      readValues: () => form.control._formValues as Record<string, unknown>,
      announce,
    }),
    [form, messages, announce],
  );
  const buttonContext = useMemo<ButtonContextValue>(
    () => ({ getButtonState, pressButton, submitElementId, messages }),
    [getButtonState, pressButton, submitElementId, messages],
  );
  const { readOnly, isSenderView } = controller;
  return { fieldContext, buttonContext, readOnly, isSenderView };
}

/**
 * Lets element components (TextInputField, ButtonField, …) and `useElementField` work in your own
 * layout around a `useInteractiveForm` controller.
 */
export function InteractiveFormProvider({
  controller,
  children,
}: {
  controller: InteractiveFormController;
  children: ReactNode;
}) {
  const contexts = useControllerContexts(controller);
  return (
    <FieldContext.Provider value={contexts.fieldContext}>
      <ButtonContext.Provider value={contexts.buttonContext}>{children}</ButtonContext.Provider>
    </FieldContext.Provider>
  );
}
