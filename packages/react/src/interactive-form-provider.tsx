import { type ReactNode, useMemo } from 'react';

import { createFormFieldBinding } from './field-source.js';
import {
  ButtonContext,
  type ButtonContextValue,
  FieldContext,
  type FieldContextValue,
} from './form-contexts.js';
import type { InteractiveFormController } from './use-interactive-form.js';

/** The contexts of a live form, over its controller; none while there is no controller. */
export function useControllerContexts(controller: InteractiveFormController | undefined) {
  const form = controller?.form;
  const messages = controller?.messages;
  const getButtonState = controller?.getButtonState;
  const pressButton = controller?.pressButton;
  const submitElementId = controller?.message?.data.interactiveData.submitElement.elementId ?? '';
  const fieldContext = useMemo<FieldContextValue | undefined>(
    () =>
      form === undefined || messages === undefined
        ? undefined
        : { useFieldBinding: createFormFieldBinding(form), messages },
    [form, messages],
  );
  const buttonContext = useMemo<ButtonContextValue | undefined>(
    () =>
      getButtonState === undefined || pressButton === undefined || messages === undefined
        ? undefined
        : { getButtonState, pressButton, submitElementId, messages },
    [getButtonState, pressButton, submitElementId, messages],
  );
  return fieldContext === undefined || buttonContext === undefined
    ? undefined
    : { fieldContext, buttonContext };
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
  const contexts = useControllerContexts(controller) as NonNullable<
    ReturnType<typeof useControllerContexts>
  >;
  return (
    <FieldContext.Provider value={contexts.fieldContext}>
      <ButtonContext.Provider value={contexts.buttonContext}>{children}</ButtonContext.Provider>
    </FieldContext.Provider>
  );
}
