import safeRegex from 'safe-regex2';

import type { LintFinding } from './lint-finding.js';
import { createFinding as finding } from './lint-finding.js';

type Element = Record<string, unknown>;

/**
 * Lints an element's validation rules past what core's parse reports (a minimum above a maximum, a
 * pattern that does not compile, a default a rule refuses): a pattern that may run for seconds on a
 * crafted answer, a pattern without the author's message, and a message without a pattern.
 */
export function lintRules(
  element: Element,
  name: string,
  path: (string | number)[],
): LintFinding[] {
  const findings: LintFinding[] = [];
  const { pattern, patternMessage } = element;
  if (typeof pattern === 'string' && pattern !== '') {
    // safe-regex2 flags nested quantifiers such as (a+)+, which backtrack exponentially: the server
    // runs the pattern on every submission, so one crafted answer could hold it for seconds.
    if (!safeRegex(`^(?:${pattern})$`))
      findings.push(
        finding(
          'warning',
          'slow_pattern',
          [...path, 'pattern'],
          `The pattern of ${name} repeats a repeated part (such as (a+)+): a crafted answer could keep the browser and your server busy for seconds. Rewrite it without nested repeats, or set a maxLength, which is checked first.`,
        ),
      );
    if (typeof patternMessage !== 'string' || patternMessage.trim() === '')
      findings.push(
        finding(
          'warning',
          'pattern_without_message',
          [...path, 'patternMessage'],
          `${name} has a pattern but no message for it: readers who miss it see only "Enter text in the format asked for". Say what to type, with an example.`,
        ),
      );
  } else if (typeof patternMessage === 'string' && patternMessage !== '') {
    findings.push(
      finding(
        'warning',
        'message_without_pattern',
        [...path, 'patternMessage'],
        `${name} has a pattern message but no pattern, so the message is never shown.`,
      ),
    );
  }
  return findings;
}
