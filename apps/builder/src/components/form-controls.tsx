import type { ReactNode } from 'react';
import { useId } from 'react';

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

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  const ids = [hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** A labelled text input with its hint and inline error tied through `aria-describedby`. */
export function TextControl({
  label,
  error,
  hint,
  value,
  onChange,
  type = 'text',
  placeholder,
  suggestions,
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'password' | 'url' | 'search';
  placeholder?: string;
  /** Values offered as the author types (a datalist); any other text is still accepted. */
  suggestions?: readonly string[];
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
        list={suggestions === undefined ? undefined : `${id}-suggestions`}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
      {suggestions === undefined ? null : (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="control-hint">
          {hint}
        </p>
      )}
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
        {choices.map((choice, index) => (
          // Choices may repeat a value while an author edits options, so the index keeps keys unique.
          <option key={`${index}-${choice.value}`} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
