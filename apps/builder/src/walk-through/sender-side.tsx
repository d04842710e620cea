import type { SentMessage } from '@chatforms/chat-api';
import type { FormMessage } from '@chatforms/core';
import { isInteractionGoalComplete } from '@chatforms/core';
import { InteractiveForm } from '@chatforms/react';

/** What a form counts as done when it names no goal: its submit button, as the renderer reads it. */
function readGoal(message: FormMessage) {
  const submitId = message.data.interactiveData.submitElement.elementId;
  return message.data.interactionGoal ?? { type: 'anyOf' as const, elementIds: [submitId] };
}

/** The element's visible name: its label, its button text, or its id. */
function nameElement(message: FormMessage, elementId: string): string {
  const form = message.data.interactiveData;
  const element = [...form.formFields, form.submitElement].find(
    (candidate) => candidate.elementId === elementId,
  ) as { label?: unknown; buttonText?: unknown } | undefined;
  if (typeof element?.buttonText === 'string') return element.buttonText;
  if (typeof element?.label === 'string') return element.label;
  return elementId;
}

/**
 * The sender's side of a sent message as the chat API keeps it: whether its goal is reached, who
 * pressed which element and when, and the message as the sender's chat app shows it.
 */
export function SenderSide({ message }: { message: SentMessage }) {
  const interactions = message.data.interactions ?? [];
  const isComplete = isInteractionGoalComplete(readGoal(message), interactions);
  return (
    <section className="walk-through-side" aria-labelledby="walk-through-sender-heading">
      <h3 id="walk-through-sender-heading">
        Sender’s view <span className="hint">as {message.sender}</span>
      </h3>
      <p className="walk-through-goal" data-state={isComplete ? 'completed' : 'waiting'}>
        Goal: <strong>{isComplete ? 'completed' : 'not reached yet'}</strong>
      </p>
      {interactions.length === 0 ? (
        <p>No interactions yet.</p>
      ) : (
        <table className="walk-through-interactions">
          <caption>Interactions</caption>
          <thead>
            <tr>
              <th scope="col">Element</th>
              <th scope="col">By</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {interactions.map((interaction) => {
              // The chat API records seconds.
              const at = new Date(interaction.interactedAt * 1000);
              return (
                <tr key={interaction.elementId}>
                  <td>
                    {nameElement(message, interaction.elementId)}{' '}
                    <code>{interaction.elementId}</code>
                  </td>
                  {/* The API does not record who; only the receiver of a message to one user may press. */}
                  <td>{message.receiverType === 'user' ? message.receiver : 'a member'}</td>
                  <td>
                    <time dateTime={at.toISOString()}>{at.toLocaleTimeString()}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="walk-through-bubble" data-own="">
        <InteractiveForm message={message} currentUserId={message.sender} />
      </div>
    </section>
  );
}
