import type { Dispatch } from 'react';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';

import type { EditorAction, EditorState } from './editor-reducer.js';

/** The selected element's shortcuts, as `aria-keyshortcuts` writes them. */
export const elementShortcuts = 'Delete Control+D Meta+D';

/** True where a key press types or moves a caret, and so is not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, .cm-editor, [role="dialog"], dialog') !== null
  );
}

/** After a delete, focus goes where the deleted element's button was, in the same list. */
function focusSameSpot(scope: Element | null, selector: string, index: number) {
  const buttons = scope?.querySelectorAll<HTMLElement>(selector) ?? [];
  buttons[Math.min(index, buttons.length - 1)]?.focus();
}

/**
 * Delete removes the selected element and Ctrl/Cmd+D duplicates it, wherever focus is except in a
 * text box or a dialog; the submit button can be neither.
 */
export function useElementShortcuts(state: EditorState, dispatch: Dispatch<EditorAction>): void {
  const { selectedId } = state;
  const fields = state.present.data.interactiveData.formFields;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const index = fields.findIndex((element) => element.elementId === selectedId);
      if (selectedId === null || index === -1 || isTyping(event.target)) return;
      const isDuplicate =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'd';
      if (isDuplicate) {
        event.preventDefault();
        dispatch({ type: 'duplicateElement', elementId: selectedId });
        return;
      }
      if (event.key !== 'Delete' || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      const focused = document.activeElement;
      const canvas = focused?.closest('.edit-canvas') ?? null;
      const list = focused?.closest('.canvas-list') ?? null;
      flushSync(() => dispatch({ type: 'removeElement', elementId: selectedId }));
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      if (canvas !== null) focusSameSpot(canvas, '.canvas-element-select', index);
      else if (list !== null) focusSameSpot(list, '.canvas-select', index);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [fields, selectedId, dispatch]);
}
