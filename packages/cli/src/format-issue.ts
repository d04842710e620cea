import type { Issue } from '@chatforms/core';

import type { Colors } from './create-colors.js';
import { escapeControlCharacters } from './escape-control-characters.js';

/** How much an issue matters: errors fail a file, warnings only report a normalisation. */
export type IssueSeverity = 'error' | 'warning';

/**
 * Formats an issue as one line, `file: /pointer: message`; the root pointer shows as `/`. What comes
 * from the input is printed with its control characters escaped, so that a file cannot drive the terminal.
 */
export function formatIssue(
  file: string,
  issue: Issue,
  severity: IssueSeverity,
  colors: Colors,
): string {
  const pointer = issue.pointer === '' ? '/' : escapeControlCharacters(issue.pointer);
  const label = severity === 'warning' ? colors.yellow('warning: ') : '';
  const message = escapeControlCharacters(issue.message);
  return `${colors.bold(escapeControlCharacters(file))}: ${colors.cyan(pointer)}: ${label}${message}`;
}
