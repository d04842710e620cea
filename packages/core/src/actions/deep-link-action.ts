import * as z from 'zod/mini';

import { defineActionType } from './action-type.js';
import { checkDeepLinkUrl } from './url.js';

/** Hands a URL (often an app scheme) to the host app; never javascript:, data:, vbscript: or file:. */
export const deepLinkActionSchema = z.looseObject({
  actionType: z.literal('deepLinkAction'),
  // Checked on the field, so a bad url is reported beside the action's other issues.
  url: z.string({ error: 'url is required' }).check(z.superRefine(checkDeepLinkUrl)),
});

/** A deepLinkAction as parsed. */
export type DeepLinkAction = z.output<typeof deepLinkActionSchema>;

/** Creates a canonical deepLinkAction; throws a ZodError when the input is invalid. */
export function createDeepLinkAction(
  input: Omit<z.input<typeof deepLinkActionSchema>, 'actionType'>,
): DeepLinkAction {
  return deepLinkActionSchema.parse({ actionType: 'deepLinkAction', ...input });
}

/** The deepLinkAction action type: its schema, aliases and starting action. */
export const deepLinkActionType = defineActionType({
  type: 'deepLinkAction',
  opensLink: true,
  factoryName: 'createDeepLinkAction',
  schema: deepLinkActionSchema,
  aliases: ['deepLinking'],
  kitName: 'deepLinking',
  kitNote:
    'The kits write "deepLinking"; the Android kit reads only api, url and custom actions, so under either name the button does nothing there.',
  createStarter: () => createDeepLinkAction({ url: 'myapp://open' }),
});
