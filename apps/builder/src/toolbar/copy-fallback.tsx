import { useEffect, useId, useRef } from 'react';

/** What the browser would not put on the clipboard, shown selected so Ctrl/Cmd+C copies it. */
export function CopyFallback({
  what,
  text,
  onClose,
}: {
  what: string;
  text: string;
  onClose: () => void;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [text]);
  return (
    <section className="copy-fallback" aria-label="Copy by hand">
      <label htmlFor={id}>
        The browser kept the clipboard closed: copy {what} from here (Ctrl/Cmd+C).
      </label>
      <textarea
        id={id}
        ref={field}
        readOnly
        value={text}
        rows={4}
        spellCheck={false}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      />
      <button type="button" onClick={onClose}>
        Done
      </button>
    </section>
  );
}
