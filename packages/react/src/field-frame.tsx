import type { ReactNode } from 'react';

import type { ElementField } from './use-element-field.js';

// A field's frame, marker and error are written into the field's own component, not rendered as
// components of their own: a form has a frame for every field, and each component is one more
// fiber to create at mount and to render again with its field at every keystroke.

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
export function renderFieldFrame(field: ElementField, control: ReactNode, hint?: string) {
  return (
    <div className="chatforms-field" data-invalid={field.error === undefined ? undefined : ''}>
      {/* Named by its label's for: no id, which nothing would reference. */}
      <label htmlFor={field.ids.control} className="chatforms-label" dir="auto">
        {field.label}
        {renderRequiredMarker(field)}
      </label>
      {control}
      {hint !== undefined && (
        <span id={field.ids.hint} className="chatforms-hint">
          {hint}
        </span>
      )}
      {renderFieldError(field)}
    </div>
  );
}

/** A fieldset and legend around a group of options, with an optional hint and the group's error under it. */
export function renderChoiceFieldset(
  field: ElementField,
  {
    isRadioGroup,
    variant,
  }: { isRadioGroup: boolean; variant: 'checkbox' | 'radio' | 'chips' | 'stars' | 'scale' },
  options: ReactNode,
  hint?: ReactNode,
) {
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
      <div className="chatforms-options">{options}</div>
      {hint !== undefined && (
        <p id={field.ids.hint} className="chatforms-hint">
          {hint}
        </p>
      )}
      {renderFieldError(field)}
    </fieldset>
  );
}
