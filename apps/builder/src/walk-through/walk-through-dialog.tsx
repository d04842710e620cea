import './walk-through.css';

import type { SentMessage } from '@chatforms/chat-api';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import type { ChatConnection } from '../api/chat-connection.js';
import type { ChatFailure } from '../api/proxy-chat-client.js';
import { getMessageThroughProxy, markInteractedThroughProxy } from '../api/proxy-chat-client.js';
import { ReceiverSide } from './receiver-side.js';
import { SenderSide } from './sender-side.js';
import type { SubmitTarget } from './submit-target.js';
import { chooseSubmitTarget, findSubmitUrl } from './submit-target.js';
import { wrapFocus } from './wrap-focus.js';

type Loaded =
  | { status: 'loading' }
  | { status: 'loaded'; message: SentMessage }
  | { status: 'failed'; failure: ChatFailure };

/**
 * Opens the dialog as a modal and closes it on Close, Escape or cancel. Focus wraps inside, and a
 * control that used Escape itself (a date picker, a listbox) keeps the dialog open.
 */
function useModalDialog(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // happy-dom and old engines may lack showModal; the dialog is then open but not modal.
    if (element !== null && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    wrapFocus(event.nativeEvent, event.currentTarget);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  return { dialog, close, onKeyDown, onCancel };
}

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

/**
 * A modal chat view of a sent message: the receiver's bubble to fill and submit, loaded back from
 * the chat API by id, beside the sender's side, which follows each interaction the receiver makes.
 */
export function WalkThroughDialog({
  connection,
  messageId,
  member,
  onClose,
}: {
  connection: ChatConnection;
  messageId: string;
  /** For a message to a group: the member whose side is shown. */
  member?: string;
  onClose: () => void;
}) {
  const { dialog, close, onKeyDown, onCancel } = useModalDialog(onClose);
  const { received, sent, target, setTarget, markInteracted } = useWalkThroughMessage(
    connection,
    messageId,
  );

  // In document.body: the send form around the opener may not hold the receiver's form.
  return createPortal(
    <dialog
      ref={dialog}
      className="walk-through"
      aria-labelledby="walk-through-heading"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      // React bubbles events along the component tree, portal or not: a submit here must not send again.
      onSubmit={(event) => event.stopPropagation()}
    >
      <div className="walk-through-header">
        <h2 id="walk-through-heading">
          Message <code>{messageId}</code> in the chat
        </h2>
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
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
    </dialog>,
    document.body,
  );
}
