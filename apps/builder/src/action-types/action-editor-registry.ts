import type { ActionType } from '@chatforms/core';

import type { ActionEditorDefinition } from './action-editor-definition.js';

export type { DraftAction } from './action-editor-definition.js';
import { apiActionEditor } from './api-action.js';
import { customActionEditor } from './custom-action.js';
import { deepLinkActionEditor } from './deep-link-action.js';
import { urlNavigationEditor } from './url-navigation.js';

/** The builder's side of every action type: one line each. */
const actionEditors = {
  apiAction: apiActionEditor,
  urlNavigation: urlNavigationEditor,
  deepLinkAction: deepLinkActionEditor,
  customAction: customActionEditor,
} satisfies { [K in ActionType]: ActionEditorDefinition<K> };

/** The builder's definition of an action type, or undefined for a name that is not one. */
export function findActionEditor(type: unknown): ActionEditorDefinition | undefined {
  const key = String(type);
  return Object.hasOwn(actionEditors, key)
    ? (actionEditors[key as ActionType] as ActionEditorDefinition)
    : undefined;
}
