import type { Issue } from '@chatforms/core/renderer';

import type { FormMessages } from './messages.js';

/** What shows instead of a message that cannot be rendered: one line, and the reasons on request. */
export function MessageFallback({ issues, messages }: { issues: Issue[]; messages: FormMessages }) {
  return (
    <div className="chatforms-fallback">
      <p className="chatforms-fallback-title">{messages.unrenderable}</p>
      <details className="chatforms-fallback-details">
        <summary>{messages.unrenderableDetails}</summary>
        <ul>
          {issues.map((issue, index) => (
            <li key={index}>
              {issue.pointer !== '' && <code>{issue.pointer}</code>} {issue.message}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
