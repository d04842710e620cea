import type { FormMessageInput, Issue } from '@chatforms/core';
import { normaliseFormMessage, parseFormMessage } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';

/** What the JSON text holds: a draft the canvas can show (maybe normalised), or only issues. */
export type JsonDraftResult =
  | {
      kind: 'draft';
      message: FormMessageInput;
      issues: Issue[];
      warnings: Issue[];
      normalised: boolean;
      /** Set when the text held part of a message, put in a whole one: says which part. */
      wrapped: string | null;
    }
  | { kind: 'invalid'; issues: Issue[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** String ids and types: the canvas, lint and preview read both as strings. */
function hasIdAndType(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.elementId === 'string' &&
    typeof value.elementType === 'string' &&
    (!isRecord(value.action) ||
      value.action.actionType === undefined ||
      typeof value.action.actionType === 'string')
  );
}

/** True when a value has the shape the canvas needs: fields and a submit button with string ids and types. */
export function isDraftShaped(value: unknown): value is FormMessageInput {
  if (!isRecord(value) || !isRecord(value.data)) return false;
  const form = value.data.interactiveData;
  return (
    isRecord(form) &&
    Array.isArray(form.formFields) &&
    form.formFields.every(hasIdAndType) &&
    hasIdAndType(form.submitElement)
  );
}

function fail(code: string, message: string): JsonDraftResult {
  return { kind: 'invalid', issues: [{ path: [], pointer: '', code, message }] };
}

/**
 * Puts a part of a form message in a whole one: the chat kits' docs and SDK samples mostly show the
 * `interactiveData` object or one element, which a developer pastes as it is.
 */
function wrapPart(value: unknown): { message: unknown; wrapped: string | null } {
  if (!isRecord(value) || 'data' in value || 'category' in value) {
    return { message: value, wrapped: null };
  }
  const message = createEmptyFormMessage();
  if ('interactiveData' in value) {
    return { message: { ...message, data: value }, wrapped: 'the message’s data' };
  }
  if ('formFields' in value || 'submitElement' in value) {
    const data = { interactiveData: value, allowSenderInteraction: false };
    return { message: { ...message, data }, wrapped: 'interactiveData' };
  }
  if (typeof value.elementType === 'string') {
    message.data.interactiveData.formFields = [value as never];
    return { message, wrapped: `one ${value.elementType} element` };
  }
  return { message: value, wrapped: null };
}

/**
 * Reads JSON text as a draft; messages written with other chat kits' aliases come back normalised,
 * and an `interactiveData` object or a single element comes back inside a whole message.
 */
export function readJsonDraft(text: string): JsonDraftResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail('invalid_json', (error as Error).message);
  }
  if (isRecord(parsed) && typeof parsed.actionType === 'string' && !('data' in parsed)) {
    return fail(
      'not_a_form',
      `This is a button action (${parsed.actionType}), not a form message: add a Button and paste its fields into the button's action.`,
    );
  }
  const { message: value, wrapped } = wrapPart(parsed);
  const result = parseFormMessage(value, { mode: 'strict' });
  if (result.success && result.warnings.length > 0) {
    return {
      kind: 'draft',
      message: result.data,
      issues: [],
      warnings: result.warnings,
      normalised: true,
      wrapped,
    };
  }
  const issues = result.success ? [] : result.issues;
  // A message that does not parse yet still reaches the canvas in the names it will have.
  const normalised = normaliseFormMessage(value);
  if (!isDraftShaped(normalised.value)) {
    if (issues.length > 0) return { kind: 'invalid', issues };
    return fail(
      'not_a_form',
      'The canvas needs data.interactiveData with formFields and a submitElement, each with a string elementId and elementType.',
    );
  }
  return {
    kind: 'draft',
    message: normalised.value,
    issues,
    warnings: normalised.warnings,
    normalised: normalised.warnings.length > 0,
    wrapped,
  };
}
