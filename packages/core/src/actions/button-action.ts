import * as z from 'zod/mini';

import { apiActionType } from './api-action.js';
import { customActionType } from './custom-action.js';
import { deepLinkActionType } from './deep-link-action.js';
import { urlNavigationType } from './url-navigation.js';

/** The action types, in the spec's order: one line each; every list of actions derives from it. */
export const actionTypeDefinitions = [
  apiActionType,
  urlNavigationType,
  deepLinkActionType,
  customActionType,
] as const;

type Definitions = typeof actionTypeDefinitions;

// Mapped over a type parameter, so a tuple of definitions gives a tuple of schemas.
type SchemasOf<T extends readonly { schema: unknown }[]> = { [I in keyof T]: T[I]['schema'] };

/** The canonical action type names. */
export type ActionType = Definitions[number]['type'];

/** Canonical action types, in the spec's order. */
export const actionTypes: readonly ActionType[] = actionTypeDefinitions.map(
  (definition) => definition.type,
);

/** What a button does, chosen by `actionType`. */
export const buttonActionSchema = z.discriminatedUnion(
  'actionType',
  actionTypeDefinitions.map((definition) => definition.schema) as unknown as SchemasOf<Definitions>,
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `actionType must be one of ${actionTypes.join(', ')}`
        : undefined,
  },
);

/** A button action as parsed. */
export type ButtonAction = z.output<typeof buttonActionSchema>;

/** The definition of a canonical action type name, or undefined for any other name. */
export function findActionDefinition(
  type: unknown,
): (typeof actionTypeDefinitions)[number] | undefined {
  return actionTypeDefinitions.find((definition) => definition.type === type);
}
