import type { ActionNames, FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { useEffect, useMemo, useReducer, useState } from 'react';

import { SendSection } from './components/send-section.js';
import { SendShortcut } from './components/send-shortcut.js';
import { SkipLinks } from './components/skip-links.js';
import { Workspace } from './components/workspace.js';
import type { WorkspacePane } from './components/workspace-pane.js';
import { getDraftTitle } from './drafts/draft-store.js';
import { useDraftSession } from './drafts/use-draft-session.js';
import { preloadJsonPanel } from './json/lazy-json-panel.js';
import { lintMessage, measureDataBytes } from './lint/lint-message.js';
import { ProblemsPopover } from './lint/problems-popover.js';
import { SizeMeter } from './lint/size-meter.js';
import { useChatConnection } from './send/use-chat-connection.js';
import { EditorContext } from './state/editor-context.js';
import { createEditorState, editorReducer } from './state/editor-reducer.js';
import type { InitialSession } from './state/load-initial-session.js';
import { useElementShortcuts } from './state/use-element-shortcuts.js';
import { useStatusAnnouncer } from './state/use-status-announcer.js';
import { useUndoShortcuts } from './state/use-undo-shortcuts.js';
import { validateDraft } from './state/validate-draft.js';
import type { LibraryPanelName } from './toolbar/library-panel.js';
import { LibraryPanel } from './toolbar/library-panel.js';
import { Toolbar } from './toolbar/toolbar.js';

/** The builder: the header (the form's name, menus, Send), structure, the message canvas (or JSON/code), palette and inspector, and Send below; Problems open over it from the header. */
export function App({ session }: { session: InitialSession }) {
  const [state, dispatch] = useReducer(editorReducer, session.message, createEditorState);
  const [panel, setPanel] = useState<LibraryPanelName>('none');
  const [status, announce] = useStatusAnnouncer(session.source);
  const issues = useMemo(() => validateDraft(state.present), [state.present]);
  // The issues already parsed for this draft: lint leaves out what they report, without a second parse.
  const findings = useMemo(() => lintMessage(state.present, issues), [state.present, issues]);
  const [pane, setPane] = useState<WorkspacePane>('preview');
  useUndoShortcuts(dispatch);
  useElementShortcuts(state, dispatch);
  useEffect(preloadJsonPanel, []);
  const [connection, setConnection] = useChatConnection();
  const [actionNames, setActionNames] = useState<ActionNames>('spec');
  const drafts = useDraftSession(session.draftId, state.present, dispatch, announce);
  const openAsNewDraft = (message: FormMessageInput) => {
    drafts.openAsNewDraft(message);
    setPanel('none');
  };
  const startNewForm = () => {
    const title = getDraftTitle(state.present);
    // Drafts keep every form as it is typed; only when the browser refused to store it is it lost.
    const question = `The browser did not keep “${title}” in Drafts: a new form replaces it. Start a new form anyway?`;
    if (!drafts.isSaved() && !window.confirm(question)) return;
    openAsNewDraft(createEmptyFormMessage());
    announce(
      drafts.isSaved()
        ? `Started a new form. “${title}” is kept in Drafts.`
        : 'Started a new form.',
    );
  };
  return (
    <EditorContext.Provider value={{ state, dispatch, issues }}>
      <SkipLinks onShowPane={setPane} />
      <header className="app-header">
        <div className="app-title">
          <h1>chatforms builder</h1>
          {/* The form's name and whether it is kept: what Drafts will call it, and if it will. */}
          <p className="form-name">
            <span>{getDraftTitle(state.present)}</span>
            <span className="form-state">
              {drafts.isSaved() ? 'Kept in Drafts' : 'Not kept: the browser refused to store it'}
            </span>
          </p>
        </div>
        <Toolbar
          connection={connection}
          actionNames={actionNames}
          panel={panel}
          onPanelChange={setPanel}
          onOpenMessage={openAsNewDraft}
          onNewForm={startNewForm}
          onStatus={announce}
        />
        <SizeMeter bytes={measureDataBytes(state.present)} />
        <ProblemsPopover findings={findings} />
        <SendShortcut />
      </header>
      <main className="app-main">
        <p role="status" className="app-status">
          {status}
        </p>
        <LibraryPanel
          panel={panel}
          currentDraftId={drafts.draftId}
          onOpenTemplate={openAsNewDraft}
          onOpenDraft={(draft) => {
            drafts.openDraft(draft);
            setPanel('none');
          }}
          onClose={() => setPanel('none')}
        />
        <Workspace
          connection={connection}
          actionNames={actionNames}
          onActionNamesChange={setActionNames}
          pane={pane}
          onPaneChange={setPane}
        />
        <SendSection
          draftId={drafts.draftId}
          connection={connection}
          onConnectionChange={setConnection}
          actionNames={actionNames}
          onActionNamesChange={setActionNames}
          onOpenSent={(record) => {
            openAsNewDraft(record.message);
            announce(
              `Opened “${record.title}”, sent to ${record.receiverType} ${record.receiver}, as a new draft.`,
            );
          }}
        />
      </main>
    </EditorContext.Provider>
  );
}
