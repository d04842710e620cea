import { Suspense, lazy, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FormMessageInput } from '@chatforms/core';
import { defaultChatConnection, loadSandboxApiKey } from './api/chat-connection.js';
import { Canvas } from './components/canvas/canvas.js';
import { EditorDnd } from './components/canvas/editor-dnd.js';
import { Palette } from './components/canvas/palette.js';
import { SectionBoundary } from './components/section-boundary.js';
import { Inspector } from './components/inspector/inspector.js';
import { Tabs } from './components/tabs.js';
import { createDraftId, getDraftTitle, saveDraft } from './drafts/draft-store.js';
import { LintPanel } from './lint/lint-panel.js';
import { lintMessage, measureDataBytes } from './lint/lint-message.js';
import { SizeMeter } from './lint/size-meter.js';
import { PreviewPanel } from './preview/preview-panel.js';
import { SendPanel } from './send/send-panel.js';
import { EditorContext } from './state/editor-context.js';
import { createEditorState, editorReducer } from './state/editor-reducer.js';
import type { InitialSession } from './state/load-initial-session.js';
import { useUndoShortcuts } from './state/use-undo-shortcuts.js';
import { validateDraft } from './state/validate-draft.js';
import { CodeView } from './toolbar/code-view.js';
import { LibraryPanel } from './toolbar/library-panel.js';
import { Toolbar } from './toolbar/toolbar.js';
import type { LibraryPanel as Panel } from './toolbar/toolbar.js';

// CodeMirror is most of the bundle and only the JSON tab needs it: it loads apart, after first paint.
const loadJsonPanel = () => import('./json/json-panel.js');
const JsonPanel = lazy(() => loadJsonPanel().then((module) => ({ default: module.JsonPanel })));

const openingStatus: Record<InitialSession['source'], string> = {
  'share-link': 'Opened the shared form as a new draft; your other drafts are kept.',
  draft: 'Reopened your last draft.',
  new: '',
};

/** The builder: toolbar, palette, canvas/JSON/code, inspector, and preview/lint/send below. */
export function App({ session }: { session: InitialSession }) {
  const [state, dispatch] = useReducer(editorReducer, session.message, createEditorState);
  const [draftId, setDraftId] = useState(session.draftId);
  const [panel, setPanel] = useState<Panel>('none');
  const [status, setStatus] = useState(openingStatus[session.source]);
  const [connection, setConnection] = useState(defaultChatConnection);
  const storageRefused = useRef(false);
  const issues = useMemo(() => validateDraft(state.present), [state.present]);
  const findings = useMemo(() => lintMessage(state.present), [state.present]);
  useUndoShortcuts(dispatch);
  useEffect(() => {
    void loadJsonPanel();
    void loadSandboxApiKey().then((sandboxApiKey) => {
      if (sandboxApiKey !== null) setConnection((previous) => ({ ...previous, sandboxApiKey }));
    });
  }, []);
  useEffect(() => {
    const saved = saveDraft({
      id: draftId,
      title: getDraftTitle(state.present),
      updatedAt: Date.now(),
      message: state.present,
    });
    // Said once, when saving starts failing, rather than on every keystroke.
    if (!saved && !storageRefused.current)
      setStatus('The browser refused to store drafts: export the message to keep it.');
    storageRefused.current = !saved;
  }, [draftId, state.present]);
  const openAsNewDraft = (message: FormMessageInput) => {
    setDraftId(createDraftId());
    dispatch({ type: 'replaceMessage', message });
    dispatch({ type: 'select', elementId: null });
    setPanel('none');
  };
  const problemCount = issues.length + findings.length;
  const guard = (label: string, content: ReactNode) => (
    <SectionBoundary label={label} draft={state.present} onUndo={() => dispatch({ type: 'undo' })}>
      {content}
    </SectionBoundary>
  );
  return (
    <EditorContext.Provider value={{ state, dispatch, issues }}>
      <header className="app-header">
        <h1>chatforms builder</h1>
        <Toolbar
          connection={connection}
          panel={panel}
          onPanelChange={setPanel}
          onOpenMessage={openAsNewDraft}
          onStatus={setStatus}
        />
        <SizeMeter bytes={measureDataBytes(state.present)} />
      </header>
      <main className="app-main">
        <p role="status" className="app-status">
          {status}
        </p>
        <LibraryPanel
          panel={panel}
          currentDraftId={draftId}
          onOpenTemplate={openAsNewDraft}
          onOpenDraft={(draft) => {
            setDraftId(draft.id);
            dispatch({ type: 'replaceMessage', message: draft.message });
            setPanel('none');
            setStatus(`Opened draft “${draft.title}”.`);
          }}
          onClose={() => setPanel('none')}
        />
        <div className="workspace">
          <EditorDnd>
            <Palette />
            <Tabs
              label="Editor view"
              className="center-tabs"
              tabs={[
                { id: 'canvas', label: 'Canvas', content: guard('canvas', <Canvas />) },
                {
                  id: 'json',
                  label: 'JSON',
                  content: guard(
                    'JSON view',
                    <Suspense
                      fallback={
                        <p role="status" className="hint">
                          Loading the JSON editor…
                        </p>
                      }
                    >
                      <JsonPanel />
                    </Suspense>,
                  ),
                },
                {
                  id: 'code',
                  label: 'Code',
                  content: guard('code view', <CodeView connection={connection} />),
                },
              ]}
            />
          </EditorDnd>
          {guard('inspector', <Inspector />)}
        </div>
        <Tabs
          label="Output"
          className="output-tabs"
          tabs={[
            { id: 'preview', label: 'Preview', content: guard('preview', <PreviewPanel />) },
            {
              id: 'lint',
              label: `Problems (${problemCount})`,
              content: guard('problems list', <LintPanel findings={findings} />),
            },
            {
              id: 'send',
              label: 'Send',
              content: (
                <SendPanel
                  connection={connection}
                  onConnectionChange={setConnection}
                  onOpenSent={(record) => {
                    openAsNewDraft(record.message);
                    setStatus(
                      `Opened “${record.title}”, sent to ${record.receiverType} ${record.receiver}, as a new draft.`,
                    );
                  }}
                />
              ),
            },
          ]}
        />
      </main>
    </EditorContext.Provider>
  );
}
