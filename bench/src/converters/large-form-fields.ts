import type { FormMessageInput } from '@chatforms/core';

/** One input field of a benchmark message, as the fixtures write it. */
export type BenchField = FormMessageInput['data']['interactiveData']['formFields'][number];

/** The part of a message the converters read: a title and input fields. */
export interface BenchForm {
  title?: string | undefined;
  formFields: readonly BenchField[];
}

/** The option list of a choice field, or an empty list for any other field. */
export function getFieldOptions(field: BenchField): readonly { value: string; label: string }[] {
  return 'options' in field && Array.isArray(field.options) ? field.options : [];
}

/** True when the field must be filled in; the spec defaults `optional` to true. */
export function isRequiredField(field: BenchField): boolean {
  return 'optional' in field && field.optional === false;
}

/** The label a field shows, falling back to its elementId as the renderers do. */
export function getFieldLabel(field: BenchField): string {
  return 'label' in field && typeof field.label === 'string' ? field.label : field.elementId;
}
