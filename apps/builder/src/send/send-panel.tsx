import type { ChatUser } from '@chatforms/chat-api';
import type { ActionNames, FormMessageInput } from '@chatforms/core';
import { useEffect, useRef, useState } from 'react';

import type { ChatConnection } from '../api/chat-connection.js';
import { describeBaseUrl } from '../api/chat-connection.js';
import type { SendAnswer } from '../api/proxy-chat-client.js';
import { sendMessageThroughProxy } from '../api/proxy-chat-client.js';
import { getDraftTitle } from '../drafts/draft-store.js';
import { toOutgoingMessage } from '../export/to-outgoing-message.js';
import { lintMessage } from '../lint/lint-message.js';
import { useEditorContext } from '../state/editor-context.js';
import { validateDraft } from '../state/validate-draft.js';
import { ActionNamesChoice } from '../toolbar/action-names-choice.js';
import { ConnectionFields } from './connection-fields.js';
import { checkUserReceiver } from './find-receiver.js';
import { ReceiverPicker } from './receiver-picker.js';
import { SendResult } from './send-result.js';
import type { SentRecord } from './sent-history.js';
import { addSentRecord, clearSentHistory, readSentHistory, sandboxTarget } from './sent-history.js';
import { SentHistory } from './sent-history-list.js';

/** The send panel: connection, receiver, validation, the answer, and what was sent before. */
export function SendPanel({
  connection,
  onConnectionChange,
  actionNames,
  onActionNamesChange,
  onOpenSent,
}: {
  connection: ChatConnection;
  onConnectionChange: (connection: ChatConnection) => void;
  /** The builder's one choice of action names, shared with the code view. */
  actionNames: ActionNames;
  onActionNamesChange: (actionNames: ActionNames) => void;
  /** Opens a message from the history as a new draft. */
  onOpenSent: (record: SentRecord & { message: FormMessageInput }) => void;
}) {
  const { state } = useEditorContext();
  // The picked receiver lives in the connection, so Copy cURL sends to the same one.
  const { receiver, receiverType } = connection;
  const [answer, setAnswer] = useState<SendAnswer | null>(null);
  const [suggestions, setSuggestions] = useState<ChatUser[]>([]);
  const [status, setStatus] = useState<'idle' | 'checking' | 'sending'>('idle');
  const [history, setHistory] = useState(readSentHistory);
  // Each answer takes focus: the Send button is disabled while it works, which drops focus to
  // <body>, and the answer is what the author pressed Send to read.
  const answerRef = useRef<HTMLDivElement>(null);
  const sendButtonRef = useRef<HTMLButtonElement>(null);
  const [answersShown, setAnswersShown] = useState(0);
  useEffect(() => {
    if (answersShown > 0) answerRef.current?.focus();
  }, [answersShown]);
  const showAnswer = (next: SendAnswer, suggested: ChatUser[] = []) => {
    setAnswer(next);
    setSuggestions(suggested);
    setAnswersShown((count) => count + 1);
  };
  const send = async () => {
    const message = { ...toOutgoingMessage(state.present), receiver, receiverType };
    const issues = validateDraft(message);
    if (receiver.trim() === '' || issues.length > 0) {
      const missing = {
        path: ['receiver'],
        pointer: '/receiver',
        code: 'required',
        message: 'Choose a receiver.',
      };
      // Core reports an empty receiver too; the author needs to read it once.
      const others = issues.filter((issue) => issue.pointer !== '/receiver');
      const all = receiver.trim() === '' ? [missing, ...others] : issues;
      showAnswer({
        ok: false,
        status: 0,
        code: 'NOT_SENT',
        message: 'Fix these before sending.',
        details: { issues: all },
      });
      return;
    }
    // The sandbox is for trying a form out; a real app's receivers would meet the unfinished form.
    const todos = lintMessage(state.present).filter((finding) => finding.severity === 'todo');
    if (connection.mode !== 'sandbox' && todos.length > 0) {
      showAnswer({
        ok: false,
        status: 0,
        code: 'NOT_SENT',
        message:
          'Finish these to-dos before sending to a real chat app (the embedded sandbox takes the form as it is).',
        details: { issues: todos },
      });
      return;
    }
    if (receiverType === 'user') {
      setStatus('checking');
      const check = await checkUserReceiver(connection, receiver.trim());
      if (check.status === 'unknown') {
        setStatus('idle');
        const hint = check.suggestions.length > 0 ? ' Did you mean one of these?' : '';
        showAnswer(
          {
            ok: false,
            status: 0,
            code: 'ERR_UID_NOT_FOUND',
            message: `No user has the uid “${receiver.trim()}”, so nothing was sent.${hint}`,
          },
          check.suggestions,
        );
        return;
      }
    }
    setStatus('sending');
    const result = await sendMessageThroughProxy(connection, message, { actionNames });
    setStatus('idle');
    showAnswer(result);
    const reference = result.ok ? result.data.id : result.code;
    const outcome: SentRecord['outcome'] = result.ok ? 'sent' : 'failed';
    const title = getDraftTitle(state.present);
    const target = connection.mode === 'sandbox' ? sandboxTarget : describeBaseUrl(connection, '');
    const record = { at: Date.now(), title, receiver, receiverType, outcome, reference, target };
    setHistory(addSentRecord({ ...record, message }));
  };
  return (
    <div className="send-panel">
      <form
        className="send-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <ConnectionFields connection={connection} onChange={onConnectionChange} />
        <ReceiverPicker
          connection={connection}
          receiver={receiver}
          receiverType={receiverType}
          onChange={(nextReceiver, nextType) =>
            onConnectionChange({ ...connection, receiver: nextReceiver, receiverType: nextType })
          }
        />
        <ActionNamesChoice actionNames={actionNames} onChange={onActionNamesChange} />
        <button ref={sendButtonRef} type="submit" className="primary" disabled={status !== 'idle'}>
          {
            { idle: 'Send message', checking: 'Checking the receiver…', sending: 'Sending…' }[
              status
            ]
          }
        </button>
        <div ref={answerRef} tabIndex={-1} className="send-answer">
          <SendResult
            answer={answer}
            connection={connection}
            suggestions={suggestions}
            onPickSuggestion={(user) => {
              onConnectionChange({ ...connection, receiver: user.uid, receiverType: 'user' });
              setAnswer(null);
              setSuggestions([]);
              // The pressed suggestion goes with the answer: Send is the next step.
              sendButtonRef.current?.focus();
            }}
          />
        </div>
      </form>
      <SentHistory
        records={history}
        connection={connection}
        onOpen={onOpenSent}
        onClear={() => setHistory(clearSentHistory())}
      />
    </div>
  );
}
