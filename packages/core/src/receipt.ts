import { readFormValue } from './default-values.js';
import type { FormValues } from './elements/values.js';
import { type FormSource, getInputElements, type SubmissionOptions } from './input-elements.js';
import { findHiddenElementIds } from './visibility.js';

/** One answer of a receipt: the question as the form asks it, and the answer as the reader chose it. */
export interface ReceiptAnswer {
  elementId: string;
  /** The input's label, or its elementId when it has none. */
  question: string;
  /** The answers in the form's words: an option's label rather than its value, one per checked option. */
  answers: string[];
}

function readOptionLabels(element: object): Map<string, string> {
  const options = (element as { options?: unknown }).options;
  if (!Array.isArray(options)) return new Map();
  return new Map(
    options.flatMap((option: { value?: unknown; label?: unknown }) =>
      typeof option.value === 'string' && typeof option.label === 'string'
        ? [[option.value, option.label]]
        : [],
    ),
  );
}

/**
 * What a reader answered, in form order and in the form's words, for a read-only receipt: inputs
 * left blank and inputs their `visibleWhen` hides are left out, as they were not sent.
 */
export function listReceiptAnswers(
  form: FormSource,
  values: FormValues,
  options: SubmissionOptions = {},
): ReceiptAnswer[] {
  const hidden = findHiddenElementIds(form, values, options);
  return getInputElements(form, options).flatMap((element) => {
    const value = readFormValue(values, element.elementId);
    if (value === undefined || hidden.has(element.elementId)) return [];
    const given = (typeof value === 'string' ? [value] : value).filter(
      (item) => item.trim() !== '',
    );
    if (given.length === 0) return [];
    const labels = readOptionLabels(element);
    const label = (element as { label?: unknown }).label;
    return [
      {
        elementId: element.elementId,
        question: typeof label === 'string' && label.trim() !== '' ? label : element.elementId,
        answers: given.map((item) => labels.get(item) ?? item),
      },
    ];
  });
}
