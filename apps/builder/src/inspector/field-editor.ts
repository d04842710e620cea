import type { DraftOption } from '@chatforms/core/editing';
import type { ComponentType } from 'react';

/** What each inspector field editor receives: the element and ways to change it. */
export interface FieldEditorProps {
  element: Record<string, unknown>;
  /** Merges a patch; `coalesceKey` merges rapid typing into one undo step. */
  update: (patch: Record<string, unknown>, coalesceKey?: string) => void;
  /** Replaces the options; `coalesceKey` merges rapid typing into one undo step. */
  setOptions: (options: DraftOption[], coalesceKey?: string) => void;
  /** The inline error core reports for one key of the element, or for a key below it. */
  issueAt: (key: string, below?: string) => string | undefined;
}

/**
 * One field editor of the inspector, keyed by the element key it edits. `K` is that key as a
 * literal, so an element type's inspector accepts only editors of its own keys.
 */
export interface FieldEditor<K extends string = string> {
  key: K;
  Editor: ComponentType<FieldEditorProps>;
}
