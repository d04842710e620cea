import { flushSync } from 'react-dom';

import { useShowInspector } from '../components/show-pane-context.js';
import { focusInspectorField } from '../inspector/focus-inspector-text.js';
import { findElementIdAtPath } from '../json/find-pointer-offset.js';
import { useEditorContext } from '../state/editor-context.js';
import type { LintFinding } from './lint-message.js';

/** The keys a path names below its element: `['action', 'url']` for a submit button's action URL. */
function readKeysBelowElement(path: readonly (string | number)[]): (string | number)[] {
  return path.slice(path[2] === 'submitElement' ? 3 : 4);
}

/**
 * The lint panel: schema issues and the softer findings, each selecting its element (focus lands on
 * the control the problem is about) and some with a one-click fix.
 */
export function LintPanel({
  findings,
  onSelect,
}: {
  findings: readonly LintFinding[];
  /** Called as a row selects its element, before focus moves to the inspector. */
  onSelect?: () => void;
}) {
  const { state, dispatch, issues } = useEditorContext();
  const showInspector = useShowInspector();
  const rows: (Omit<LintFinding, 'fix'> & { fix?: LintFinding['fix'] })[] = [
    ...issues.map((issue) => ({ ...issue, severity: 'error' as const })),
    ...findings,
  ];
  if (rows.length === 0) return <p className="lint-clean">No problems found.</p>;
  return (
    <ul className="lint-list" aria-label="Problems">
      {rows.map((row, index) => {
        const elementId = findElementIdAtPath(state.present, row.path);
        return (
          <li key={`${row.pointer}-${row.code}-${index}`} data-severity={row.severity}>
            <span className="lint-severity">
              {row.severity === 'todo' ? 'to do' : row.severity}
            </span>{' '}
            <code>{row.pointer || '/'}</code> {row.message}
            {row.fix === undefined ? null : (
              <button
                type="button"
                onClick={() =>
                  dispatch({
                    type: 'replaceMessage',
                    message: row.fix?.apply(state.present) ?? state.present,
                  })
                }
              >
                {row.fix.label}
              </button>
            )}
            {elementId === null ? null : (
              <button
                type="button"
                onClick={() => {
                  // Rendered at once, so focus can move to the control in the inspector.
                  flushSync(() => {
                    dispatch({ type: 'select', elementId });
                    showInspector();
                    onSelect?.();
                  });
                  focusInspectorField(readKeysBelowElement(row.path));
                }}
              >
                Select {elementId}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
