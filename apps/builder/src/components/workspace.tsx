import type { ActionNames } from '@chatforms/core';

import type { ChatConnection } from '../api/chat-connection.js';
import { LazyJsonPanel } from '../json/lazy-json-panel.js';
import { CodeView } from '../toolbar/code-view.js';
import { Canvas } from './canvas/canvas.js';
import { EditorDnd } from './canvas/editor-dnd.js';
import { Palette } from './canvas/palette.js';
import { GuardedSection } from './guarded-section.js';
import { Inspector } from './inspector/inspector.js';
import { Tabs } from './tabs.js';

/** Where the message is edited: the palette, the canvas/JSON/code views and the inspector. */
export function Workspace({
  connection,
  actionNames,
  onActionNamesChange,
}: {
  connection: ChatConnection;
  actionNames: ActionNames;
  onActionNamesChange: (actionNames: ActionNames) => void;
}) {
  return (
    <div className="workspace">
      <EditorDnd>
        <Palette />
        <Tabs
          label="Editor view"
          className="center-tabs"
          tabs={[
            {
              id: 'canvas',
              label: 'Canvas',
              content: (
                <GuardedSection label="canvas">
                  <Canvas />
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
      </EditorDnd>
      <GuardedSection label="inspector">
        <Inspector />
      </GuardedSection>
    </div>
  );
}
