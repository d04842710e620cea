import type { Issue } from '@chatforms/core';
import { parseFormMessage } from '@chatforms/core';

/** Validates a draft in strict mode and returns every issue (none when valid). */
export function validateDraft(message: unknown): Issue[] {
  const result = parseFormMessage(message, { mode: 'strict' });
  return result.success ? [] : result.issues;
}

/** The first issue at exactly `path` + `key`, or anywhere below it, as text for an inline error. */
export function findIssueMessage(
  issues: readonly Issue[],
  path: readonly (string | number)[],
  key: string,
): string | undefined {
  const prefix = [...path, key];
  return issues.find((issue) => prefix.every((segment, index) => issue.path[index] === segment))
    ?.message;
}
