import type { WorkspacePane } from './workspace-pane.js';
import { workspacePanes } from './workspace-pane.js';

/** The narrow screen's segmented switch between structure, preview and inspector (hidden when all fit). */
export function PaneSwitch({
  pane,
  onChange,
}: {
  pane: WorkspacePane;
  onChange: (pane: WorkspacePane) => void;
}) {
  return (
    <div className="pane-switch" role="group" aria-label="Show">
      {workspacePanes.map((item) => (
        <button
          key={item.pane}
          type="button"
          aria-pressed={pane === item.pane}
          onClick={() => onChange(item.pane)}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}
