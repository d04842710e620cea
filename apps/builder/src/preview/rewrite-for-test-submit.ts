import { type FormMessageInput, isInputElement, normaliseHttpUrl } from '@chatforms/core';

import { type DraftAction, findActionEditor } from '../action-types/action-editor-registry.js';

/** What the sandbox's submissions endpoint answers a test submit with, or `endpoint`: the author's own. */
export type TestOutcome = 'success' | 'failure' | 'delay' | 'fieldErrors' | 'endpoint';

/** The form id test submits are recorded under in the embedded sandbox. */
const previewFormId = 'builder-preview';

function buildQuery(outcome: TestOutcome, message: FormMessageInput): string {
  if (outcome === 'failure') return '?status=500';
  if (outcome === 'delay') return '?delayMs=3000';
  if (outcome === 'success' || outcome === 'endpoint') return '';
  // Every input, so each input type's error display (the date/time pickers too) can be checked.
  const inputs = message.data.interactiveData.formFields.filter(isInputElement);
  const errors = Object.fromEntries(
    inputs.map((element) => [String(element.elementId), 'The server rejected this value (test).']),
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

/** The author's test endpoint normalised, or undefined unless it is an absolute http(s) URL. */
export function readTestEndpoint(endpoint: string): string | undefined {
  return normaliseHttpUrl(endpoint.trim());
}

/**
 * Points every action that sends the form's values (apiAction) at the sandbox's submissions endpoint
 * with the chosen outcome, or at the author's own endpoint. An endpoint that is not an absolute
 * http(s) URL gets the sandbox's 400, so a test submit never goes anywhere unchecked.
 */
export function rewriteForTestSubmit(
  message: FormMessageInput,
  outcome: TestOutcome,
  origin: string,
  endpoint = '',
): FormMessageInput {
  const sandbox = `${origin}/sandbox-api/sandbox/submissions/${previewFormId}`;
  const url =
    outcome === 'endpoint'
      ? (readTestEndpoint(endpoint) ?? `${sandbox}?status=400`)
      : `${sandbox}${buildQuery(outcome, message)}`;
  const form = message.data.interactiveData;
  const interactiveData = {
    ...form,
    formFields: form.formFields.map((element) => rewriteAction(element, url)),
    submitElement: rewriteAction(form.submitElement, url),
  } as typeof form;
  return { ...message, data: { ...message.data, interactiveData } };
}
