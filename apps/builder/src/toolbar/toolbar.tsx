import { useRef, useState } from 'react';
import type { FormMessageInput } from '@chatforms/core';
import type { ChatConnection } from '../api/chat-connection.js';
import { toCurlTarget } from '../api/chat-connection.js';
import { createShareLink } from '../drafts/share-link.js';
import { toCurl } from '../export/to-curl.js';
import { toTypeScript } from '../export/to-typescript.js';
import { readJsonDraft } from '../json/read-json-draft.js';
import { useEditorContext } from '../state/editor-context.js';
import { copyText, downloadText } from './copy-text.js';
import { CopyFallback } from './copy-fallback.js';

/** Which library panel is open above the workspace. */
export type LibraryPanel = 'none' | 'templates' | 'drafts';

/** The toolbar: undo/redo, templates, drafts, import/export, share link and copy as JSON/cURL/TypeScript. */
export function Toolbar({
  connection,
  panel,
  onPanelChange,
  onOpenMessage,
  onStatus,
}: {
  connection: ChatConnection;
  panel: LibraryPanel;
  onPanelChange: (panel: LibraryPanel) => void;
  onOpenMessage: (message: FormMessageInput) => void;
  onStatus: (text: string) => void;
}) {
  const { state, dispatch } = useEditorContext();
  const fileInput = useRef<HTMLInputElement>(null);
  const message = state.present;
  const [refused, setRefused] = useState<{ what: string; text: string } | null>(null);
  const copy = async (what: string, text: string) => {
    const copied = await copyText(text);
    setRefused(copied ? null : { what, text });
    onStatus(copied ? `Copied ${what} to the clipboard.` : `Copy ${what} from the box below.`);
  };
  const importFile = async (file: File | undefined) => {
    if (file === undefined) return;
    const result = readJsonDraft(await file.text());
    if (result.kind === 'draft') {
      onOpenMessage(result.message);
      const notes = [
        ...(result.wrapped === null ? [] : [`read ${result.wrapped}`]),
        ...(result.normalised ? ['normalised'] : []),
      ];
      onStatus(`Imported ${file.name}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}.`);
    } else onStatus(`Could not import ${file.name}: ${result.issues[0]?.message ?? 'not a form'}`);
  };
  const toggle = (target: LibraryPanel) => onPanelChange(panel === target ? 'none' : target);
  return (
    <>
      <div className="toolbar" role="toolbar" aria-label="Builder actions">
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
        <button
          type="button"
          aria-expanded={panel === 'templates'}
          onClick={() => toggle('templates')}
        >
          Templates
        </button>
        <button type="button" aria-expanded={panel === 'drafts'} onClick={() => toggle('drafts')}>
          Drafts
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          Import
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Import a message file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Browsers fire no change for the file already chosen, so clear it to allow a re-import.
            event.target.value = '';
            void importFile(file);
          }}
        />
        <button
          type="button"
          onClick={() => downloadText(JSON.stringify(message, null, 2), 'form-message.json')}
        >
          Export
        </button>
        <button
          type="button"
          onClick={() =>
            void copy('the share link', createShareLink(message, window.location.href))
          }
        >
          Share link
        </button>
        <button
          type="button"
          onClick={() => void copy('the JSON', JSON.stringify(message, null, 2))}
        >
          Copy JSON
        </button>
        <button
          type="button"
          onClick={() =>
            void copy(
              'the cURL command',
              toCurl(message, toCurlTarget(connection, window.location.origin)),
            )
          }
        >
          Copy cURL
        </button>
        <button type="button" onClick={() => void copy('the TypeScript', toTypeScript(message))}>
          Copy TypeScript
        </button>
      </div>
      {refused === null ? null : (
        <CopyFallback what={refused.what} text={refused.text} onClose={() => setRefused(null)} />
      )}
    </>
  );
}
