import { useEffect, useRef } from 'react';

/** The completion view that replaces a form whose goal is reached; it takes focus when reached here. */
export function CompletionView({
  title,
  text,
  takesFocus,
}: {
  title: string | undefined;
  text: string;
  takesFocus: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
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
