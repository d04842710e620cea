import type { ChatUser } from '@chatforms/chat-api';

import type { ChatConnection } from '../api/chat-connection.js';
import type { SendAnswer } from '../api/proxy-chat-client.js';
import { OpenAsReceiver } from '../walk-through/open-as-receiver.js';

function readIssuePaths(details: unknown): { pointer: string; message: string }[] {
  const issues = (details as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as { pointer: string; message: string }[]) : [];
}

/** The answer of a send: the new message id and body, or the error's code, message and issue paths. */
export function SendResult({
  answer,
  connection,
  suggestions = [],
  onPickSuggestion,
}: {
  answer: SendAnswer | null;
  /** The connection it was sent through, to open the message as its receiver. */
  connection?: ChatConnection;
  /** Users the typed receiver may have meant, when no user has that uid. */
  suggestions?: readonly ChatUser[];
  onPickSuggestion?: (user: ChatUser) => void;
}) {
  if (answer === null) return null;
  if (answer.ok) {
    return (
      <div role="status" className="send-result send-ok">
        <p>
          Sent. Message id <code>{answer.data.id}</code>.
        </p>
        {connection === undefined ? null : (
          <OpenAsReceiver connection={connection} message={answer.data} />
        )}
        <details>
          <summary>What the chat API answered (HTTP {answer.status})</summary>
          <textarea
            aria-label="Response body"
            readOnly
            rows={10}
            spellCheck={false}
            value={JSON.stringify({ data: answer.data }, null, 2)}
          />
        </details>
      </div>
    );
  }
  const issues = readIssuePaths(answer.details);
  return (
    <div role="alert" className="send-result send-failed">
      <p>
        <strong>{answer.code}</strong> ({answer.status || 'no answer'}): {answer.message}
      </p>
      {issues.length > 0 ? (
        <ul>
          {issues.map((issue, index) => (
            <li key={index}>
              <code>{issue.pointer || '/'}</code> {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      {suggestions.length > 0 && onPickSuggestion !== undefined ? (
        <ul className="user-results" aria-label="Users you may have meant">
          {suggestions.map((user) => (
            <li key={user.uid}>
              <button type="button" onClick={() => onPickSuggestion(user)}>
                Use {user.name} <code>{user.uid}</code>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
