import { useEditorContext } from '../state/editor-context.js';

/** Undo and Redo, each disabled while there is nothing to walk back to. */
export function UndoRedoButtons() {
  const { state, dispatch } = useEditorContext();
  return (
    <>
      <button
        type="button"
        disabled={state.past.length === 0}
        onClick={() => dispatch({ type: 'undo' })}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </button>
      <button
        type="button"
        disabled={state.future.length === 0}
        onClick={() => dispatch({ type: 'redo' })}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      >
        Redo
      </button>
    </>
  );
}
