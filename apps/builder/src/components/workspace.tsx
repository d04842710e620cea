import type { ActionNames } from '@chatforms/core';

import type { ChatConnection } from '../api/chat-connection.js';
import { Canvas } from '../canvas/canvas.js';
import { EditorDnd } from '../canvas/editor-dnd.js';
import { Palette } from '../canvas/palette.js';
import { Inspector } from '../inspector/inspector.js';
import { LazyJsonPanel } from '../json/lazy-json-panel.js';
import { MessageCanvas } from '../preview/message-canvas.js';
import { CodeView } from '../toolbar/code-view.js';
import { GuardedSection } from './guarded-section.js';
import { PaneSwitch } from './pane-switch.js';
import { ShowPaneContext } from './show-pane-context.js';
import { Tabs } from './tabs.js';
import type { WorkspacePane } from './workspace-pane.js';

/**
 * Where the message is edited: its structure for reordering, the message itself in the middle
 * (or its JSON and code), and the palette with the inspector; a narrow screen shows one at a time.
 */
export function Workspace({
  connection,
  actionNames,
  onActionNamesChange,
  pane,
  onPaneChange,
}: {
  connection: ChatConnection;
  actionNames: ActionNames;
  onActionNamesChange: (actionNames: ActionNames) => void;
  pane: WorkspacePane;
  onPaneChange: (pane: WorkspacePane) => void;
}) {
  return (
    <div className="workspace" data-pane={pane}>
      <PaneSwitch pane={pane} onChange={onPaneChange} />
      <ShowPaneContext.Provider value={onPaneChange}>
        <EditorDnd>
          <div className="workspace-pane structure-pane" data-pane-name="structure">
            <GuardedSection label="structure">
              <Canvas />
            </GuardedSection>
          </div>
          <section
            className="workspace-pane preview-pane"
            data-pane-name="preview"
            id="preview"
            aria-label="Preview"
            tabIndex={-1}
          >
            <Tabs
              label="Message view"
              className="center-tabs"
              tabs={[
                {
                  id: 'canvas',
                  label: 'Canvas',
                  content: (
                    <GuardedSection label="preview">
                      <MessageCanvas />
                    </GuardedSection>
                  ),
                },
                {
                  id: 'json',
                  label: 'JSON',
                  content: (
                    <GuardedSection label="JSON view">
                      <LazyJsonPanel />
                    </GuardedSection>
                  ),
                },
                {
                  id: 'code',
                  label: 'Code',
                  content: (
                    <GuardedSection label="code view">
                      <CodeView
                        connection={connection}
                        actionNames={actionNames}
                        onActionNamesChange={onActionNamesChange}
                      />
                    </GuardedSection>
                  ),
                },
              ]}
            />
          </section>
          <div className="workspace-pane side-pane" data-pane-name="inspector">
            <Palette />
            <GuardedSection label="inspector">
              <Inspector />
            </GuardedSection>
          </div>
        </EditorDnd>
      </ShowPaneContext.Provider>
    </div>
  );
}
