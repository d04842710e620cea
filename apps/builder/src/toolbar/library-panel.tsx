import type { FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { useState } from 'react';

import { ModalDialog } from '../components/modal-dialog.js';
import type { Draft } from '../drafts/draft-store.js';
import { deleteDraft, listDrafts } from '../drafts/draft-store.js';
import { TemplateThumbnail } from '../templates/template-thumbnail.js';
import { templates } from '../templates/templates.js';

/** Which library dialog is open over the workspace. */
export type LibraryPanelName = 'none' | 'templates' | 'drafts';

function TemplateList({ onOpen }: { onOpen: (message: FormMessageInput) => void }) {
  const gallery = [
    {
      name: 'Empty form',
      description: 'A title and a submit button.',
      create: createEmptyFormMessage,
    },
    ...templates,
  ];
  return (
    <ul className="library-list template-list">
      {gallery.map((template) => {
        const message = template.create();
        return (
          <li key={template.name}>
            <TemplateThumbnail message={message} />
            <button type="button" onClick={() => onOpen(template.create())}>
              {template.name}
            </button>
            <span>{template.description}</span>
          </li>
        );
      })}
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
  // Always rendered, so that closing it is the dialog's own hide, which gives focus back.
  const heading = panel === 'drafts' ? 'Drafts' : 'Templates';
  return (
    <ModalDialog
      open={panel !== 'none'}
      heading={heading}
      closeLabel={`Close ${heading.toLowerCase()}`}
      className="library-panel"
      onClose={onClose}
    >
      {panel === 'templates' ? <TemplateList onOpen={onOpenTemplate} /> : null}
      {panel === 'drafts' ? <DraftList currentId={currentDraftId} onOpen={onOpenDraft} /> : null}
    </ModalDialog>
  );
}
