import type { Issue } from '@chatforms/core';
import type { Dispatch } from 'react';
import { createContext, useContext } from 'react';

import type { EditorAction, EditorState } from './editor-reducer.js';

/** What every editing component reads: the editor state, its dispatch and the draft's issues. */
export interface EditorContextValue {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  /** Schema issues of the present draft (empty when valid). */
  issues: Issue[];
}

/** The editor shared by the palette, canvas, inspector, JSON editor and toolbar. */
export const EditorContext = createContext<EditorContextValue | null>(null);

/** Reads the editor; components outside an `EditorContext` provider are a programming error. */
export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (value === null) throw new Error('useEditorContext must be used inside EditorContext');
  return value;
}
