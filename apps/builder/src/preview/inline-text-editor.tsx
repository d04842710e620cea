import { useEffect, useRef } from 'react';

/**
 * The element's text as an input over the canvas: Enter or leaving it keeps the text, Escape
 * throws it away.
 */
export function InlineTextEditor({
  label,
  value,
  onCommit,
  onCancel,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  onCancel: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Escape and Enter end the edit before the blur that follows it, which must not commit again.
  const ended = useRef(false);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const end = (commit: boolean) => {
    if (ended.current) return;
    ended.current = true;
    if (commit) onCommit(input.current?.value ?? value);
    else onCancel();
  };
  return (
    <input
      ref={input}
      className="canvas-inline-input"
      aria-label={label}
      defaultValue={value}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          end(true);
        }
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          end(false);
        }
      }}
      onBlur={() => end(true)}
    />
  );
}
