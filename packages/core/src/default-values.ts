import { defaultElementRegistry } from './elements/element-registry.js';
import type { FormValue, FormValues } from './elements/values.js';
import { type FormSource, getInputElements, type SubmissionOptions } from './input-elements.js';

// Apart from submission.ts, whose checks a renderer loads only when the reader first submits.

/** The values a form starts with, keyed by elementId: defaults where given, blank otherwise. */
export function getDefaultValues(form: FormSource, options: SubmissionOptions = {}): FormValues {
  const registry = options.registry ?? defaultElementRegistry;
  // Object.fromEntries defines keys, so `__proto__` or `constructor` is an ordinary field here.
  return Object.fromEntries(
    getInputElements(form, { registry }).flatMap((element) => {
      const input = registry.find(element.elementType)?.input;
      return input ? [[element.elementId, input.getDefaultValue(element)]] : [];
    }),
  );
}

/** The value of one elementId in `values`, read from its own keys only (never the prototype). */
export function readFormValue(values: FormValues, elementId: string): FormValue | undefined {
  return Object.hasOwn(values, elementId) ? values[elementId] : undefined;
}
