import { defaultElementRegistry, type ElementRegistry } from './elements/element-registry.js';
import type { FormElement } from './elements/form-element.js';
import type { InteractiveData } from './interactive-data.js';
import type { FormMessage } from './message.js';

// Apart from submission-plan.ts, whose checks a renderer loads only when the reader first submits.

/** A whole form message or just its interactive data. */
export type FormSource = FormMessage | InteractiveData;

/** Which element types a form's values are read with. */
export interface SubmissionOptions {
  /** The registry the form was parsed with: `defaultElementRegistry` when absent. */
  registry?: ElementRegistry;
}

/** The interactive data of a form source. */
export function getInteractiveData(form: FormSource): InteractiveData {
  return Array.isArray(form.formFields)
    ? (form as InteractiveData)
    : (form as FormMessage).data.interactiveData;
}

/** The elements of a form that submit a value, in order. */
export function getInputElements(form: FormSource, options: SubmissionOptions = {}): FormElement[] {
  const registry = options.registry ?? defaultElementRegistry;
  return getInteractiveData(form).formFields.filter(
    (element) => (registry.find(element.elementType)?.input ?? null) !== null,
  );
}
