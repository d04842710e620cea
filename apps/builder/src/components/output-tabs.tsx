import type { ComponentProps } from 'react';

import type { LintFinding } from '../lint/lint-message.js';
import { LintPanel } from '../lint/lint-panel.js';
import { SendPanel } from '../send/send-panel.js';
import { useEditorContext } from '../state/editor-context.js';
import { GuardedSection } from './guarded-section.js';
import { Tabs } from './tabs.js';

/** "Problems (n)", and the to-dos apart, so a new form does not open on a count of problems. */
export function describeProblems(issueCount: number, findings: readonly LintFinding[]): string {
  const todos = findings.filter((finding) => finding.severity === 'todo').length;
  const problems = `Problems (${issueCount + findings.length - todos})`;
  return todos === 0 ? problems : `${problems} · To do (${todos})`;
}

/** The tabs below the workspace. */
export type OutputTab = 'lint' | 'send';

/** What the message becomes: its problems (schema issues and lint) and sending it. */
export function OutputTabs({
  tab,
  onTabChange,
  connection,
  onConnectionChange,
  actionNames,
  onActionNamesChange,
  onOpenSent,
  draftId,
  findings,
}: ComponentProps<typeof SendPanel> & {
  tab: OutputTab;
  onTabChange: (tab: OutputTab) => void;
  /** The draft being edited: another one starts the send panel afresh, without the last answer. */
  draftId: string;
  /** What lint found beside the schema issues (computed once, for the header's badge too). */
  findings: readonly LintFinding[];
}) {
  const { issues } = useEditorContext();
  return (
    <Tabs
      label="Output"
      className="output-tabs"
      id="output"
      selected={tab}
      onSelect={(id) => onTabChange(id as OutputTab)}
      tabs={[
        {
          id: 'lint',
          label: describeProblems(issues.length, findings),
          content: (
            <GuardedSection label="problems list">
              <LintPanel findings={findings} />
            </GuardedSection>
          ),
        },
        {
          id: 'send',
          label: 'Send',
          content: (
            <SendPanel
              key={draftId}
              connection={connection}
              onConnectionChange={onConnectionChange}
              actionNames={actionNames}
              onActionNamesChange={onActionNamesChange}
              onOpenSent={onOpenSent}
            />
          ),
        },
      ]}
    />
  );
}
