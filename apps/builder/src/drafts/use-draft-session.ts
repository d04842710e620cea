import type { FormMessageInput } from '@chatforms/core';
import type { Dispatch } from 'react';
import { useEffect, useRef, useState } from 'react';

import type { EditorAction } from '../state/editor-reducer.js';
import type { Draft } from './draft-store.js';
import { createDraftId, getDraftTitle, saveDraft } from './draft-store.js';

/**
 * The draft being edited: saves `message` under its id on every change, and opens another
 * message as a new draft or a saved draft as itself. `announce` must keep its identity.
 */
export function useDraftSession(
  initialDraftId: string,
  message: FormMessageInput,
  dispatch: Dispatch<EditorAction>,
  announce: (text: string) => void,
): {
  draftId: string;
  openAsNewDraft: (message: FormMessageInput) => void;
  openDraft: (draft: Draft) => void;
  /** Whether the draft as it is now is kept in the browser's storage (Drafts). */
  isSaved: () => boolean;
} {
  const [draftId, setDraftId] = useState(initialDraftId);
  const storageRefused = useRef(false);
  useEffect(() => {
    const saved = saveDraft({
      id: draftId,
      title: getDraftTitle(message),
      updatedAt: Date.now(),
      message,
    });
    // Said once, when saving starts failing, rather than on every keystroke.
    if (!saved && !storageRefused.current)
      announce('The browser refused to store drafts: export the message to keep it.');
    storageRefused.current = !saved;
  }, [draftId, message, announce]);
  return {
    draftId,
    openAsNewDraft: (opened) => {
      setDraftId(createDraftId());
      dispatch({ type: 'replaceMessage', message: opened });
      dispatch({ type: 'select', elementId: null });
    },
    isSaved: () => !storageRefused.current,
    openDraft: (draft) => {
      setDraftId(draft.id);
      dispatch({ type: 'replaceMessage', message: draft.message });
      announce(`Opened draft “${draft.title}”.`);
    },
  };
}
