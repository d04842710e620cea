import { z } from 'zod';
import { checkHttpUrl } from './url.js';

/** Opens an http(s) page in a new tab. */
export const urlNavigationActionSchema = z
  .looseObject({
    actionType: z.literal('urlNavigation'),
    url: z.string({ error: 'url is required' }),
  })
  .superRefine((action, context) => checkHttpUrl(action.url, context));

/** A urlNavigation action as parsed. */
export type UrlNavigationAction = z.output<typeof urlNavigationActionSchema>;

/** Creates a canonical urlNavigation action; throws a ZodError when the input is invalid. */
export function createUrlNavigationAction(
  input: Omit<z.input<typeof urlNavigationActionSchema>, 'actionType'>,
): UrlNavigationAction {
  return urlNavigationActionSchema.parse({ actionType: 'urlNavigation', ...input });
}
