import { parseTree, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';
import { createIssue, type Issue, type JsonPath } from './issue.js';

/** Deeper nesting than this is refused: no form message needs it, and it guards every later walk. */
const maxJsonDepth = 100;

export type ReadJsonResult =
  { success: true; value: unknown } | { success: false; issues: Issue[] };

/** Reads input given as JSON text or as a value, refusing anything JSON cannot carry. */
export function readJsonInput(input: unknown): ReadJsonResult {
  if (typeof input === 'string') return readJsonText(input);
  const issue = findNonJson(input);
  return issue === undefined
    ? { success: true, value: input }
    : { success: false, issues: [issue] };
}

function readJsonText(text: string): ReadJsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      success: false,
      issues: [createIssue([], 'invalid_json', describeJsonError(text, error))],
    };
  }
  const issue = findNonJson(value);
  return issue === undefined ? { success: true, value } : { success: false, issues: [issue] };
}

/** JSON.parse says what went wrong but, on Node 20, not where: jsonc-parser finds the offset. */
function describeJsonError(text: string, error: unknown): string {
  if (text.trim() === '') return 'the input is empty: expected a JSON object';
  const reason = error instanceof Error ? error.message : String(error);
  const errors: ParseError[] = [];
  try {
    parseTree(text, errors, {
      disallowComments: true,
      allowTrailingComma: false,
      allowEmptyContent: false,
    });
  } catch {
    return `the input is not valid JSON: ${reason}`;
  }
  const first = errors[0];
  if (first === undefined) return `the input is not valid JSON: ${reason}`;
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  return `the input is not valid JSON at line ${line}, column ${column}: ${describeErrorCode(first.error)}`;
}

function describeErrorCode(code: ParseErrorCode): string {
  const name = printParseErrorCode(code);
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Walks a value without recursion, returning the first thing JSON cannot represent. */
function findNonJson(root: unknown): Issue | undefined {
  const stack: { value: unknown; path: JsonPath; ancestors: Set<object> }[] = [
    { value: root, path: [], ancestors: new Set() },
  ];
  while (stack.length > 0) {
    const { value, path, ancestors } = stack.pop()!;
    const issue = checkJsonValue(value, path, ancestors);
    if (issue !== undefined) return issue;
    if (typeof value !== 'object' || value === null) continue;
    const inner = new Set(ancestors).add(value);
    const entries = Array.isArray(value)
      ? value.map((item, index) => [index, item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) {
      if (item !== undefined || Array.isArray(value))
        stack.push({ value: item, path: [...path, key], ancestors: inner });
    }
  }
  return undefined;
}

function checkJsonValue(value: unknown, path: JsonPath, ancestors: Set<object>): Issue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? undefined
      : createIssue(path, 'not_json', `${value} is not a JSON number`);
  }
  if (typeof value !== 'object')
    return createIssue(
      path,
      'not_json',
      `${typeof value === 'undefined' ? 'undefined' : 'a ' + typeof value} cannot be written as JSON`,
    );
  if (ancestors.has(value))
    return createIssue(path, 'circular', 'the value refers to itself (a circular reference)');
  if (path.length > maxJsonDepth)
    return createIssue(
      path,
      'too_deep',
      `the value is nested more than ${maxJsonDepth} levels deep`,
    );
  if (!Array.isArray(value) && !isPlainObject(value)) {
    return createIssue(
      path,
      'not_json',
      `a ${value.constructor?.name ?? 'special'} object cannot be written as JSON; use plain objects`,
    );
  }
  return undefined;
}
