import type { ReactNode } from 'react';
import { useId } from 'react';

interface ControlProps {
  /** The plain-language name authors read. */
  label: string;
  /** The key the message's JSON uses, shown beside the label so the two can be matched. */
  wireName?: string | undefined;
  /** One line on what the setting does. */
  hint?: ReactNode;
  error?: string | undefined;
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}

function HintText({ id, hint }: { id: string; hint: ReactNode }) {
  if (hint === undefined) return null;
  return (
    <p id={id} className="control-hint">
      {hint}
    </p>
  );
}

/** The label with the wire name beside it; the wire name describes the control rather than naming it. */
function ControlLabel({ id, label, wireName }: { id: string; label: string; wireName?: string }) {
  return (
    <span className="control-label">
      <label htmlFor={id}>{label}</label>
      {wireName === undefined ? null : (
        <code id={`${id}-wire`} className="wire-name">
          {wireName}
        </code>
      )}
    </span>
  );
}

/** The ids of the wire name, hint and error that describe a control, for `aria-describedby`. */
export function describedBy(
  id: string,
  { wireName, hint, error }: Pick<ControlProps, 'wireName' | 'hint' | 'error'>,
): string | undefined {
  const ids = [
    wireName === undefined ? '' : `${id}-wire`,
    hint === undefined ? '' : `${id}-hint`,
    error === undefined ? '' : `${id}-error`,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** A labelled text input with its wire name, hint and inline error tied through `aria-describedby`. */
export function TextControl({
  label,
  wireName,
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
      <ControlLabel id={id} label={label} wireName={wireName} />
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        list={suggestions === undefined ? undefined : `${id}-suggestions`}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, { wireName, hint, error })}
        onChange={(event) => onChange(event.target.value)}
      />
      {suggestions === undefined ? null : (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <HintText id={`${id}-hint`} hint={hint} />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled checkbox with its wire name, hint and inline error. */
export function CheckControl({
  label,
  wireName,
  hint,
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
        aria-describedby={describedBy(id, { wireName, hint, error })}
        onChange={(event) => onChange(event.target.checked)}
      />
      <ControlLabel id={id} label={label} wireName={wireName} />
      <HintText id={`${id}-hint`} hint={hint} />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled select over string choices, with its wire name, hint and inline error. */
export function SelectControl({
  label,
  wireName,
  hint,
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
      <ControlLabel id={id} label={label} wireName={wireName} />
      <select
        id={id}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, { wireName, hint, error })}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice, index) => (
          // Choices may repeat a value while an author edits options, so the index keeps keys unique.
          <option key={`${index}-${choice.value}`} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <HintText id={`${id}-hint`} hint={hint} />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
