import { createIssue, type Issue } from '../../issue.js';
import { type DateTimeMode, getDefaultPattern } from './date-time-pattern.js';

function isFormatIssue(issue: Issue): boolean {
  return (
    issue.code === 'invalid_date_time_format' &&
    issue.path.length === 1 &&
    issue.path[0] === 'dateTimeFormat'
  );
}

const modes: readonly unknown[] = ['date', 'time', 'dateTime'] satisfies DateTimeMode[];

/**
 * Lenient mode: a dateTimeFormat date-fns cannot use, or that misses parts its mode needs, falls back
 * to the mode's default. The kit ignores dateTimeFormat entirely, so the picker still shows.
 */
export function replaceUnusableDateTimeFormat(
  element: Record<string, unknown>,
  issues: readonly Issue[],
): Issue[] {
  const issue = issues.find(isFormatIssue);
  const mode = element.mode ?? 'date';
  if (issue === undefined || !modes.includes(mode)) return [];
  const fallback = getDefaultPattern(mode as DateTimeMode);
  element.dateTimeFormat = fallback;
  return [
    createIssue(
      ['dateTimeFormat'],
      'replaced_date_time_format',
      `${issue.message}; the kit ignores it, so the ${String(mode)} default "${fallback}" is used`,
    ),
  ];
}
