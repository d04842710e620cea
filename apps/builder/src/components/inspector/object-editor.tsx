import { useId, useState } from 'react';

function format(value: unknown): string {
  return JSON.stringify(value ?? {}, null, 2);
}

function readObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A labelled JSON text area for an object value (headers, payload, metadata). */
export function ObjectEditor({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: unknown;
  /** Core's inline error for the value, shown while the text is valid JSON. */
  error?: string | undefined;
  onChange: (value: Record<string, unknown> | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (shown !== value && format(readObject(text)) !== format(value)) {
    setShown(value);
    setText(format(value));
  }
  const invalid = readObject(text) === undefined && text.trim() !== '';
  const shownError = invalid ? 'Not a JSON object; the last valid value is kept.' : error;
  return (
    <div className="control">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        spellCheck={false}
        aria-invalid={shownError !== undefined}
        aria-describedby={shownError === undefined ? undefined : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value.trim() === '' ? {} : readObject(event.target.value);
          if (next !== undefined) {
            setShown(next);
            onChange(next);
          }
        }}
      />
      {shownError === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {shownError}
        </p>
      )}
    </div>
  );
}
