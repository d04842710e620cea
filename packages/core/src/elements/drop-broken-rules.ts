import { createIssue, type Issue } from '../issue.js';

/**
 * Lenient mode: deletes the validation rules among `keys` that fail with `issues`, with a warning
 * for each. The chat service's kit ignores these keys, so the element then reads as the kit shows
 * it: without that rule.
 */
export function dropBrokenRules(
  element: Record<string, unknown>,
  issues: readonly Issue[],
  keys: readonly string[],
): Issue[] {
  const dropped: Issue[] = [];
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !keys.includes(key) || !Object.hasOwn(element, key)) continue;
    delete element[key];
    dropped.push(
      createIssue(
        [key],
        'dropped_rule',
        `${issue.message}; the kit ignores ${key}, so it is dropped`,
      ),
    );
  }
  return dropped;
}
