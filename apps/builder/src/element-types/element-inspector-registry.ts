import type { BuiltInElementType } from '@chatforms/core';

import { buttonInspector } from './button/button-inspector.js';
import { checkboxInspector } from './checkbox/checkbox-inspector.js';
import { dateTimeInspector } from './date-time/date-time-inspector.js';
import { dropdownInspector } from './dropdown/dropdown-inspector.js';
import type { ElementInspectorDefinition } from './element-inspector-definition.js';
import { labelInspector } from './label/label-inspector.js';
import { numberInspector } from './number/number-inspector.js';
import { radioInspector } from './radio/radio-inspector.js';
import { ratingInspector } from './rating/rating-inspector.js';
import { singleSelectInspector } from './single-select/single-select-inspector.js';
import { textInputInspector } from './text-input/text-input-inspector.js';

/** The builder's side of every built-in element type: one line each; tests read every field from it. */
export const builtInInspectors = {
  label: labelInspector,
  textInput: textInputInspector,
  button: buttonInspector,
  checkbox: checkboxInspector,
  dropdown: dropdownInspector,
  radio: radioInspector,
  singleSelect: singleSelectInspector,
  dateTime: dateTimeInspector,
  number: numberInspector,
  rating: ratingInspector,
} satisfies { [K in BuiltInElementType]: ElementInspectorDefinition<K> };

const registeredInspectors = new Map<string, ElementInspectorDefinition>();

/**
 * Gives an element type registered with core a name and inspector fields in the builder. Without
 * one, the builder still adds, previews and exports the type, under its raw name, with only an
 * id field.
 */
export function registerElementInspector(definition: ElementInspectorDefinition): void {
  if (Object.hasOwn(builtInInspectors, definition.type)) {
    throw new Error(`"${definition.type}" is a built-in element type of the builder`);
  }
  registeredInspectors.set(definition.type, definition);
}

/** The builder's definition of a type, or undefined for a type it was not told about. */
export function findElementInspector(type: unknown): ElementInspectorDefinition | undefined {
  const key = String(type);
  if (Object.hasOwn(builtInInspectors, key)) {
    return builtInInspectors[key as BuiltInElementType] as ElementInspectorDefinition;
  }
  return registeredInspectors.get(key);
}

/** The author-facing name of a type, or the raw type when the builder has no name for it. */
export function getElementTypeName(type: unknown): string {
  return findElementInspector(type)?.name ?? String(type);
}
