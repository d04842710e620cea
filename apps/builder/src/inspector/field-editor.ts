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
 * The inspector's sections, in the order an author reads them: what the reader reads, what the
 * reader can answer, how the element behaves, and the names only a backend sees.
 */
export const inspectorSections = ['content', 'answer', 'behaviour', 'advanced'] as const;

/** One of the inspector's sections. */
export type InspectorSection = (typeof inspectorSections)[number];

/**
 * Where a field that names no section goes: most fields an element type adds of its own are about
 * the answer it collects (a range, a default, a format).
 */
export const defaultInspectorSection: InspectorSection = 'answer';

/**
 * One field editor of the inspector, keyed by the element key it edits. `K` is that key as a
 * literal, so an element type's inspector accepts only editors of its own keys.
 */
export interface FieldEditor<K extends string = string> {
  key: K;
  Editor: ComponentType<FieldEditorProps>;
  /** The section the inspector shows the field in; `defaultInspectorSection` when not given. */
  section?: InspectorSection;
}
