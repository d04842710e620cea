import { useId } from 'react';
import type { ReactNode } from 'react';

interface ControlProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}

/** A labelled text input with its inline error tied through `aria-describedby`. */
export function TextControl({
  label,
  error,
  value,
  onChange,
  type = 'text',
  placeholder,
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'password' | 'url' | 'search';
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="control">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckControl({
  label,
  checked,
  onChange,
  error,
}: ControlProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="control control-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled select over string choices. */
export function SelectControl({
  label,
  value,
  choices,
  onChange,
  error,
}: ControlProps & {
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="control">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
