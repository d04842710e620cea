import type {
  ApiAction,
  ButtonElement,
  ElementType,
  FormElement,
  FormMessage,
  FormValues,
  Issue,
  TextInputElement,
} from '@chatforms/core';
import type { ComponentType, JSX } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { expectTypeOf, test } from 'vitest';

import type {
  ActionStatus,
  ButtonState,
  ElementComponents,
  ElementProps,
  FormMessages,
  FormSubmission,
  FormTranslations,
  InteractiveFormController,
  InteractiveFormOptions,
  InteractiveFormProps,
  SubmitResult,
  useButtonControl,
} from './index.js';
import {
  defaultMessages,
  elementComponents,
  InteractiveForm,
  TextInputField,
  useInteractiveForm,
} from './index.js';

test('InteractiveForm takes its props and renders an element', () => {
  expectTypeOf(InteractiveForm).parameter(0).toEqualTypeOf<InteractiveFormProps>();
  expectTypeOf(InteractiveForm).returns.toEqualTypeOf<JSX.Element>();
});

test('the message prop is unknown: the form parses whatever it is given', () => {
  expectTypeOf<InteractiveFormProps['message']>().toBeUnknown();
});

test('InteractiveFormProps are the options plus what only the component draws', () => {
  expectTypeOf<InteractiveFormProps>().toExtend<InteractiveFormOptions>();
  expectTypeOf<InteractiveFormProps['theme']>().toEqualTypeOf<
    'light' | 'dark' | 'auto' | undefined
  >();
  expectTypeOf<InteractiveFormProps['dir']>().toEqualTypeOf<'ltr' | 'rtl' | undefined>();
  expectTypeOf<InteractiveFormProps['components']>().toEqualTypeOf<
    Partial<ElementComponents> | undefined
  >();
});

test('onSubmit gets the parsed message, the values and an abort signal, and may answer with errors', () => {
  type OnSubmit = NonNullable<InteractiveFormOptions['onSubmit']>;
  expectTypeOf<Parameters<OnSubmit>>().toEqualTypeOf<[FormSubmission]>();
  expectTypeOf<FormSubmission['message']>().toEqualTypeOf<FormMessage>();
  expectTypeOf<FormSubmission['values']>().toEqualTypeOf<FormValues>();
  expectTypeOf<FormSubmission['action']>().toEqualTypeOf<ApiAction>();
  expectTypeOf<FormSubmission['signal']>().toEqualTypeOf<AbortSignal>();
  expectTypeOf<SubmitResult['errors']>().toEqualTypeOf<Record<string, string> | undefined>();
  expectTypeOf<ReturnType<OnSubmit>>().toEqualTypeOf<
    void | SubmitResult | Promise<void | SubmitResult>
  >();
});

test('callbacks that report back may return any promise, and onError gets core issues', () => {
  expectTypeOf<NonNullable<InteractiveFormOptions['onInteraction']>>().toEqualTypeOf<
    (elementId: string) => void | Promise<unknown>
  >();
  expectTypeOf<NonNullable<InteractiveFormOptions['onError']>>().toEqualTypeOf<
    (issues: Issue[]) => void
  >();
  expectTypeOf<InteractiveFormOptions['fetch']>().toEqualTypeOf<
    typeof globalThis.fetch | undefined
  >();
});

test('messages are overridden one at a time', () => {
  expectTypeOf<InteractiveFormOptions['messages']>().toEqualTypeOf<
    Partial<FormMessages> | undefined
  >();
  expectTypeOf<FormMessages['requestFailed']>().toEqualTypeOf<
    (status: number, reason?: string) => string
  >();
});

test('a language is added whole: a translation that leaves out a key does not compile', () => {
  expectTypeOf<InteractiveFormOptions['locale']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<InteractiveFormOptions['translations']>().toEqualTypeOf<
    FormTranslations | undefined
  >();
  const { retry: _retry, ...withoutRetry } = defaultMessages;
  // @ts-expect-error -- `retry` is missing
  const incomplete: FormTranslations = { fi: withoutRetry };
  const complete: FormTranslations = { fi: { ...withoutRetry, retry: 'Yritä uudelleen' } };
  expectTypeOf(complete).toEqualTypeOf<FormTranslations>();
  expectTypeOf(incomplete).toEqualTypeOf<FormTranslations>();
});

test('a custom element component replaces the default of its own type only', () => {
  expectTypeOf<keyof ElementComponents>().toEqualTypeOf<ElementType>();
  expectTypeOf<ElementComponents['textInput']>().toEqualTypeOf<
    ComponentType<ElementProps<TextInputElement>>
  >();
  expectTypeOf(elementComponents).toExtend<ElementComponents>();
  expectTypeOf(TextInputField).toExtend<ComponentType<ElementProps<TextInputElement>>>();
  expectTypeOf<ElementProps<FormElement>['readOnly']>().toEqualTypeOf<boolean>();
});

test('useInteractiveForm returns the controller the provider shares', () => {
  expectTypeOf(useInteractiveForm).parameters.toEqualTypeOf<
    [message: unknown, options?: InteractiveFormOptions]
  >();
  expectTypeOf(useInteractiveForm).returns.toEqualTypeOf<InteractiveFormController>();
  expectTypeOf<InteractiveFormController['form']>().toEqualTypeOf<UseFormReturn<FieldValues>>();
  expectTypeOf<InteractiveFormController['message']>().toEqualTypeOf<FormMessage | undefined>();
  expectTypeOf<InteractiveFormController['getButtonState']>().toEqualTypeOf<
    (element: ButtonElement) => ButtonState
  >();
});

test('button state is a string union, not a set of booleans', () => {
  expectTypeOf<ActionStatus>().toEqualTypeOf<'idle' | 'submitting' | 'succeeded' | 'failed'>();
  expectTypeOf<ButtonState['status']>().toEqualTypeOf<ActionStatus>();
  expectTypeOf<ReturnType<typeof useButtonControl>['status']>().toEqualTypeOf<ActionStatus>();
});
