import {
  type ButtonElement,
  type FormMessage,
  isInteractionGoalComplete,
  type ParseResult,
} from '@chatforms/core/renderer';
import { useMemo } from 'react';

import { createStaticFieldBinding } from './field-source.js';
import type { ButtonContextValue, FieldContextValue, OpenFormContexts } from './form-contexts.js';
import { useFormMessages } from './form-locale.js';
import type { ButtonState, InteractiveFormOptions } from './interactive-form-options.js';
import { findUnusableElements, getGoal, isSenderViewOf } from './read-form-message.js';
import { guardValuesStore, memoryValuesStore, readStartValues } from './values-store.js';

/** The message when it opens as a form; a completed or unreadable one has no static view. */
export function findOpeningForm(read: ParseResult<FormMessage>): FormMessage | undefined {
  if (!read.success) return undefined;
  const interactions = read.data.data.interactions ?? [];
  return isInteractionGoalComplete(getGoal(read.data), interactions) ? undefined : read.data;
}

/**
 * The contexts of a static form: the values it would open with, and buttons that ask for the live
 * form (`onPress`). Text stays findable and readable; nothing can be changed.
 */
export function useStaticContexts(
  message: FormMessage,
  read: ParseResult<FormMessage>,
  options: InteractiveFormOptions,
  onPress: () => void,
): OpenFormContexts {
  const messages = useFormMessages(options);
  const isSenderView = isSenderViewOf(message, options.currentUserId);
  const readOnly = options.readOnly === true || isSenderView;
  const fieldContext = useMemo<FieldContextValue>(() => {
    const store = guardValuesStore(options.valuesStore ?? memoryValuesStore);
    return { useFieldBinding: createStaticFieldBinding(readStartValues(message, store)), messages };
  }, [message, options.valuesStore, messages]);
  const buttonContext = useMemo<ButtonContextValue>(() => {
    const unusable = findUnusableElements(read);
    const interactions = message.data.interactions ?? [];
    const getButtonState = (element: ButtonElement): ButtonState => ({
      status: 'idle',
      error: undefined,
      unusable: unusable.get(element.elementId),
      disabled:
        readOnly ||
        unusable.has(element.elementId) ||
        (element.disableAfterInteracted &&
          interactions.some((interaction) => interaction.elementId === element.elementId)),
    });
    const pressButton = () => Promise.resolve(onPress());
    const submitElementId = message.data.interactiveData.submitElement.elementId;
    return { getButtonState, pressButton, submitElementId, messages };
  }, [message, read, readOnly, messages, onPress]);
  return { fieldContext, buttonContext, readOnly, isSenderView };
}
