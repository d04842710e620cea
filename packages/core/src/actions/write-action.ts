import { findCanonicalType, isJsonObject } from '../normalise-report.js';
import { defaultActionRegistry } from './action-registry.js';

/** Which names writers give action types: the spec's (`customAction`) or the deployed kits' (`custom`). */
export type ActionNames = 'spec' | 'kit';

/** How a message is written out. */
export interface WriteOptions {
  /** `spec` (default): the spec's action type names; `kit`: the names the deployed kits read. */
  actionNames?: ActionNames;
}

/** The name an action type (canonical or an alias) is written with; an unknown name as it is. */
export function getActionTypeName(type: string, names: ActionNames): string {
  const definition = defaultActionRegistry.find(
    findCanonicalType(type, defaultActionRegistry.list()),
  );
  if (definition === undefined) return type;
  return names === 'kit' ? (definition.kitName ?? definition.type) : definition.type;
}

/** A button action with its type written in the chosen names; anything else as it is. */
export function writeButtonAction(action: unknown, options: WriteOptions): unknown {
  if (!isJsonObject(action) || typeof action.actionType !== 'string') return action;
  return {
    ...action,
    actionType: getActionTypeName(action.actionType, options.actionNames ?? 'spec'),
  };
}
