import { Popover, PopoverDisclosure, PopoverDismiss, PopoverProvider } from '@ariakit/react';
import { useRef, useState } from 'react';

import { GuardedSection } from '../components/guarded-section.js';
import { useEditorContext } from '../state/editor-context.js';
import type { LintFinding } from './lint-message.js';
import { LintPanel } from './lint-panel.js';

/** "Problems (n)", and the to-dos apart, so a new form does not open on a count of problems. */
function describeProblems(issueCount: number, findings: readonly LintFinding[]): string {
  const todos = findings.filter((finding) => finding.severity === 'todo').length;
  const problems = `Problems (${issueCount + findings.length - todos})`;
  return todos === 0 ? problems : `${problems} · To do (${todos})`;
}

/**
 * The header's Problems badge and the panel it opens over the workspace (Ariakit's popover: Escape
 * or a press outside closes it and focus returns to the badge), so the count stays in sight while
 * composing and the list is one press away. Selecting a row closes the panel and leaves focus on
 * the control the problem is about, not on the badge.
 */
export function ProblemsPopover({ findings }: { findings: readonly LintFinding[] }) {
  const { issues } = useEditorContext();
  const [open, setOpen] = useState(false);
  const selecting = useRef(false);
  const hasProblems =
    issues.length + findings.filter((finding) => finding.severity !== 'todo').length > 0;
  return (
    <PopoverProvider
      open={open}
      setOpen={(next) => {
        if (next) selecting.current = false;
        setOpen(next);
      }}
      placement="bottom-end"
    >
      <PopoverDisclosure className="problems-badge" data-state={hasProblems ? 'problems' : 'clean'}>
        {describeProblems(issues.length, findings)}
      </PopoverDisclosure>
      <Popover
        className="problems-popover"
        aria-labelledby="problems-heading"
        gutter={6}
        unmountOnHide
        autoFocusOnHide={() => !selecting.current}
      >
        <div className="problems-popover-header">
          <h2 id="problems-heading">Problems</h2>
          <PopoverDismiss aria-label="Close problems" />
        </div>
        <GuardedSection label="problems list">
          <LintPanel
            findings={findings}
            onSelect={() => {
              selecting.current = true;
              setOpen(false);
            }}
          />
        </GuardedSection>
      </Popover>
    </PopoverProvider>
  );
}
