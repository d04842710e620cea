import { type FormMessageInput, isInputElement } from '@chatforms/core';

import { type DraftAction, findActionEditor } from '../action-types/action-editor-registry.js';

/** What the sandbox's submissions endpoint answers a test submit with. */
export type TestOutcome = 'success' | 'failure' | 'delay' | 'fieldErrors';

/** The form id test submits are recorded under in the embedded sandbox. */
const previewFormId = 'builder-preview';

function buildQuery(outcome: TestOutcome, message: FormMessageInput): string {
  if (outcome === 'failure') return '?status=500';
  if (outcome === 'delay') return '?delayMs=3000';
  if (outcome === 'success') return '';
  const inputs = message.data.interactiveData.formFields.filter(isInputElement);
  const errors = Object.fromEntries(
    inputs
      .slice(0, 2)
      .map((element) => [String(element.elementId), 'The server rejected this value (test).']),
  );
  return `?status=422&errors=${encodeURIComponent(JSON.stringify(errors))}`;
}

function rewriteAction(element: unknown, url: string): unknown {
  if (element === null || typeof element !== 'object') return element;
  const action = (element as { action?: DraftAction }).action;
  const rewrite = findActionEditor(action?.actionType)?.rewriteForTestSubmit;
  if (action === undefined || rewrite === undefined) return element;
  return { ...element, action: rewrite(action, url) };
}

/** Points every action that sends the form's values (apiAction) at the sandbox's submissions endpoint with the chosen outcome. */
export function rewriteForTestSubmit(
  message: FormMessageInput,
  outcome: TestOutcome,
  origin: string,
): FormMessageInput {
  const url = `${origin}/sandbox-api/sandbox/submissions/${previewFormId}${buildQuery(outcome, message)}`;
  const form = message.data.interactiveData;
  const interactiveData = {
    ...form,
    formFields: form.formFields.map((element) => rewriteAction(element, url)),
    submitElement: rewriteAction(form.submitElement, url),
  } as typeof form;
  return { ...message, data: { ...message.data, interactiveData } };
}
