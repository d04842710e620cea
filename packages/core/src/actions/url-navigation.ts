import * as z from 'zod/mini';

import { defineActionType } from './action-type.js';
import { checkHttpUrl } from './url.js';

/** Opens an http(s) page in a new tab. */
export const urlNavigationActionSchema = z.looseObject({
  actionType: z.literal('urlNavigation'),
  // Checked on the field, so a bad url is reported beside the action's other issues.
  url: z.string({ error: 'url is required' }).check(z.superRefine(checkHttpUrl)),
});

/** A urlNavigation action as parsed. */
export type UrlNavigationAction = z.output<typeof urlNavigationActionSchema>;

/** Creates a canonical urlNavigation action; throws a ZodError when the input is invalid. */
export function createUrlNavigationAction(
  input: Omit<z.input<typeof urlNavigationActionSchema>, 'actionType'>,
): UrlNavigationAction {
  return urlNavigationActionSchema.parse({ actionType: 'urlNavigation', ...input });
}

/** The urlNavigation action type: its schema, aliases and starting action. */
export const urlNavigationType = defineActionType({
  type: 'urlNavigation',
  opensLink: true,
  factoryName: 'createUrlNavigationAction',
  schema: urlNavigationActionSchema,
  createStarter: () => createUrlNavigationAction({ url: 'https://example.org' }),
});
