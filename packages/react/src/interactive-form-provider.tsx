import { type ReactNode, useMemo } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';

import {
  ButtonContext,
  type ButtonContextValue,
  FieldContext,
  type FieldContextValue,
  type UseFieldBinding,
} from './form-contexts.js';
import type { InteractiveFormController } from './use-interactive-form.js';

function createControllerBinding(control: Control<FieldValues>): UseFieldBinding {
  return function useControllerBinding(name) {
    return useController({ control, name });
  };
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
  const { form, messages, getButtonState, pressButton } = controller;
  const submitElementId = controller.message?.data.interactiveData.submitElement.elementId ?? '';
  const fieldContext = useMemo<FieldContextValue>(
    () => ({ useFieldBinding: createControllerBinding(form.control), messages }),
    [form.control, messages],
  );
  const buttonContext = useMemo<ButtonContextValue>(
    () => ({ getButtonState, pressButton, submitElementId, messages }),
    [getButtonState, pressButton, submitElementId, messages],
  );
  return (
    <FieldContext.Provider value={fieldContext}>
      <ButtonContext.Provider value={buttonContext}>{children}</ButtonContext.Provider>
    </FieldContext.Provider>
  );
}
