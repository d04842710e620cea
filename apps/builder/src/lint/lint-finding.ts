import type { FormMessageInput } from '@chatforms/core';
import { toJsonPointer } from '@chatforms/core';

/** A one-click change that removes the cause of a finding. */
export interface LintFix {
  /** The button's words, e.g. `Make "submit" the goal`. */
  label: string;
  apply: (message: FormMessageInput) => FormMessageInput;
}

/**
 * One finding of the lint panel: beyond schema validity, things an author probably wants to fix.
 * A `todo` is a step a new form leaves for its author (a field, an endpoint), not a mistake.
 */
export interface LintFinding {
  severity: 'error' | 'warning' | 'todo';
  code: string;
  /** What is wrong and how to fix it, in one or two sentences. */
  message: string;
  path: (string | number)[];
  pointer: string;
  fix?: LintFix;
}

/** Creates a finding at `path`, with its JSON pointer. */
export function createFinding(
  severity: LintFinding['severity'],
  code: string,
  path: (string | number)[],
  message: string,
  fix?: LintFix,
): LintFinding {
  const found: LintFinding = { severity, code, path, pointer: toJsonPointer(path), message };
  return fix === undefined ? found : { ...found, fix };
}

/**
 * Returns a copy of the message changed by `edit` at the parent of `path`'s last key, or the message
 * itself when that parent is not an object.
 */
function editAtPath(
  message: FormMessageInput,
  path: readonly (string | number)[],
  edit: (parent: Record<string | number, unknown>, last: string | number) => void,
): FormMessageInput {
  const copy = structuredClone(message);
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return message;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  const last = path.at(-1);
  if (parent === null || typeof parent !== 'object' || last === undefined) return message;
  edit(parent as Record<string | number, unknown>, last);
  return copy;
}

/** Returns a copy of the message without the key at `path` (a key of an object inside it). */
export function removeAtPath(
  message: FormMessageInput,
  path: readonly (string | number)[],
): FormMessageInput {
  return editAtPath(message, path, (parent, last) => {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  });
}

/** Returns a copy of the message with `value` at `path` (whose parent exists). */
export function setAtPath(
  message: FormMessageInput,
  path: readonly (string | number)[],
  value: unknown,
): FormMessageInput {
  return editAtPath(message, path, (parent, last) => {
    parent[last] = value;
  });
}
