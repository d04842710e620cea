import { buttonElementType } from './button.js';
import { checkboxElementType } from './checkbox.js';
import { dateTimeElementType } from './date-time.js';
import { dropdownElementType } from './dropdown.js';
import type { ElementTypeDefinition } from './element-type.js';
import { labelElementType } from './label.js';
import { radioElementType } from './radio.js';
import { singleSelectElementType } from './single-select.js';
import { textInputElementType } from './text-input.js';

/** The built-in element types, in the spec's order: one line each; every list derives from it. */
export const builtInElementTypes = [
  labelElementType,
  textInputElementType,
  buttonElementType,
  checkboxElementType,
  dropdownElementType,
  radioElementType,
  singleSelectElementType,
  dateTimeElementType,
] as const;

const registered = new Map<string, ElementTypeDefinition>();
let registryVersion = 0;

function listAllDefinitions(): ElementTypeDefinition[] {
  return [...builtInElementTypes, ...registered.values()] as ElementTypeDefinition[];
}

/**
 * Adds an element type to every part of core that reads elements: parsing, normalisation, JSON
 * Schema, submission and editing. Call it once at start-up, before the first parse. A type name or
 * alias that another type already claims throws, since that is a mistake in code, not in data.
 * @example
 * registerElementType(ratingElementType);
 */
export function registerElementType(definition: ElementTypeDefinition): void {
  if (registered.get(definition.type) === definition) return;
  for (const existing of listAllDefinitions()) {
    const taken = [existing.type, ...(existing.aliases ?? [])];
    const clash = [definition.type, ...(definition.aliases ?? [])].find((name) =>
      taken.includes(name),
    );
    if (clash !== undefined) {
      throw new Error(`element type name "${clash}" is already taken by "${existing.type}"`);
    }
  }
  registered.set(definition.type, definition);
  registryVersion += 1;
}

/** Every element type core knows, built-in first, then registered, in order. */
export function listElementDefinitions(): readonly ElementTypeDefinition[] {
  return listAllDefinitions();
}

/** The definition of a canonical element type name, or undefined for a name core does not know. */
export function findElementDefinition(type: unknown): ElementTypeDefinition | undefined {
  if (typeof type !== 'string') return undefined;
  return (
    (builtInElementTypes as readonly ElementTypeDefinition[]).find(
      (definition) => definition.type === type,
    ) ?? registered.get(type)
  );
}

/** Counts registrations, so schemas built from the registry know when to be rebuilt. */
export function getElementRegistryVersion(): number {
  return registryVersion;
}

/** True for elements a reader presses (buttons): the only ones an interaction goal can name. */
export function isPressableElement(element: { elementType: string }): boolean {
  return findElementDefinition(element.elementType)?.pressable === true;
}

/** True for elements that submit a value (not labels, not buttons, not unknown types). */
export function isInputElement(element: { elementType: string }): boolean {
  return (findElementDefinition(element.elementType)?.input ?? null) !== null;
}
