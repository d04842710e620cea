import { readFormValue } from './default-values.js';
import { resolveTimeZone } from './elements/date-time/resolve-time-zone.js';
import { defaultElementRegistry, type ElementRegistry } from './elements/element-registry.js';
import type { FormValue, FormValues } from './elements/values.js';
import { type FormSource, getInputElements } from './input-elements.js';
import { findHiddenElementIds } from './visibility.js';

/** Whose clock the kit's values are written on. */
export interface KitFormDataOptions {
  /** The reader's IANA zone, sent as `interactionTimezoneCode`; the runtime's own zone by default. */
  timeZone?: string;
  /** The registry the form was parsed with: `defaultElementRegistry` when absent. */
  registry?: ElementRegistry;
}

const isBlank = (value: FormValue | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The values as the chat service's web kit (v4.2+) sends them under `formData`: blank inputs left
 * out, and each value rewritten where its type says so (a date and a time go as picked, a
 * date-and-time becomes the reader's wall time).
 */
export function formatKitFormData(
  form: FormSource,
  values: FormValues,
  options: KitFormDataOptions = {},
): FormValues {
  const timeZone = resolveTimeZone(options.timeZone);
  const registry = options.registry ?? defaultElementRegistry;
  const formData: [string, FormValue][] = [];
  // The kit sends every field it shows; a renderer that hides one by its visibleWhen sends none of it.
  const hidden = findHiddenElementIds(form, values, { registry });
  for (const element of getInputElements(form, { registry })) {
    const value = readFormValue(values, element.elementId);
    if (value === undefined || isBlank(value) || hidden.has(element.elementId)) continue;
    const formatKitValue = registry.find(element.elementType)?.input?.formatKitValue;
    formData.push([element.elementId, formatKitValue?.(element, value, timeZone) ?? value]);
  }
  return Object.fromEntries(formData);
}

/**
 * Reads the web kit's `formData` back into the values the form held, for checking with
 * `validateSubmission`: each value the kit rewrote (a date-and-time in the reader's zone) is read
 * back from `timeZone`, the request's `interactionTimezoneCode`; keys the form does not have are kept.
 * @example
 * const values = readKitFormData(message, body.data.formData, { timeZone: body.data.interactionTimezoneCode });
 * const result = validateSubmission(message, values);
 */
export function readKitFormData(
  form: FormSource,
  formData: FormValues,
  options: KitFormDataOptions = {},
): FormValues {
  const timeZone = resolveTimeZone(options.timeZone);
  const registry = options.registry ?? defaultElementRegistry;
  const values = new Map(Object.entries(formData));
  for (const element of getInputElements(form, { registry })) {
    const value = readFormValue(formData, element.elementId);
    const readKitValue = registry.find(element.elementType)?.input?.readKitValue;
    if (value !== undefined && readKitValue !== undefined)
      values.set(element.elementId, readKitValue(element, value, timeZone));
  }
  return Object.fromEntries(values);
}
