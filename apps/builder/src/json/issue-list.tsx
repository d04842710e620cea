import type { Issue } from '@chatforms/core';

/** The list of issues with their paths; choosing one jumps to its place. */
export function IssueList({
  issues,
  heading,
  onChoose,
}: {
  issues: readonly Issue[];
  heading: string;
  onChoose: (issue: Issue) => void;
}) {
  if (issues.length === 0) return null;
  return (
    <section className="issue-list" aria-label={heading}>
      <h3>
        {heading} ({issues.length})
      </h3>
      <ul>
        {issues.map((issue, index) => (
          <li key={`${issue.pointer}-${issue.code}-${index}`}>
            <button type="button" onClick={() => onChoose(issue)}>
              <code>{issue.pointer || '/'}</code> {issue.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
