import { builtInActionDefinitions, createActionRegistry } from '../actions/action-registry.js';
import type { ActionTypeDefinition } from '../actions/action-type.js';
import { createInteractiveDataSchema, type InteractiveDataSchema } from '../interactive-data.js';
import {
  createFormMessageDataSchema,
  createFormMessageSchema,
  type FormMessageDataSchema,
  type FormMessageSchema,
} from '../message.js';
import { builtInElementDefinitions } from './built-in-element-types.js';
import {
  buttonElementSchema,
  buttonElementType,
  createButtonElementSchema,
} from './button/button.js';
import { type ElementTypeDefinition, listTextKeys } from './element-type.js';
import {
  createFormElementSchema,
  type ElementType,
  type FormElementSchema,
} from './form-element.js';

/** The zod schemas that read elements, all built from one registry's types at one moment. */
export interface MessageSchemas {
  formElementSchema: FormElementSchema;
  interactiveDataSchema: InteractiveDataSchema;
  formMessageDataSchema: FormMessageDataSchema;
  formMessageSchema: FormMessageSchema;
}

/**
 * A set of element types, and the schemas that read them. Every function of core that parses,
 * normalises, validates or writes elements takes one (`{ registry }`); `defaultElementRegistry` is
 * used where none is given.
 */
export interface ElementRegistry {
  /**
   * Adds a type after the ones already there. A type name or alias another type claims throws, since
   * that is a mistake in code, not in data; adding the same definition again changes nothing.
   */
  register(definition: ElementTypeDefinition): void;
  /** Removes a type by its canonical name; false when the registry has no such type. */
  unregister(type: string): boolean;
  /** Every definition, in the order they were given and added. */
  list(): readonly ElementTypeDefinition[];
  /** The definition of a canonical type name, or undefined for a name this registry does not know. */
  find(type: unknown): ElementTypeDefinition | undefined;
  /**
   * Adds an action type its buttons may carry, after the built-in ones. A renderer runs it through
   * its custom-action handler (`onCustomAction`); a name or alias another action type claims throws.
   */
  registerActionType(definition: ActionTypeDefinition): void;
  /** Every action type its buttons may carry: the built-in ones, then those added, in order. */
  listActionTypes(): readonly ActionTypeDefinition[];
  /**
   * The zod schemas of the types known now, built once per change. The JSON Schema is written from
   * the same object, so the two cannot disagree.
   */
  schemas(): MessageSchemas;
}

const listNames = (definition: { type: string; aliases?: readonly string[] }) => [
  definition.type,
  ...(definition.aliases ?? []),
];

/**
 * The built-in button, read with these action types: with only the built-in ones, the exported
 * schema itself, so that a registry without action types of its own reads buttons as it always did.
 */
function createButtonSchema(actionTypes: readonly ActionTypeDefinition[]) {
  if (actionTypes.length === builtInActionDefinitions.length) return buttonElementSchema;
  const actionSchema = createActionRegistry(actionTypes).schema();
  return createButtonElementSchema(actionSchema) as unknown as typeof buttonElementSchema;
}

function createMessageSchemas(
  definitions: readonly ElementTypeDefinition[],
  actionTypes: readonly ActionTypeDefinition[],
): MessageSchemas {
  const buttonSchema = createButtonSchema(actionTypes);
  const withButtons = definitions.map((definition) =>
    definition === buttonElementType ? { ...definition, schema: buttonSchema } : definition,
  );
  const formElementSchema = createFormElementSchema(withButtons);
  const inputTypes = new Set(
    definitions.filter((definition) => definition.input !== null).map(({ type }) => type),
  );
  const textKeys = new Map(
    definitions.map((definition) => [definition.type, listTextKeys(definition)]),
  );
  const interactiveDataSchema = createInteractiveDataSchema(formElementSchema, buttonSchema, {
    isInputType: (type) => inputTypes.has(type as string),
    findTextKeys: (type) => (typeof type === 'string' ? textKeys.get(type) : undefined),
  });
  return {
    formElementSchema,
    interactiveDataSchema,
    formMessageDataSchema: createFormMessageDataSchema(interactiveDataSchema),
    formMessageSchema: createFormMessageSchema(interactiveDataSchema),
  };
}

