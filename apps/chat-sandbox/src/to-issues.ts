import { toJsonPointer } from '@chatforms/core';
import type { Issue } from '@chatforms/core';

/** Converts zod issues into core's issue shape (path, RFC 6901 pointer, code, message). */
export function toIssues(
  issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[],
): Issue[] {
  return issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    return { path, pointer: toJsonPointer(path), code: issue.code, message: issue.message };
  });
}
