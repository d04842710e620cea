import type { z } from 'zod/mini';

import { defaultActionRegistry } from './action-registry.js';

/** The canonical action type names. */
export type ActionType = ReturnType<typeof defaultActionRegistry.list>[number]['type'];

/** Canonical action types, in the spec's order. */
export const actionTypes: readonly ActionType[] = /* @__PURE__ */ defaultActionRegistry
  .list()
  .map((definition) => definition.type);

/** What a button does, chosen by `actionType`. */
export const buttonActionSchema = /* @__PURE__ */ defaultActionRegistry.schema();

/** A button action as parsed. */
export type ButtonAction = z.output<typeof buttonActionSchema>;

/** The definition of a canonical action type name, or undefined for any other name. */
export function findActionDefinition(type: unknown): ReturnType<typeof defaultActionRegistry.find> {
  return defaultActionRegistry.find(type);
}