/**
 * Creates a registry holding `definitions` (the built-in types by default). A server, a CLI run or a
 * test that needs its own set of types makes one and passes it as `{ registry }`.
 * @example
 * const registry = createElementRegistry();
 * registry.register(sliderElementType);
 * const result = parseFormMessage(body, { registry });
 */
export function createElementRegistry(
  definitions: readonly ElementTypeDefinition[] = builtInElementDefinitions as readonly ElementTypeDefinition[],
): ElementRegistry {
  const byType = new Map<string, ElementTypeDefinition>();
  const actionTypes: ActionTypeDefinition[] = [...builtInActionDefinitions];
  let schemas: MessageSchemas | undefined;
  const registry: ElementRegistry = {
    register(definition) {
      if (byType.get(definition.type) === definition) return;
      for (const existing of byType.values()) {
        const clash = listNames(existing).find((name) => listNames(definition).includes(name));
        if (clash !== undefined)
          throw new Error(`element type name "${clash}" is already taken by "${existing.type}"`);
      }
      byType.set(definition.type, definition);
      schemas = undefined;
    },
    unregister(type) {
      schemas = undefined;
      return byType.delete(type);
    },
    list: () => [...byType.values()],
    find: (type) => (typeof type === 'string' ? byType.get(type) : undefined),
    registerActionType(definition) {
      if (actionTypes.includes(definition)) return;
      for (const existing of actionTypes) {
        const clash = listNames(existing).find((name) => listNames(definition).includes(name));
        if (clash !== undefined)
          throw new Error(`action type name "${clash}" is already taken by "${existing.type}"`);
      }
      actionTypes.push(definition);
      schemas = undefined;
    },
    listActionTypes: () => [...actionTypes],
    schemas: () => (schemas ??= createMessageSchemas([...byType.values()], actionTypes)),
  };
  for (const definition of definitions) registry.register(definition);
  return registry;
}

/** The registry of the common case: the built-in types, and those `registerElementType` adds. */
export const defaultElementRegistry = /* @__PURE__ */ createElementRegistry();

/**
 * Adds an element type to the default registry, which every function of core reads when given no
 * `registry`: parsing, normalisation, the exported schemas, JSON Schema, submission and editing.
 * Call it once at start-up. A type name or alias that another type already claims throws.
 * @example
 * registerElementType(sliderElementType);
 */
export function registerElementType(definition: ElementTypeDefinition): void {
  defaultElementRegistry.register(definition);
}

/**
 * Adds an action type to the default registry's buttons, which the renderer reads: a button with
 * it is parsed, and pressing it calls the renderer's `onCustomAction` handler. Call it once at start-up.
 * @example
 * registerActionType(openCameraActionType);
 */
export function registerActionType(definition: ActionTypeDefinition): void {
  defaultElementRegistry.registerActionType(definition);
}

/** Removes a type `registerElementType` added to the default registry; false when it has none. */
export function unregisterElementType(type: string): boolean {
  return defaultElementRegistry.unregister(type);
}

/** Every element type of the default registry, built-in first, then registered, in order. */
export function listElementDefinitions(): readonly ElementTypeDefinition[] {
  return defaultElementRegistry.list();
}

/** Every element type name the default registry accepts now: built-in first, then registered, in order. */
export function listElementTypes(): ElementType[] {
  return defaultElementRegistry.list().map((definition) => definition.type as ElementType);
}

/** The definition of a canonical element type name in the default registry, or undefined. */
export function findElementDefinition(type: unknown): ElementTypeDefinition | undefined {
  return defaultElementRegistry.find(type);
}

/** True for elements a reader presses (buttons) in the default registry: the only ones a goal can name. */
export function isPressableElement(element: { elementType: string }): boolean {
  return defaultElementRegistry.find(element.elementType)?.pressable === true;
}

/** True for elements that submit a value in the default registry (not labels, buttons or unknown types). */
export function isInputElement(element: { elementType: string }): boolean {
  return (defaultElementRegistry.find(element.elementType)?.input ?? null) !== null;
}
