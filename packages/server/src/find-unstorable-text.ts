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

/** One issue per elementId or text of `values` that the submission store could not hold. */
export function findUnstorableText(values: FormValues): Issue[] {
  const issues: Issue[] = [];
  for (const [elementId, value] of Object.entries(values)) {
    const texts = typeof value === 'string' ? [value] : value;
    const index = texts.findIndex(hasUnstorableCharacter);
    if (hasUnstorableCharacter(elementId) || index !== -1)
      issues.push(
        createIssue(
          typeof value === 'string' || index === -1 ? [elementId] : [elementId, index],
          'unstorable_text',
          unstorableTextMessage,
        ),
      );
  }
  return issues;
}
