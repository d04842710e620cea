import type { FormValues, Issue } from '@chatforms/core';
import { createIssue } from '@chatforms/core';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message under a field whose value holds a NUL character or an unpaired surrogate. */
const unstorableTextMessage = 'This text contains characters that cannot be stored';

/** Whether a text holds a NUL character or an unpaired surrogate. */
export function hasUnstorableCharacter(text: string): boolean {
  // PostgreSQL's jsonb refuses `\u0000`, and a surrogate without its pair has no UTF-8 encoding.
  return text.includes('\u0000') || loneSurrogate.test(text);
}

/** Every text a value holds, keys included: a plugin element type's value may be any JSON. */
function listTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(listTexts);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [key, ...listTexts(item)]);
  return [];
}

/** One issue per elementId or text of `values` that the submission store could not hold. */
export function findUnstorableText(values: FormValues): Issue[] {
  const issues: Issue[] = [];
  for (const [elementId, value] of Object.entries(values)) {
    const index = listTexts(value).findIndex(hasUnstorableCharacter);
    if (!hasUnstorableCharacter(elementId) && index === -1) continue;
    // A list of texts (the built-in multi-selects) points at the text; any other value at itself.
    const isTextList = Array.isArray(value) && value.every((item) => typeof item === 'string');
    const path = isTextList && index !== -1 ? [elementId, index] : [elementId];
    issues.push(createIssue(path, 'unstorable_text', unstorableTextMessage));
  }
  return issues;
}
