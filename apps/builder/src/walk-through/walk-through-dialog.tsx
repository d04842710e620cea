import './walk-through.css';

import type { SentMessage } from '@chatforms/chat-api';
import { useCallback, useEffect, useState } from 'react';

import type { ChatConnection } from '../api/chat-connection.js';
import type { ChatFailure } from '../api/proxy-chat-client.js';
import { getMessageThroughProxy, markInteractedThroughProxy } from '../api/proxy-chat-client.js';
import { ModalDialog } from '../components/modal-dialog.js';
import { ReceiverSide } from './receiver-side.js';
import { SenderSide } from './sender-side.js';
import type { SubmitTarget } from './submit-target.js';
import { chooseSubmitTarget, findSubmitUrl } from './submit-target.js';

type Loaded =
  | { status: 'loading' }
  | { status: 'loaded'; message: SentMessage }
  | { status: 'failed'; failure: ChatFailure };

/**
 * The sent message as the chat API keeps it: loaded once for the receiver, read again for the
 * sender after each interaction, and where the receiver's submits go (chosen from its URL first).
 */
function useWalkThroughMessage(connection: ChatConnection, messageId: string) {
  const [received, setReceived] = useState<Loaded>({ status: 'loading' });
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [target, setTarget] = useState<SubmitTarget | null>(null);

  useEffect(() => {
    let current = true;
    void getMessageThroughProxy(connection, messageId).then((answer) => {
      if (!current) return;
      if (!answer.ok) return setReceived({ status: 'failed', failure: answer });
      setReceived({ status: 'loaded', message: answer.message });
      setSent(answer.message);
      setTarget(chooseSubmitTarget(findSubmitUrl(answer.message), window.location.origin));
    });
    return () => {
      current = false;
    };
  }, [connection, messageId]);

  const refreshSender = useCallback(async () => {
    const answer = await getMessageThroughProxy(connection, messageId);
    if (answer.ok) setSent(answer.message);
  }, [connection, messageId]);

  const markInteracted = async (elementId: string, reader: string) => {
    // The handler has marked it for the receiver before answering: only read it back.
    if (target === 'handler') return refreshSender();
    const answer = await markInteractedThroughProxy(connection, messageId, elementId, reader);
    if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`);
    await refreshSender();
  };
  return { received, sent, target, setTarget, markInteracted };
}

/** The receiver's side and the sender's, once the message has been loaded back by id. */
function WalkThroughSides({
  connection,
  messageId,
  member,
}: {
  connection: ChatConnection;
  messageId: string;
  member: string | undefined;
}) {
  const { received, sent, target, setTarget, markInteracted } = useWalkThroughMessage(
    connection,
    messageId,
  );
  return (
    <>
      {received.status === 'loading' ? <p role="status">Loading the message…</p> : null}
      {received.status === 'failed' ? (
        <p role="alert">
          <strong>{received.failure.code}</strong>: {received.failure.message}
        </p>
      ) : null}
      {received.status === 'loaded' && target !== null ? (
        <div className="walk-through-columns">
          <ReceiverSide
            message={received.message}
            messageId={messageId}
            member={member}
            target={target}
            onTargetChange={setTarget}
            onInteraction={markInteracted}
          />
          {sent === null ? null : <SenderSide message={sent} />}
        </div>
      ) : null}
    </>
  );
}

/**
 * A modal chat view of a sent message: the receiver's bubble to fill and submit, loaded back from
 * the chat API by id, beside the sender's side, which follows each interaction the receiver makes.
 * A control inside that uses Escape itself (a date picker, a listbox) keeps the dialog open.
 */
export function WalkThroughDialog({
  open,
  connection,
  messageId,
  member,
  onClose,
}: {
  open: boolean;
  connection: ChatConnection;
  messageId: string;
  /** For a message to a group: the member whose side is shown. */
  member?: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      className="walk-through"
      heading={
        <>
          Message <code>{messageId}</code> in the chat
        </>
      }
      closeLabel="Close"
      onClose={onClose}
      // A submit in the receiver's form must not reach the send form around the opener.
      onSubmit={(event) => event.stopPropagation()}
    >
      <WalkThroughSides connection={connection} messageId={messageId} member={member} />
    </ModalDialog>
  );
}
