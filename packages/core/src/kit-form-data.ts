import { resolveTimeZone } from './date-time.js';
import { findElementDefinition } from './elements/element-registry.js';
import type { FormValue, FormValues } from './elements/values.js';
import { type FormSource, getInputElements, readFormValue } from './submission.js';

/** Whose clock the kit's values are written on. */
export interface KitFormDataOptions {
  /** The reader's IANA zone, sent as `interactionTimezoneCode`; the runtime's own zone by default. */
  timeZone?: string;
}

const isBlank = (value: FormValue | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The values as the chat service's web kit (v4.2+) sends them under `formData`: blank inputs left
 * out, and each value rewritten where its type says so (a dateTime becomes the reader's wall time).
 */
export function formatKitFormData(
  form: FormSource,
  values: FormValues,
  options: KitFormDataOptions = {},
): FormValues {
  const timeZone = resolveTimeZone(options.timeZone);
  const formData: [string, FormValue][] = [];
  for (const element of getInputElements(form)) {
    const value = readFormValue(values, element.elementId);
    if (value === undefined || isBlank(value)) continue;
    const formatKitValue = findElementDefinition(element.elementType)?.input?.formatKitValue;
    formData.push([element.elementId, formatKitValue?.(element, value, timeZone) ?? value]);
  }
  return Object.fromEntries(formData);
}
