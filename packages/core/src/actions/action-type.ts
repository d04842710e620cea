import type { z } from 'zod/mini';

/** A schema of one action type: an object with its `actionType` literal. */
export type ActionSchema = z.ZodMiniType<{ actionType: string }, unknown>;

/** Everything core knows about one action type; each action's module declares its own. */
export interface ActionTypeDefinition<S extends ActionSchema = ActionSchema> {
  /** The `actionType` this definition reads. */
  type: z.output<S>['actionType'];
  /** The schema of one action of this type, `actionType` literal included. */
  schema: S;
  /** Other names existing chat kits use for this type; parsing renames them with a warning. */
  aliases?: readonly string[];
  /**
   * The name the deployed chat kits write and read for this type, where it is not the spec's; one of
   * `aliases`. Writers use it when asked for the kits' names (`writeFormMessage`).
   */
  kitName?: string;
  /** What the deployed kits do with this type under the spec's name and the kits', in a sentence. */
  kitNote?: string;
  /** The name of the function core exports to create one, for code generators. */
  factoryName: string;
  /** True when pressing it opens a link (a page or an app) rather than sending or handing over values. */
  opensLink?: boolean;
  /** The action an editor switches to when an author picks this type. */
  createStarter(): z.output<S>;
}

/** Declares an action type; the registry lists each declaration once. */
export function defineActionType<S extends ActionSchema>(
  definition: ActionTypeDefinition<S>,
): ActionTypeDefinition<S> {
  return definition;
}

/** The name of an action type's schema in the JSON Schema's `$defs`: it ends in "Action" once. */
export function getActionJsonSchemaName(type: string): string {
  return type.endsWith('Action') ? type : `${type}Action`;
}
