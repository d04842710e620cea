import * as z from 'zod/mini';

import type { builtInElementDefinitions } from './built-in-element-types.js';
import type { ElementTypeDefinition } from './element-type.js';

type BuiltIns = typeof builtInElementDefinitions;

/**
 * The element types added with `registerElementType`, by name. Declare each one here so that
 * `FormElement` and the parse results include it.
 * @example
 * declare module '@chatforms/core' {
 *   interface RegisteredElementTypes { slider: SliderElement }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RegisteredElementTypes {}

type RegisteredElement = RegisteredElementTypes[keyof RegisteredElementTypes];

/** An element of a built-in type as parsed. */
export type BuiltInElement = z.output<BuiltIns[number]['schema']>;

/** Any form element as parsed: a built-in type, or one declared in `RegisteredElementTypes`. */
export type FormElement = BuiltInElement | RegisteredElement;

/** Any form element as it may be written, before defaults are applied. */
export type FormElementInput = z.input<BuiltIns[number]['schema']> | RegisteredElement;

/** The names of the built-in element types. */
export type BuiltInElementType = BuiltInElement['elementType'];

/** The canonical element type names. */
export type ElementType = FormElement['elementType'];

/** The schema of any element of the given types, chosen by `elementType`. */
export function createFormElementSchema(
  definitions: readonly ElementTypeDefinition[],
): z.ZodMiniType<FormElement, FormElementInput> {
  const names = definitions.map((definition) => definition.type).join(', ');
  const schemas = definitions.map((definition) => definition.schema);
  return z.discriminatedUnion('elementType', schemas as unknown as [z.ZodMiniObject], {
    error: (issue) =>
      issue.code === 'invalid_union' ? `elementType must be one of ${names}` : undefined,
  }) as unknown as z.ZodMiniType<FormElement, FormElementInput>;
}

/** The schema `createFormElementSchema` makes. */
export type FormElementSchema = ReturnType<typeof createFormElementSchema>;
