import type { FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { createLargeFormMessage, validMessages } from '@chatforms/fixtures';
import { useState } from 'react';

import type { Draft } from '../drafts/draft-store.js';
import { deleteDraft, listDrafts } from '../drafts/draft-store.js';
import { LibraryDialog } from './library-dialog.js';

/** Which library dialog is open over the workspace. */
export type LibraryPanelName = 'none' | 'templates' | 'drafts';

const templateNames: Record<keyof typeof validMessages, string> = {
  survey: 'Survey',
  appointment: 'Appointment',
  feedback: 'Feedback',
  orderConfirmation: 'Order confirmation',
  groupPoll: 'Group poll',
  completedForm: 'Completed form',
  everyElement: 'Every element',
};

function TemplateList({ onOpen }: { onOpen: (message: FormMessageInput) => void }) {
  const templates = [
    ['Empty form', createEmptyFormMessage()],
    ...Object.entries(validMessages).map(([key, message]) => [
      templateNames[key as keyof typeof validMessages],
      message,
    ]),
    ['Large form (30 fields)', createLargeFormMessage(30)],
  ] as [string, FormMessageInput][];
  return (
    <ul className="library-list">
      {templates.map(([name, message]) => (
        <li key={name}>
          <button type="button" onClick={() => onOpen(structuredClone(message))}>
            {name}
          </button>
          <span>{message.data.interactiveData.formFields.length} elements</span>
        </li>
      ))}
    </ul>
  );
}

function DraftList({ currentId, onOpen }: { currentId: string; onOpen: (draft: Draft) => void }) {
  const [drafts, setDrafts] = useState(listDrafts);
  if (drafts.length === 0) return <p>No drafts yet.</p>;
  return (
    <ul className="library-list">
      {drafts.map((draft) => (
        <li key={draft.id}>
          <button
            type="button"
            onClick={() => onOpen(draft)}
            aria-current={draft.id === currentId || undefined}
          >
            {draft.title}
          </button>
          <span>{new Date(draft.updatedAt).toLocaleString()}</span>
          <button
            type="button"
            aria-label={`Delete draft ${draft.title}`}
            disabled={draft.id === currentId}
            onClick={() => {
              deleteDraft(draft.id);
              setDrafts(listDrafts());
            }}
          >
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The templates gallery or the drafts list, whichever the toolbar opened. */
export function LibraryPanel({
  panel,
  currentDraftId,
  onOpenTemplate,
  onOpenDraft,
  onClose,
}: {
  panel: LibraryPanelName;
  currentDraftId: string;
  onOpenTemplate: (message: FormMessageInput) => void;
  onOpenDraft: (draft: Draft) => void;
  onClose: () => void;
}) {
  if (panel === 'none') return null;
  const heading = panel === 'templates' ? 'Templates' : 'Drafts';
  return (
    <LibraryDialog key={panel} heading={heading} onClose={onClose}>
      {panel === 'templates' ? (
        <TemplateList onOpen={onOpenTemplate} />
      ) : (
        <DraftList currentId={currentDraftId} onOpen={onOpenDraft} />
      )}
    </LibraryDialog>
  );
}
