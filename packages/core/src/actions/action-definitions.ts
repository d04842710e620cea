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
  /** Whether the action goes to a URL that must be checked before it is followed. */
  hasUrl: boolean;
}

/** The one registry of action types. */
export const actionDefinitions = {
  apiAction: { schema: apiActionSchema, aliases: [], hasUrl: true },
  urlNavigation: { schema: urlNavigationActionSchema, aliases: [], hasUrl: true },
  deepLinkAction: { schema: deepLinkActionSchema, aliases: ['deepLinking'], hasUrl: true },
  customAction: { schema: customActionSchema, aliases: ['custom'], hasUrl: false },
} satisfies { [K in ActionType]: ActionDefinition<Extract<ButtonAction, { actionType: K }>> };
