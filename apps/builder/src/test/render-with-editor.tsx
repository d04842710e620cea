import type { FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useEffect, useMemo, useReducer } from 'react';

import { EditorContext } from '../state/editor-context.js';
import type { EditorState } from '../state/editor-reducer.js';
import { createEditorState, editorReducer } from '../state/editor-reducer.js';
import { validateDraft } from '../state/validate-draft.js';

/** Renders `ui` inside a real editor (reducer + validation) and reads back its latest state. */
export function renderWithEditor(
  ui: ReactElement,
  {
    message = createEmptyFormMessage(),
    selectedId = null,
  }: { message?: FormMessageInput; selectedId?: string | null } = {},
): RenderResult & { user: UserEvent; readState: () => EditorState } {
  const initial = { ...createEditorState(structuredClone(message)), selectedId };
  let latest: EditorState = initial;
  function Harness() {
    const [state, dispatch] = useReducer(editorReducer, initial);
    const issues = useMemo(() => validateDraft(state.present), [state.present]);
    useEffect(() => {
      latest = state;
    }, [state]);
    return (
      <EditorContext.Provider value={{ state, dispatch, issues }}>{ui}</EditorContext.Provider>
    );
  }
  const user = userEvent.setup();
  return { user, ...render(<Harness />), readState: () => latest };
}
