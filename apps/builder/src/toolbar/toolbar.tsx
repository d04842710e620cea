import type { ActionNames, FormMessageInput } from '@chatforms/core';

import type { ChatConnection } from '../api/chat-connection.js';
import { CopyFallback } from './copy-fallback.js';
import { CopyMenu } from './copy-menu.js';
import { FileMenu } from './file-menu.js';
import type { LibraryPanelName } from './library-panel.js';
import { UndoRedoButtons } from './undo-redo-buttons.js';
import { useClipboardCopy } from './use-clipboard-copy.js';

/**
 * The toolbar: Templates, the way most forms start, then the File and Copy menus (new form, drafts,
 * import, export; JSON, cURL, TypeScript, share link) and Undo/Redo, so that Send stands alone.
 */
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
        <button
          type="button"
          aria-expanded={panel === 'templates'}
          onClick={() => onPanelChange('templates')}
        >
          Templates
        </button>
        <FileMenu
          actionNames={actionNames}
          onNewForm={onNewForm}
          onOpenDrafts={() => onPanelChange('drafts')}
          onOpenMessage={onOpenMessage}
          onStatus={onStatus}
        />
        <CopyMenu connection={connection} actionNames={actionNames} onCopy={copy} />
        <UndoRedoButtons />
      </div>
      {refused === null ? null : (
        <CopyFallback what={refused.what} text={refused.text} onClose={dismiss} />
      )}
    </>
  );
}
