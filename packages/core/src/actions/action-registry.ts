import * as z from 'zod/mini';

import type { ActionTypeDefinition } from './action-type.js';
import { apiActionType } from './api-action.js';
import { customActionType } from './custom-action.js';
import { deepLinkActionType } from './deep-link-action.js';
import { urlNavigationType } from './url-navigation.js';

/** The definitions of the built-in action types, in the spec's order: one line each; every list of actions derives from it. */
export const builtInActionDefinitions = [
  apiActionType,
  urlNavigationType,
  deepLinkActionType,
  customActionType,
] as const;

// Mapped over a type parameter, so a tuple of definitions gives a tuple of schemas.
type SchemasOf<T extends readonly { schema: unknown }[]> = { [I in keyof T]: T[I]['schema'] };

/** A fixed set of action types, and the schema that reads any of them, chosen by `actionType`. */
export interface ActionRegistry<D extends readonly ActionTypeDefinition[]> {
  /** Every definition, in the order given. */
  list(): D;
  /** The definition of a canonical action type name, or undefined for any other name. */
  find(type: unknown): D[number] | undefined;
  /** The schema of a button action of these types. */
  schema(): z.ZodMiniDiscriminatedUnion<SchemasOf<D>>;
}

/**
 * Creates a registry of action types. Buttons read the default one's schema, so an action type is
 * added to core as a built-in: one line in `builtInActionDefinitions`.
 */
export function createActionRegistry<const D extends readonly ActionTypeDefinition[]>(
  definitions: D,
): ActionRegistry<D> {
  const types = definitions.map((definition) => definition.type);
  const schemas = definitions.map((definition) => definition.schema);
  const schema = z.discriminatedUnion('actionType', schemas as unknown as [z.ZodMiniObject], {
    error: (issue) =>
      issue.code === 'invalid_union' ? `actionType must be one of ${types.join(', ')}` : undefined,
  }) as unknown as z.ZodMiniDiscriminatedUnion<SchemasOf<D>>;
  return {
    list: () => definitions,
    find: (type) => definitions.find((definition) => definition.type === type),
    schema: () => schema,
  };
}

/** The registry of the built-in action types, which every button reads. */
export const defaultActionRegistry = /* @__PURE__ */ createActionRegistry(builtInActionDefinitions);
