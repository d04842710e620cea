import { useId, useState } from 'react';

import { describedBy } from '../components/form-controls.js';

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
  wireName,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  /** The key the message's JSON uses, shown beside the label. */
  wireName?: string | undefined;
  /** One line on what the setting does. */
  hint?: string | undefined;
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
      <span className="control-label">
        <label htmlFor={id}>{label}</label>
        {wireName === undefined ? null : (
          <code id={`${id}-wire`} className="wire-name">
            {wireName}
          </code>
        )}
      </span>
      <textarea
        id={id}
        rows={3}
        value={text}
        spellCheck={false}
        aria-invalid={shownError !== undefined}
        aria-describedby={describedBy(id, { wireName, hint, error: shownError })}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value.trim() === '' ? {} : readObject(event.target.value);
          if (next !== undefined) {
            setShown(next);
            onChange(next);
          }
        }}
      />
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="control-hint">
          {hint}
        </p>
      )}
      {shownError === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {shownError}
        </p>
      )}
    </div>
  );
}
