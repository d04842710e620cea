import type { ActionType } from '@chatforms/core';
import type { ComponentType } from 'react';

/** A button's action as the inspector edits it. */
export type DraftAction = Record<string, unknown>;

/** What an action type's fields receive: the action and ways to change it. */
export interface ActionFieldsProps {
  action: DraftAction;
  /** Merges a patch into the action; `key` merges rapid typing into one undo step. */
  set: (patch: DraftAction, key?: string) => void;
  /** The inline error core reports for a key of the action. */
  issueAt: (key: string) => string | undefined;
}

/** What the builder knows about one action type: its fields and how a test submit rewrites it. */
export interface ActionEditorDefinition<K extends ActionType = ActionType> {
  type: K;
  /** What a press does, in words: the action picker's choice (the wire name stays beside it). */
  name: string;
  /** One line on what a press does. */
  help: string;
  /** The controls below the action type picker; null when the type has nothing to set. */
  Fields: ComponentType<ActionFieldsProps> | null;
  /** Whether the type goes to a URL, so switching between such types keeps the one written. */
  hasUrl: boolean;
  /** Points the action at the preview's test endpoint, for types that send the form's values. */
  rewriteForTestSubmit?: (action: DraftAction, url: string) => DraftAction;
}

/** Declares the builder's side of an action type; each type's module holds one. */
export function defineActionEditor<K extends ActionType>(
  definition: ActionEditorDefinition<K>,
): ActionEditorDefinition<K> {
  return definition;
}
