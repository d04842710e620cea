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
  onChange,
}: {
  label: string;
  value: unknown;
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
  return (
    <div className="control">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value.trim() === '' ? {} : readObject(event.target.value);
          if (next !== undefined) {
            setShown(next);
            onChange(next);
          }
        }}
      />
      {invalid ? (
        <p id={`${id}-error`} className="field-error">
          Not a JSON object; the last valid value is kept.
        </p>
      ) : null}
    </div>
  );
}
