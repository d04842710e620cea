import { useEffect } from 'react';

import { useNextStepFocus } from './next-step.js';

/**
 * The completion view that replaces a form whose goal is reached; it takes focus when reached here,
 * or when it is the server's next step (an updated message whose goal is reached).
 */
export function CompletionView({
  title,
  text,
  takesFocus,
}: {
  title: string | undefined;
  text: string;
  takesFocus: boolean;
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
    </div>
  );
}
