import type { z } from 'zod/mini';

/** A path into a JSON value: object keys and array indexes. */
export type JsonPath = (string | number)[];

/** One problem found in input, or one change made to it, located by path and RFC 6901 pointer. */
export interface Issue {
  path: JsonPath;
  pointer: string;
  code: string;
  message: string;
}

/** Formats a path as an RFC 6901 JSON pointer (`~` as `~0`, `/` as `~1`; the root is ``). */
export function toJsonPointer(path: readonly (string | number | symbol)[]): string {
  return path
    .map((segment) => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1'))
    .join('');
}

/** Creates an issue, deriving its pointer from its path. */
export function createIssue(path: JsonPath, code: string, message: string): Issue {
  return { path, pointer: toJsonPointer(path), code, message };
}

/** The code our own checks attach to a zod custom issue (`params.code`), or zod's own code. */
function getIssueCode(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' && typeof issue.params?.code === 'string') return issue.params.code;
  return issue.code;
}

/** zod says "expected object, received undefined"; a person reads "submitElement is required". */
export function getIssueMessage(issue: {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  expected?: unknown;
}): string {
  const key = issue.path.at(-1);
  if (issue.code !== 'invalid_type' || !issue.message.endsWith('received undefined'))
    return issue.message;
  const expected = String(issue.expected);
  return typeof key === 'string'
    ? `${key} is required (expected ${expected})`
    : `a value is required (expected ${expected})`;
}

/** An issue that says code loaded on demand is missing: the value is undecided, not wrong. */
export function isWaitingForCode(issue: Issue): boolean {
  return issue.code.endsWith('_not_loaded');
}

/** Converts zod issues into located issues, with `prefix` put before each path. */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], prefix: JsonPath = []): Issue[] {
  return issues.map((issue) =>
    createIssue(
      [
        ...prefix,
        ...issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)),
      ],
      getIssueCode(issue),
      getIssueMessage(issue),
    ),
  );
}

/** The result shape of every parser in chatforms: never thrown, always returned. */
export type ParseResult<T> =
  { success: true; data: T; warnings: Issue[] } | { success: false; issues: Issue[] };
