import type { FormMessageInput } from '@chatforms/core';
import { isInputElement } from '@chatforms/core';
import { findVisibilityRuleIssues } from '@chatforms/core/editing';

import type { LintFinding } from './lint-finding.js';
import { createFinding as finding, removeAtPath } from './lint-finding.js';

/**
 * Lints every `visibleWhen` of a draft: one naming no element, the element itself, a later one, a
 * label or button, or a value not among its options. Core's parse reports these only once every
 * element parses, so the draft's other faults would hide them; each gets a fix that removes the rule.
 */
export function lintVisibility(message: FormMessageInput): LintFinding[] {
  const fields = (message.data?.interactiveData?.formFields ?? []) as unknown[];
  const isInputType = (type: unknown) =>
    typeof type === 'string' && isInputElement({ elementType: type });
  return findVisibilityRuleIssues(fields, isInputType).map((issue) => {
    const path = ['data', 'interactiveData', ...issue.path];
    const rulePath = path.slice(0, path.indexOf('visibleWhen') + 1);
    return finding('error', `visible_when_${issue.code}`, path, issue.message, {
      label: 'Show it always',
      apply: (draft) => removeAtPath(draft, rulePath),
    });
  });
}
