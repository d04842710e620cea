import type { DraftElement } from '@chatforms/core/editing';

/** The part of a message the converters read: a title and input fields. */
export interface BenchForm {
  title?: string | undefined;
  formFields: readonly DraftElement[];
}

/** The option list of a choice field, or an empty list for any other field. */
export function getFieldOptions(field: DraftElement): readonly { value: string; label: string }[] {
  return 'options' in field && Array.isArray(field.options) ? field.options : [];
}

/** True when the field must be filled in; the spec defaults `optional` to true. */
export function isRequiredField(field: DraftElement): boolean {
  return 'optional' in field && field.optional === false;
}

/** The label a field shows, falling back to its elementId as the renderers do. */
export function getFieldLabel(field: DraftElement): string {
  return 'label' in field && typeof field.label === 'string' ? field.label : field.elementId;
}
