import type { FormMessageInput, Issue } from '@chatforms/core';
import { useState } from 'react';

import { useEditorContext } from '../state/editor-context.js';
import { findElementIdAtPath } from './find-pointer-offset.js';
import { IssueList } from './issue-list.js';
import type { JumpRequest } from './json-editor.js';
import { JsonEditor } from './json-editor.js';
import type { JsonDraftResult } from './read-json-draft.js';
import { readJsonDraft } from './read-json-draft.js';

function stringify(message: FormMessageInput): string {
  return JSON.stringify(message, null, 2);
}

/** The JSON view: edit the message as text; the canvas follows and issues link to their place. */
export function JsonPanel() {
  const { state, dispatch, issues } = useEditorContext();
  const present = state.present;
  const [text, setText] = useState(() => stringify(present));
  const [shown, setShown] = useState(present);
  const [emitted, setEmitted] = useState<FormMessageInput | null>(null);
  const [result, setResult] = useState<JsonDraftResult | null>(null);
  const [jump, setJump] = useState<JumpRequest | null>(null);
  if (present !== shown) {
    setShown(present);
    if (present !== emitted) {
      setText(stringify(present));
      setResult(null);
    } else if (result?.kind === 'draft' && (result.normalised || result.wrapped !== null)) {
      // Show the normalised names or the whole message in the text, keeping the notice.
      setText(stringify(present));
    }
  }
  const onChange = (next: string) => {
    setText(next);
    const read = readJsonDraft(next);
    setResult(read);
    if (read.kind !== 'draft') return;
    setEmitted(read.message);
    dispatch({
      type: 'replaceMessage',
      message: read.message,
      coalesceKey: 'json',
      at: Date.now(),
    });
  };
  const choose = (issue: Issue) => {
    setJump({ pointer: issue.pointer, nonce: Date.now() });
    const elementId = findElementIdAtPath(present, issue.path);
    if (elementId !== null) dispatch({ type: 'select', elementId });
  };
  const shownIssues = result?.kind === 'invalid' ? result.issues : issues;
  const warnings = result?.kind === 'draft' ? result.warnings : [];
  const wrapped = result?.kind === 'draft' ? result.wrapped : null;
  return (
    <div className="json-panel">
      <JsonEditor text={text} onChange={onChange} jump={jump} />
      {wrapped !== null ? (
        <p role="status" className="notice">
          Read {wrapped} and put it in a whole form message; the envelope and any missing parts are
          the builder’s defaults.
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <p role="status" className="notice">
          Normalised {warnings.length} name{warnings.length === 1 ? '' : 's'} from another chat kit:{' '}
          {warnings.map((warning) => warning.message).join(' ')}
        </p>
      ) : null}
      {result?.kind === 'invalid' ? (
        <p className="notice notice-error">
          The canvas shows the last valid form until the JSON is fixed.
        </p>
      ) : null}
      <IssueList issues={shownIssues} heading="Issues" onChoose={choose} />
    </div>
  );
}
