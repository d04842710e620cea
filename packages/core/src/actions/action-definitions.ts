import type { ActionType, ButtonAction } from './button-action.js';
import { apiActionSchema } from './api-action.js';
import { customActionSchema } from './custom-action.js';
import { deepLinkActionSchema } from './deep-link-action.js';
import { urlNavigationActionSchema } from './url-navigation.js';

/** What core knows about one action type. */
export interface ActionDefinition<A extends ButtonAction> {
  schema: { parse(input: unknown): A };
  /** Other names existing chat kits use for this type; parsing renames them with a warning. */
  aliases: readonly string[];
}

/** The one registry of action types. */
export const actionDefinitions = {
  apiAction: { schema: apiActionSchema, aliases: [] },
  urlNavigation: { schema: urlNavigationActionSchema, aliases: [] },
  deepLinkAction: { schema: deepLinkActionSchema, aliases: ['deepLinking'] },
  customAction: { schema: customActionSchema, aliases: ['custom'] },
} satisfies { [K in ActionType]: ActionDefinition<Extract<ButtonAction, { actionType: K }>> };
