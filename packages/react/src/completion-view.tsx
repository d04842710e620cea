import type { ReceiptAnswer } from '@chatforms/core/renderer';
import { useEffect } from 'react';

import { useNextStepFocus } from './next-step.js';

/**
 * The completion view that replaces a form whose goal is reached; it takes focus when reached here,
 * or when it is the server's next step (an updated message whose goal is reached). Below its text,
 * the reader's answers as a description list: each question, then its answers.
 */
export function CompletionView({
  title,
  text,
  takesFocus,
  answers = [],
}: {
  title: string | undefined;
  text: string;
  takesFocus: boolean;
  /** The reader's answers; none for a card, which asks nothing. */
  answers?: readonly ReceiptAnswer[];
}) {
  const { ref } = useNextStepFocus<HTMLDivElement>();
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus, ref]);
  return (
    <div ref={ref} className="chatforms-completion" tabIndex={-1}>
      {title !== undefined && (
        <p className="chatforms-title" dir="auto">
          {title}
        </p>
      )}
      <p className="chatforms-completion-text" dir="auto">
        {text}
      </p>
      {answers.length > 0 && (
        <dl className="chatforms-receipt">
          {answers.map((answer) => (
            <div key={answer.elementId} className="chatforms-receipt-row">
              <dt dir="auto">{answer.question}</dt>
              {answer.answers.map((given, index) => (
                <dd key={index} dir="auto">
                  {given}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
