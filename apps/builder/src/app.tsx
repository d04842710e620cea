import type { ActionNames, FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { useEffect, useMemo, useReducer, useState } from 'react';

import type { OutputTab } from './components/output-tabs.js';
import { OutputTabs } from './components/output-tabs.js';
import { SendShortcut } from './components/send-shortcut.js';
import { SkipLinks } from './components/skip-links.js';
import { Workspace } from './components/workspace.js';
import type { WorkspacePane } from './components/workspace-pane.js';
import { getDraftTitle } from './drafts/draft-store.js';
import { useDraftSession } from './drafts/use-draft-session.js';
import { preloadJsonPanel } from './json/lazy-json-panel.js';
import { measureDataBytes } from './lint/lint-message.js';
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

/** The builder: toolbar, structure, the message canvas (or JSON/code), palette and inspector, and problems/send below. */
export function App({ session }: { session: InitialSession }) {
  const [state, dispatch] = useReducer(editorReducer, session.message, createEditorState);
  const [panel, setPanel] = useState<LibraryPanelName>('none');
  const [status, announce] = useStatusAnnouncer(session.source);
  const issues = useMemo(() => validateDraft(state.present), [state.present]);
  const [pane, setPane] = useState<WorkspacePane>('preview');
  const [outputTab, setOutputTab] = useState<OutputTab>('lint');
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
      <SkipLinks onShowPane={setPane} onShowOutput={setOutputTab} />
      <header className="app-header">
        <h1>chatforms builder</h1>
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
        <SendShortcut onShowOutput={setOutputTab} />
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
        <OutputTabs
          draftId={drafts.draftId}
          tab={outputTab}
          onTabChange={setOutputTab}
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
