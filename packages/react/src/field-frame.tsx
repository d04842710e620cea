import type { ReactNode } from 'react';

import type { ElementField } from './use-element-field.js';

// The marker and the error are written inline, not as components of their own: a form renders a
// field frame for every field, and each component is one more fiber to create and walk.

/** The star after a required field's label; groups also get the word, as they cannot carry `aria-required`. */
function renderRequiredMarker(field: ElementField, spoken?: string) {
  if (!field.isRequired) return null;
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
function renderFieldError(field: ElementField) {
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
      {/* Named by its label's for: no id, which nothing would reference. */}
      <label htmlFor={field.ids.control} className="chatforms-label" dir="auto">
        {field.label}
        {renderRequiredMarker(field)}
      </label>
      {children}
      {hint !== undefined && (
        <span id={field.ids.hint} className="chatforms-hint">
          {hint}
        </span>
      )}
      {renderFieldError(field)}
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
        {renderRequiredMarker(field, isRadioGroup ? undefined : field.messages.required)}
      </legend>
      <div className="chatforms-options">{children}</div>
      {renderFieldError(field)}
    </fieldset>
  );
}
