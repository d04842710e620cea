import {
  type ButtonElement,
  type FormMessage,
  isInteractionGoalComplete,
  type ParseResult,
} from '@chatforms/core/renderer';
import { useMemo } from 'react';

import type { OpenFormContexts } from './form-contexts.js';
import { useFormMessages } from './form-locale.js';
import type { ButtonState, InteractiveFormOptions } from './interactive-form-options.js';
import { findUnusableElements, getGoal, isSenderViewOf } from './read-form-message.js';
import { createStaticFieldBinding, subscribeToNothing } from './static-field-binding.js';
import { guardValuesStore, memoryValuesStore, readStartValues } from './values-store.js';

/** The message when it opens as a form; a completed or unreadable one has no static view. */
export function findOpeningForm(read: ParseResult<FormMessage>): FormMessage | undefined {
  if (!read.success) return undefined;
  const interactions = read.data.data.interactions ?? [];
  return isInteractionGoalComplete(getGoal(read.data), interactions) ? undefined : read.data;
}

/** Where a static form sends what the reader does to it, to turn live and take it up there. */
export interface StaticFormReader {
  changeField: (name: string, value: unknown) => void;
  pressButton: (element: ButtonElement) => void;
  /** What the reader changed while static, by field name: a new map after each change. */
  changes: ReadonlyMap<string, unknown>;
}

/**
 * The contexts of a static form: the values it would open with, and fields and buttons that hand
 * a change or a press to `reader`. Text stays findable and readable. None once the message no
 * longer opens as a form, which only a form already live meets.
 */
export function useStaticContexts(
  message: FormMessage | undefined,
  read: ParseResult<FormMessage>,
  options: InteractiveFormOptions,
  reader: StaticFormReader,
): OpenFormContexts | undefined {
  const messages = useFormMessages(options);
  const { currentUserId, valuesStore } = options;
  const isReadOnly = options.readOnly === true;
  return useMemo(() => {
    if (message === undefined) return undefined;
    const isSenderView = isSenderViewOf(message, currentUserId);
    const readOnly = isReadOnly || isSenderView;
    const store = guardValuesStore(valuesStore ?? memoryValuesStore);
    const values = readStartValues(message, store);
    const fieldContext = {
      useFieldBinding: createStaticFieldBinding(values, reader.changes, reader.changeField),
      messages,
      // What the reader changed while the live form loads comes with new contexts, read here.
      subscribeToValues: subscribeToNothing,
      readValues: () =>
        reader.changes.size === 0 ? values : { ...values, ...Object.fromEntries(reader.changes) },
      announce: () => undefined,
    };
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
    const pressButton = (element: ButtonElement) => Promise.resolve(reader.pressButton(element));
    const submitElementId = message.data.interactiveData.submitElement.elementId;
    const buttonContext = { getButtonState, pressButton, submitElementId, messages };
    return { fieldContext, buttonContext, readOnly, isSenderView };
  }, [message, read, messages, currentUserId, isReadOnly, valuesStore, reader]);
}
