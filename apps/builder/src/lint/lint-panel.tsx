import { flushSync } from 'react-dom';

import { useShowInspector } from '../components/show-pane-context.js';
import { focusInspectorText } from '../inspector/focus-inspector-text.js';
import { findElementIdAtPath } from '../json/find-pointer-offset.js';
import { useEditorContext } from '../state/editor-context.js';
import type { LintFinding } from './lint-message.js';

/** The lint panel: schema issues and the softer findings, each selecting its element and some with a one-click fix. */
export function LintPanel({ findings }: { findings: readonly LintFinding[] }) {
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
                  // Rendered at once, so focus can move to the element's words in the inspector.
                  flushSync(() => {
                    dispatch({ type: 'select', elementId });
                    showInspector();
                  });
                  focusInspectorText();
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
