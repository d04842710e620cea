import './walk-through.css';

import type { SentMessage } from '@chatforms/chat-api';
import { InteractiveForm } from '@chatforms/react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import type { ChatConnection } from '../api/chat-connection.js';
import type { ChatFailure } from '../api/proxy-chat-client.js';
import { getMessageThroughProxy, markInteractedThroughProxy } from '../api/proxy-chat-client.js';
import { RadioChoices } from '../preview/radio-choices.js';
import { SenderSide } from './sender-side.js';
import { requestSubmissionToken, withSubmissionToken } from './submission-token.js';
import type { SubmitTarget } from './submit-target.js';
import { chooseSubmitTarget, findSubmitUrl, pointSubmits } from './submit-target.js';
import { wrapFocus } from './wrap-focus.js';

/** Who answers a submit, as the walk-through reports it. */
const answeredBy: Record<SubmitTarget, string> = {
  form: 'The form’s URL',
  handler: 'This builder’s submission handler',
  test: 'The builder’s test target',
};

type Loaded =
  | { status: 'loading' }
  | { status: 'loaded'; message: SentMessage }
  | { status: 'failed'; failure: ChatFailure };

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
  const dialog = useRef<HTMLDialogElement>(null);
  const [received, setReceived] = useState<Loaded>({ status: 'loading' });
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [target, setTarget] = useState<SubmitTarget | null>(null);
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);
  const origin = window.location.origin;

  const refreshSender = useCallback(async () => {
    const answer = await getMessageThroughProxy(connection, messageId);
    if (answer.ok) setSent(answer.message);
  }, [connection, messageId]);

  useEffect(() => {
    const element = dialog.current;
    // happy-dom and old engines may lack showModal; the dialog is then open but not modal.
    if (element !== null && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    let current = true;
    void getMessageThroughProxy(connection, messageId).then((answer) => {
      if (!current) return;
      if (!answer.ok) return setReceived({ status: 'failed', failure: answer });
      setReceived({ status: 'loaded', message: answer.message });
      setSent(answer.message);
      setTarget(chooseSubmitTarget(findSubmitUrl(answer.message), origin));
    });
    return () => {
      current = false;
    };
  }, [connection, messageId, origin]);

  const receiverMessage = useMemo(
    () =>
      received.status === 'loaded' && target !== null
        ? pointSubmits(received.message, target, origin)
        : undefined,
    [received, target, origin],
  );

  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    wrapFocus(event.nativeEvent, event.currentTarget);
    // A control inside (a date picker, a listbox) that used Escape itself keeps the dialog open.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
  const closeOnCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  // The handler acts for whoever its token names: the receiver, signed by the builder's server.
  const send =
    target === 'handler'
      ? withSubmissionToken(fetch, () => requestSubmissionToken(messageId, member))
      : fetch;
  const recordingFetch: typeof fetch = async (input, init) => {
    const who = answeredBy[target ?? 'form'];
    try {
      const response = await send(input, init);
      setLastAnswer(`${who} answered ${response.status}${response.ok ? ' (success)' : ''}.`);
      return response;
    } catch (error) {
      setLastAnswer(`No answer from ${String(input)}: ${(error as Error).message}.`);
      throw error;
    }
  };
  const submitUrl = received.status === 'loaded' ? findSubmitUrl(received.message) : undefined;
  const reader = received.status === 'loaded' ? (member ?? received.message.receiver) : '';

  // In document.body: the send form around the opener may not hold the receiver's form.
  return createPortal(
    <dialog
      ref={dialog}
      className="walk-through"
      aria-labelledby="walk-through-heading"
      onKeyDown={onKeyDown}
      onCancel={closeOnCancel}
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
      {received.status === 'loaded' && receiverMessage !== undefined && target !== null ? (
        <div className="walk-through-columns">
          <section className="walk-through-side" aria-labelledby="walk-through-receiver-heading">
            <h3 id="walk-through-receiver-heading">
              Receiver’s view{' '}
              <span className="hint">
                as {reader}
                {member === undefined ? null : ` of the group ${received.message.receiver}`}
              </span>
            </h3>
            <RadioChoices
              legend="Submits go to"
              name="walk-through-target"
              choices={[
                { value: 'form', label: `The form’s URL (${submitUrl ?? 'none'})` },
                {
                  value: 'handler',
                  label: 'This builder’s submission handler (@chatforms/server)',
                },
                { value: 'test', label: 'The builder’s test target' },
              ]}
              value={target}
              onChange={setTarget}
            />
            <div className="walk-through-bubble">
              <InteractiveForm
                key={target}
                message={receiverMessage}
                currentUserId={reader}
                fetch={recordingFetch}
                onInteraction={async (elementId) => {
                  // The handler has marked it for the receiver before answering: only read it back.
                  if (target === 'handler') return refreshSender();
                  const answer = await markInteractedThroughProxy(
                    connection,
                    messageId,
                    elementId,
                    reader,
                  );
                  if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`);
                  await refreshSender();
                }}
                onNavigate={(url) => setLastAnswer(`The button would open ${url} in a new tab.`)}
                onDeepLink={(url) => setLastAnswer(`The button would open the app link ${url}.`)}
                onCustomAction={(element) =>
                  setLastAnswer(
                    `The button “${element.buttonText}” would hand the chat app its customAction.`,
                  )
                }
              />
            </div>
            <p role="status" className="walk-through-answer">
              {lastAnswer ?? 'Fill the form and submit it as the receiver would.'}
            </p>
          </section>
          {sent === null ? null : <SenderSide message={sent} />}
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}
