import type { ElementType } from '@chatforms/core';

import type { FieldEditor } from '../components/inspector/field-editor.js';

/** What the builder knows about one element type: its name to authors and its inspector fields. */
export interface ElementInspectorDefinition<K extends ElementType = ElementType> {
  type: K;
  /** How the palette, canvas and inspector name the type to authors. */
  name: string;
  /** One editor per spec field, in the order the inspector shows them. */
  fields: readonly FieldEditor[];
}

/** Declares the builder's side of an element type; each type's module holds one. */
export function defineElementInspector<K extends ElementType>(
  definition: ElementInspectorDefinition<K>,
): ElementInspectorDefinition<K> {
  return definition;
}
