import { parseFormMessage } from '@chatforms/core';
import type { FormMessageInput, Issue } from '@chatforms/core';

/** What the JSON text holds: a draft the canvas can show (maybe normalised), or only issues. */
export type JsonDraftResult =
  | {
      kind: 'draft';
      message: FormMessageInput;
      issues: Issue[];
      warnings: Issue[];
      normalised: boolean;
    }
  | { kind: 'invalid'; issues: Issue[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function hasId(value: unknown): boolean {
  return isRecord(value) && typeof value.elementId === 'string';
}

/** True when a value has the shape the canvas needs: fields and a submit button with string ids. */
export function isDraftShaped(value: unknown): value is FormMessageInput {
  if (!isRecord(value) || !isRecord(value.data)) return false;
  const form = value.data.interactiveData;
  return (
    isRecord(form) &&
    Array.isArray(form.formFields) &&
    form.formFields.every(hasId) &&
    hasId(form.submitElement)
  );
}

/** Reads JSON text as a draft; messages written with other chat kits' aliases come back normalised. */
export function readJsonDraft(text: string): JsonDraftResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      kind: 'invalid',
      issues: [{ path: [], pointer: '', code: 'invalid_json', message: (error as Error).message }],
    };
  }
  const result = parseFormMessage(value, { mode: 'strict' });
  if (result.success && result.warnings.length > 0) {
    return {
      kind: 'draft',
      message: result.data,
      issues: [],
      warnings: result.warnings,
      normalised: true,
    };
  }
  const issues = result.success ? [] : result.issues;
  if (!isDraftShaped(value)) {
    const shape: Issue = {
      path: [],
      pointer: '',
      code: 'not_a_form',
      message:
        'The canvas needs data.interactiveData with formFields and a submitElement, each with an elementId.',
    };
    return { kind: 'invalid', issues: issues.length > 0 ? issues : [shape] };
  }
  return { kind: 'draft', message: value, issues, warnings: [], normalised: false };
}
