import { expectTypeOf, test } from 'vitest';
import type { z } from 'zod';

import type {
  ApiAction,
  ApiActionBodyFormat,
  ApiActionRequestContext,
  builtInElementDefinitions,
  BuiltInElementType,
  ButtonAction,
  ButtonElement,
  CheckboxElement,
  DateTimeElement,
  FormElement,
  FormMessage,
  formMessageSchema,
  FormValues,
  InteractionGoal,
  Issue,
  Normalised,
  NumberElement,
  ParseResult,
  TextInputElement,
} from './index.js';
import { normaliseFormMessage, parseFormMessage, validateSubmission } from './index.js';

test('FormMessage is the output of formMessageSchema, not a hand-written interface', () => {
  expectTypeOf<FormMessage>().toEqualTypeOf<z.output<typeof formMessageSchema>>();
});

test('element types are discriminated by elementType', () => {
  // Read from the registry rather than listed, so a new type needs no line here.
  expectTypeOf<FormElement['elementType']>().toEqualTypeOf<
    (typeof builtInElementDefinitions)[number]['type']
  >();
  type TypesWithoutAnElement = {
    [K in BuiltInElementType]: [Extract<FormElement, { elementType: K }>] extends [never]
      ? K
      : never;
  }[BuiltInElementType];
  expectTypeOf<TypesWithoutAnElement>().toBeNever();
  expectTypeOf<FormElement['elementType']>().not.toEqualTypeOf<string>();
  expectTypeOf<
    Extract<FormElement, { elementType: 'checkbox' }>
  >().toEqualTypeOf<CheckboxElement>();
});

test('defaults are explicit in parsed types', () => {
  expectTypeOf<TextInputElement['optional']>().toEqualTypeOf<boolean>();
  expectTypeOf<ButtonElement['disableAfterInteracted']>().toEqualTypeOf<boolean>();
  expectTypeOf<DateTimeElement['mode']>().toEqualTypeOf<'date' | 'time' | 'dateTime'>();
  expectTypeOf<ApiAction['method']>().toEqualTypeOf<'POST' | 'PUT' | 'PATCH' | 'DELETE'>();
  expectTypeOf<CheckboxElement['defaultValue']>().toEqualTypeOf<string[] | undefined>();
  // A number's default and bounds are JSON numbers in the message; its value is text (FormValue).
  expectTypeOf<NumberElement['defaultValue']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<NumberElement['step']>().toEqualTypeOf<number | undefined>();
});

test('actions are discriminated by actionType', () => {
  expectTypeOf<ButtonAction['actionType']>().toEqualTypeOf<
    'apiAction' | 'urlNavigation' | 'deepLinkAction' | 'customAction'
  >();
  expectTypeOf<InteractionGoal['type']>().toEqualTypeOf<'anyAction' | 'anyOf' | 'allOf' | 'none'>();
});

test('parsers return the never-throws result shape', () => {
  expectTypeOf(parseFormMessage).returns.toEqualTypeOf<ParseResult<FormMessage>>();
  expectTypeOf(validateSubmission).returns.toEqualTypeOf<ParseResult<FormValues>>();
  expectTypeOf<Issue>().toEqualTypeOf<{
    path: (string | number)[];
    pointer: string;
    code: string;
    message: string;
  }>();
  const result = parseFormMessage('{}');
  if (result.success) expectTypeOf(result.data).toEqualTypeOf<FormMessage>();
  else expectTypeOf(result.issues).toEqualTypeOf<Issue[]>();
});

test('normaliseFormMessage gives back an unknown value with its warnings and errors', () => {
  expectTypeOf(normaliseFormMessage).returns.toEqualTypeOf<Normalised>();
  expectTypeOf<Normalised>().toEqualTypeOf<{
    value: unknown;
    warnings: Issue[];
    errors: Issue[];
  }>();
});

test('an apiAction sends the kit envelope or the dataKey body, and a parsed message is its context', () => {
  expectTypeOf<ApiActionBodyFormat>().toEqualTypeOf<'kitEnvelope' | 'dataKey'>();
  expectTypeOf<{ message: FormMessage }>().toExtend<ApiActionRequestContext>();
});
