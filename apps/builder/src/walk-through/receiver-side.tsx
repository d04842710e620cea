import type { SentMessage } from '@chatforms/chat-api';
import { InteractiveForm } from '@chatforms/react';
import { useMemo, useState } from 'react';

import { RadioChoices } from '../preview/radio-choices.js';
import { requestSubmissionToken, withSubmissionToken } from './submission-token.js';
import type { SubmitTarget } from './submit-target.js';
import { findSubmitUrl, pointSubmits } from './submit-target.js';

/** Who answers a submit, as the walk-through reports it. */
const answeredBy: Record<SubmitTarget, string> = {
  form: 'The form’s URL',
  handler: 'This builder’s submission handler',
  test: 'The builder’s test target',
};

/**
 * A fetch that reports who answered each submit, and how. The handler acts for whoever its token
 * names: the receiver, signed by the builder's server.
 */
function useReportedFetch(target: SubmitTarget, messageId: string, member: string | undefined) {
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);
  const send =
    target === 'handler'
      ? withSubmissionToken(fetch, () => requestSubmissionToken(messageId, member))
      : fetch;
  const reportedFetch: typeof fetch = async (input, init) => {
    const who = answeredBy[target];
    try {
      const response = await send(input, init);
      setLastAnswer(`${who} answered ${response.status}${response.ok ? ' (success)' : ''}.`);
      return response;
    } catch (error) {
      setLastAnswer(`No answer from ${String(input)}: ${(error as Error).message}.`);
      throw error;
    }
  };
  return { lastAnswer, setLastAnswer, reportedFetch };
}

/**
 * The receiver's side of a sent message: where its submits go, its form to fill and submit as the
 * receiver (or the group's member) would, and what the last submit or button press did.
 */
export function ReceiverSide({
  message,
  messageId,
  member,
  target,
  onTargetChange,
  onInteraction,
}: {
  message: SentMessage;
  messageId: string;
  /** For a message to a group: the member whose side is shown. */
  member: string | undefined;
  target: SubmitTarget;
  onTargetChange: (target: SubmitTarget) => void;
  /** Records the reader's press of an element, then reads the sender's side back. */
  onInteraction: (elementId: string, reader: string) => Promise<void>;
}) {
  const { lastAnswer, setLastAnswer, reportedFetch } = useReportedFetch(target, messageId, member);
  const origin = window.location.origin;
  const receiverMessage = useMemo(
    () => pointSubmits(message, target, origin),
    [message, target, origin],
  );
  const reader = member ?? message.receiver;
  return (
    <section className="walk-through-side" aria-labelledby="walk-through-receiver-heading">
      <h3 id="walk-through-receiver-heading">
        Receiver’s view{' '}
        <span className="hint">
          as {reader}
          {member === undefined ? null : ` of the group ${message.receiver}`}
        </span>
      </h3>
      <RadioChoices
        legend="Submits go to"
        name="walk-through-target"
        choices={[
          { value: 'form', label: `The form’s URL (${findSubmitUrl(message) ?? 'none'})` },
          { value: 'handler', label: 'This builder’s submission handler (@chatforms/server)' },
          { value: 'test', label: 'The builder’s test target' },
        ]}
        value={target}
        onChange={onTargetChange}
      />
      <div className="walk-through-bubble">
        <InteractiveForm
          key={target}
          message={receiverMessage}
          currentUserId={reader}
          fetch={reportedFetch}
          onInteraction={(elementId) => onInteraction(elementId, reader)}
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
  );
}
