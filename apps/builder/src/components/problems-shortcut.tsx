import { flushSync } from 'react-dom';

import type { OutputTab } from './output-tabs.js';
import { focusInto } from './skip-links.js';

/**
 * The header's Problems badge: the count stays in sight while composing, though the list sits below
 * the workspace. A press shows the list and puts focus on its tab, from where the rows follow.
 */
export function ProblemsShortcut({
  label,
  hasProblems,
  onShowOutput,
}: {
  /** The Problems tab's own words ("Problems (2) · To do (1)"), so both read alike. */
  label: string;
  hasProblems: boolean;
  onShowOutput: (tab: OutputTab) => void;
}) {
  return (
    <button
      type="button"
      className="problems-badge"
      data-state={hasProblems ? 'problems' : 'clean'}
      onClick={() => {
        // One output tab shows at a time: the list's must be on the page before focus moves.
        flushSync(() => onShowOutput('lint'));
        focusInto('output', '[role="tab"][aria-selected="true"]');
      }}
    >
      {label}
    </button>
  );
}
