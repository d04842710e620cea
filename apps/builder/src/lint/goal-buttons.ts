import { isPressableElement } from '@chatforms/core';

/** The form parts the goal reads: its fields and its submit button, as drafted. */
interface DraftForm {
  formFields: readonly { elementId: string; elementType?: unknown }[];
  submitElement: { elementId: string };
}

/**
 * The ids a goal can name: the buttons, since pressing a button is the only interaction a reader
 * records (labels and inputs never complete a goal). The submit button first, then fields in order.
 */
export function listGoalButtonIds(form: DraftForm): string[] {
  const buttons = form.formFields
    .filter((element) => isPressableElement({ elementType: String(element.elementType) }))
    .map((element) => element.elementId);
  return [...new Set([form.submitElement.elementId, ...buttons])];
}
