import * as z from 'zod/mini';

import { defineActionType } from './action-type.js';

/** Calls the host app's own handler with the element and the form's values. */
export const customActionSchema = z.looseObject({
  actionType: z.literal('customAction'),
});

/** A customAction as parsed. */
export type CustomAction = z.output<typeof customActionSchema>;

/** Creates a canonical customAction; throws a ZodError when the input is invalid. */
export function createCustomAction(
  input: Omit<z.input<typeof customActionSchema>, 'actionType'> = {},
): CustomAction {
  return customActionSchema.parse({ actionType: 'customAction', ...input });
}

/** The customAction action type: its schema, aliases and starting action. */
export const customActionType = defineActionType({
  type: 'customAction',
  factoryName: 'createCustomAction',
  schema: customActionSchema,
  aliases: ['custom'],
  kitName: 'custom',
  kitNote:
    'The kits write "custom"; the Android kit reads "custom" but not "customAction", so with the spec\'s name the button loses its action there.',
  createStarter: () => createCustomAction(),
});
