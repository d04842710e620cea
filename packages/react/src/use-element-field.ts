'use client';

import { useId } from 'react';

import { toFieldName } from './field-names.js';
import { FieldContext, useRequiredContext } from './form-contexts.js';

/** The parts of an input element a field needs. */
export interface FieldElement {
  elementId: string;
  optional: boolean;
  label?: string | undefined;
}

/**
 * Binds an input element to the form: its value and handlers (subscribed to this field alone),
 * its error, and the ids that tie label, hint and error to the control.
 */
export function useElementField(element: FieldElement, options: { hasHint?: boolean } = {}) {
  const { useFieldBinding, messages } = useRequiredContext(FieldContext, 'useElementField');
  const { field, fieldState } = useFieldBinding(toFieldName(element.elementId));
  const id = useId();
  const error = fieldState.error?.message;
  const ids = {
    control: `${id}control`,
    label: `${id}label`,
    hint: `${id}hint`,
    error: `${id}error`,
  };
  const describedBy = [options.hasHint ? ids.hint : '', error === undefined ? '' : ids.error];
  const label = element.label?.trim() ? element.label : element.elementId;
  return {
    field,
    ids,
    label,
    error,
    messages,
    isRequired: !element.optional,
    describedBy: describedBy.filter(Boolean).join(' ') || undefined,
  };
}

/** What `useElementField` returns. */
export type ElementField = ReturnType<typeof useElementField>;
