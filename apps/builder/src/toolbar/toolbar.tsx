import type { ActionNames, FormMessageInput } from '@chatforms/core';

import type { ChatConnection } from '../api/chat-connection.js';
import { CopyButtons } from './copy-buttons.js';
import { CopyFallback } from './copy-fallback.js';
import { ImportExportButtons } from './import-export-buttons.js';
import { LibraryButtons } from './library-buttons.js';
import type { LibraryPanelName } from './library-panel.js';
import { UndoRedoButtons } from './undo-redo-buttons.js';
import { useClipboardCopy } from './use-clipboard-copy.js';

/** The toolbar: new form, templates, drafts, import/export, undo/redo, share link and copy as JSON/cURL/TypeScript. */
export function Toolbar({
  connection,
  actionNames,
  panel,
  onPanelChange,
  onOpenMessage,
  onNewForm,
  onStatus,
}: {
  connection: ChatConnection;
  /** How Export and Copy JSON/cURL/TypeScript write action types (chosen in the Code view). */
  actionNames: ActionNames;
  panel: LibraryPanelName;
  onPanelChange: (panel: LibraryPanelName) => void;
  onOpenMessage: (message: FormMessageInput) => void;
  onNewForm: () => void;
  onStatus: (text: string) => void;
}) {
  const { copy, refused, dismiss } = useClipboardCopy(onStatus);
  return (
    <>
      <div className="toolbar" role="toolbar" aria-label="Builder actions">
        {/* The file buttons first: Export is the fewest Tabs from the skip links. */}
        <LibraryButtons panel={panel} onPanelChange={onPanelChange} />
        <ImportExportButtons
          actionNames={actionNames}
          onOpenMessage={onOpenMessage}
          onStatus={onStatus}
        />
        {/* After Export, so the keyboard paths to Templates and Export cost no extra Tab. */}
        <button type="button" onClick={onNewForm}>
          New form
        </button>
        <UndoRedoButtons />
        <CopyButtons connection={connection} actionNames={actionNames} onCopy={copy} />
      </div>
      {refused === null ? null : (
        <CopyFallback what={refused.what} text={refused.text} onClose={dismiss} />
      )}
    </>
  );
}
