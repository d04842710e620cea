import type { ElementType, FormElement } from '@chatforms/core';

import type { FieldEditor } from '../inspector/field-editor.js';

// An element's schema is a loose object, so its type has an index signature: left out, so that only
// the keys the schema names remain.
type NamedKeys<T> = keyof { [P in keyof T as string extends P ? never : P]: T[P] } & string;

/** The keys an element of type `K` names; for a union of types, the keys of any of them. */
export type ElementKey<K extends ElementType> =
  Extract<FormElement, { elementType: K }> extends infer E
    ? E extends unknown
      ? NamedKeys<E>
      : never
    : never;

/** What the builder knows about one element type: its name to authors and its inspector fields. */
export interface ElementInspectorDefinition<K extends ElementType = ElementType> {
  type: K;
  /** How the palette, canvas and inspector name the type to authors. */
  name: string;
  /** One editor per spec field, in the order the inspector shows them; only keys of the type. */
  fields: readonly FieldEditor<ElementKey<K>>[];
}

/** Declares the builder's side of an element type; each type's module holds one. */
export function defineElementInspector<K extends ElementType>(
  definition: ElementInspectorDefinition<K>,
): ElementInspectorDefinition<K> {
  return definition;
}
