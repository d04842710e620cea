import type { ActionNames } from '@chatforms/core';
import { useId } from 'react';

import type { ChatConnection } from '../api/chat-connection.js';
import { toCurlTarget, withPickedReceiver } from '../api/chat-connection.js';
import { toCurl } from '../export/to-curl.js';
import { toTypeScript } from '../export/to-typescript.js';
import { useEditorContext } from '../state/editor-context.js';
import { ActionNamesChoice } from './action-names-choice.js';

function CodeBlock({ label, code }: { label: string; code: string }) {
  const id = useId();
  return (
    <div className="code-block">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} readOnly value={code} rows={12} spellCheck={false} />
    </div>
  );
}

/** The message as a cURL command and as TypeScript using core's factory functions. */
export function CodeView({
  connection,
  actionNames,
  onActionNamesChange,
}: {
  connection: ChatConnection;
  actionNames: ActionNames;
  onActionNamesChange: (actionNames: ActionNames) => void;
}) {
  const { state } = useEditorContext();
  const options = { actionNames };
  const sent = withPickedReceiver(state.present, connection);
  return (
    <div className="code-view">
      <ActionNamesChoice actionNames={actionNames} onChange={onActionNamesChange} />
      <CodeBlock
        label="cURL"
        code={toCurl(sent, toCurlTarget(connection, window.location.origin), options)}
      />
      <CodeBlock label="TypeScript" code={toTypeScript(sent, options)} />
    </div>
  );
}
