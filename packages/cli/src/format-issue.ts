import type { Issue } from '@chatforms/core';

import type { Colors } from './create-colors.js';

/** How much an issue matters: errors fail a file, warnings only report a normalisation. */
export type IssueSeverity = 'error' | 'warning';

/** Formats an issue as one line, `file: /pointer: message`; the root pointer shows as `/`. */
export function formatIssue(
  file: string,
  issue: Issue,
  severity: IssueSeverity,
  colors: Colors,
): string {
  const pointer = issue.pointer === '' ? '/' : issue.pointer;
  const label = severity === 'warning' ? colors.yellow('warning: ') : '';
  return `${colors.bold(file)}: ${colors.cyan(pointer)}: ${label}${issue.message}`;
}
