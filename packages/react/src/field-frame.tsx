import type { ReactNode } from 'react';

import type { ElementField } from './use-element-field.js';

/** The star after a required field's label; groups also get the word, as they cannot carry `aria-required`. */
function RequiredMarker({ spoken }: { spoken?: string | undefined }) {
  return (
    <>
      <span className="chatforms-required" aria-hidden="true">
        *
      </span>
      {spoken !== undefined && <span className="chatforms-visually-hidden"> {spoken}</span>}
    </>
  );
}

/** A field's error, under it, referenced by the control's `aria-describedby`. */
function FieldError({ field }: { field: ElementField }) {
  if (field.error === undefined) return null;
  return (
    <p id={field.ids.error} className="chatforms-error">
      {field.error}
    </p>
  );
}

/**
 * Label, control, optional hint beside it, and error under it, for fields with a single control:
 * siblings in one wrapping row (styles.css), so a field costs no wrapper beyond its own.
 */
export function FieldFrame({
  field,
  hint,
  children,
}: {
  field: ElementField;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="chatforms-field" data-invalid={field.error === undefined ? undefined : ''}>
      <label
        id={field.ids.label}
        htmlFor={field.ids.control}
        className="chatforms-label"
        dir="auto"
      >
        {field.label}
        {field.isRequired && <RequiredMarker />}
      </label>
      {children}
      {hint !== undefined && (
        <span id={field.ids.hint} className="chatforms-hint">
          {hint}
        </span>
      )}
      <FieldError field={field} />
    </div>
  );
}

/** A fieldset and legend around a group of options, with the group's error under it. */
export function ChoiceFieldset({
  field,
  isRadioGroup,
  variant,
  children,
}: {
  field: ElementField;
  isRadioGroup: boolean;
  variant: 'checkbox' | 'radio' | 'chips';
  children: ReactNode;
}) {
  const invalid = field.error !== undefined;
  return (
    <fieldset
      className={`chatforms-field chatforms-choices chatforms-choices-${variant}`}
      data-invalid={invalid ? '' : undefined}
      role={isRadioGroup ? 'radiogroup' : undefined}
      aria-labelledby={field.ids.label}
      aria-required={isRadioGroup && field.isRequired ? true : undefined}
      aria-invalid={isRadioGroup && invalid ? true : undefined}
      aria-describedby={field.describedBy}
    >
      <legend id={field.ids.label} className="chatforms-label" dir="auto">
        {field.label}
        {field.isRequired && (
          <RequiredMarker spoken={isRadioGroup ? undefined : field.messages.required} />
        )}
      </legend>
      <div className="chatforms-options">{children}</div>
      <FieldError field={field} />
    </fieldset>
  );
}
