import { createChunkLoader } from './create-chunk-loader.js';
import type { JsonSyntaxError } from './find-json-syntax-error.js';
import { createIssue, type Issue, type JsonPath } from './issue.js';

/** Deeper nesting than this is refused: no form message needs it, and it guards every later walk. */
const maxJsonDepth = 100;

export type ReadJsonResult =
  { success: true; value: unknown } | { success: false; issues: Issue[] };

/**
 * Reads input given as JSON text or as a value, refusing anything JSON cannot carry. Instances of
 * classes (a chat SDK's User, Group or Interaction) are read as JSON would write them: their
 * `toJSON()`, or else their own enumerable data properties; built-ins such as Map and Date are not.
 */
export function readJsonInput(input: unknown): ReadJsonResult {
  if (typeof input === 'string') return readJsonText(input);
  // Most values hold no class instance: one walk checks them and they are used as they are. A walk
  // that meets a class instance before any problem copies the instances and checks the copy.
  const issue = findNonJson(input, [], new Set(), true);
  if (issue === undefined) return { success: true, value: input };
  if (issue !== metClassInstance) return { success: false, issues: [issue] };
  const value = copyClassInstances(input, 0);
  const copyIssue = findNonJson(value);
  return copyIssue === undefined
    ? { success: true, value }
    : { success: false, issues: [copyIssue] };
}

/** What findNonJson gives when asked to stop at the first class instance and it meets one. */
const metClassInstance: Issue = createIssue([], 'class_instance', 'a class instance');

/** True for an instance of a user-defined class: not plain, not an array, not a built-in. */
export function isClassInstance(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !isPlainObject(value) &&
    Object.prototype.toString.call(value) === '[object Object]'
  );
}

/** A class instance as JSON.stringify would see it: its toJSON(), or its own enumerable data. */
export function readClassInstance(value: object): unknown {
  const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return toJSON.call(value);
  return Object.fromEntries(Object.entries(value).filter(([, item]) => typeof item !== 'function'));
}

/**
 * Copies the parts of a value that hold class instances, as plain objects; the rest is shared.
 * Stops at the depth limit, where findNonJson reports the value, and never follows a cycle.
 */
function copyClassInstances(value: unknown, depth: number, ancestors = new Set<object>()): unknown {
  if (typeof value !== 'object' || value === null || depth > maxJsonDepth) return value;
  if (ancestors.has(value)) return value;
  const source = isClassInstance(value) ? readClassInstance(value) : value;
  if (typeof source !== 'object' || source === null) return source;
  if (!Array.isArray(source) && !isPlainObject(source)) return source;
  // One set of ancestors for the whole walk, kept to the current path.
  ancestors.add(value);
  let changed = source !== value;
  const copy = (item: unknown) => {
    const read = copyClassInstances(item, depth + 1, ancestors);
    if (read !== item) changed = true;
    return read;
  };
  const result = Array.isArray(source)
    ? source.map(copy)
    : Object.fromEntries(Object.entries(source).map(([key, item]) => [key, copy(item)]));
  ancestors.delete(value);
  return changed ? result : value;
}

type JsonSyntaxLocator = (text: string) => JsonSyntaxError | undefined;

let locateSyntaxError: JsonSyntaxLocator | undefined;

/** Makes a JSON syntax error's line and column known; every entry of core but the renderer's does this on import. */
export function installJsonSyntaxLocator(locator: JsonSyntaxLocator): void {
  locateSyntaxError = locator;
}

/** Loads what finds where JSON text breaks (a chunk of its own in a bundled app); resolves at once when loaded. */
export const loadJsonSyntaxLocator: () => Promise<void> = createChunkLoader(
  () => import('./find-json-syntax-error.js'),
  (chunk) => installJsonSyntaxLocator(chunk.findJsonSyntaxError),
  () => locateSyntaxError !== undefined,
);

function readJsonText(text: string): ReadJsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // The renderer's entry loads the locator on this code, only for text that is not JSON.
    const issue =
      locateSyntaxError === undefined && text.trim() !== ''
        ? createIssue(
            [],
            'json_syntax_not_loaded',
            'the input is not valid JSON; its position is being found',
          )
        : createIssue([], 'invalid_json', describeJsonError(text, error));
    return { success: false, issues: [issue] };
  }
  // JSON.parse gives plain data without cycles: only its depth and numbers are left to check.
  const issue = findParsedFault(value, []);
  return issue === undefined ? { success: true, value } : { success: false, issues: [issue] };
}

/**
 * The first object of parsed JSON nested deeper than the limit, or number out of range, found in
 * the order findNonJson walks (last key first); recursion is safe, since it stops at the limit.
 */
function findParsedFault(value: unknown, path: JsonPath): Issue | undefined {
  if (typeof value === 'number') return findOutOfRangeNumber(value, path);
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length > maxJsonDepth) return createTooDeepIssue([...path]);
  const keys = Array.isArray(value) ? undefined : Object.keys(value);
  const length = keys === undefined ? (value as unknown[]).length : keys.length;
  for (let index = length - 1; index >= 0; index -= 1) {
    const key = keys === undefined ? index : keys[index]!;
    const item = (value as Record<string | number, unknown>)[key];
    if (typeof item !== 'object' && typeof item !== 'number') continue;
    path.push(key);
    const issue = findParsedFault(item, path);
    path.pop();
    if (issue !== undefined) return issue;
  }
  return undefined;
}

/** JSON.parse reads a literal such as `1e400` as Infinity, which no later check would notice. */
function findOutOfRangeNumber(value: number, path: JsonPath): Issue | undefined {
  if (Number.isFinite(value)) return undefined;
  return createIssue(
    [...path],
    'number_out_of_range',
    `the number is too large to read: it reads as ${value}`,
  );
}

/** JSON.parse says what went wrong but, on Node 20, not where: findJsonSyntaxError finds the offset. */
function describeJsonError(text: string, error: unknown): string {
  if (text.trim() === '') return 'the input is empty: expected a JSON object';
  const reason = error instanceof Error ? error.message : String(error);
  const first = locateSyntaxError?.(text);
  if (first === undefined) return `the input is not valid JSON: ${reason}`;
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  return `the input is not valid JSON at line ${line}, column ${column}: ${first.problem}`;
}

/** True for an object whose prototype is Object.prototype or null. */
export function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The first thing in a value that JSON cannot represent, last key first; with `stopAtClass`, the
 * first class instance met gives `metClassInstance` instead. Recursion stops at the depth limit,
 * and one path and one set of ancestors serve the whole walk.
 */
function findNonJson(
  value: unknown,
  path: JsonPath = [],
  ancestors = new Set<object>(),
  stopAtClass = false,
): Issue | undefined {
  const issue = checkJsonValue(value, path, ancestors, stopAtClass);
  if (issue !== undefined || typeof value !== 'object' || value === null) return issue;
  ancestors.add(value);
  // Keys by index, as findParsedFault reads them: no array of entries to build for each object.
  const keys = Array.isArray(value) ? undefined : Object.keys(value);
  const length = keys === undefined ? (value as unknown[]).length : keys.length;
  for (let index = length - 1; index >= 0; index -= 1) {
    const key = keys === undefined ? index : keys[index]!;
    const item = (value as Record<string | number, unknown>)[key];
    if (item === undefined && keys !== undefined) continue;
    path.push(key);
    const found = findNonJson(item, path, ancestors, stopAtClass);
    path.pop();
    if (found !== undefined) return found;
  }
  ancestors.delete(value);
  return undefined;
}

/**
 * The first place `root` is nested deeper than the limit, as an issue; walks without recursion and
 * visits each object once, so shared or circular references cannot make it slow.
 */
export function findTooDeepValue(root: unknown): Issue | undefined {
  const stack: { value: unknown; path: JsonPath }[] = [{ value: root, path: [] }];
  const visited = new Set<object>();
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null || visited.has(value)) continue;
    if (path.length > maxJsonDepth) return createTooDeepIssue(path);
    visited.add(value);
    for (const [key, item] of listEntries(value)) stack.push({ value: item, path: [...path, key] });
  }
  return undefined;
}

/** The keys and values of an object or array; a hole in an array is there, as undefined. */
function listEntries(value: object): (readonly [string | number, unknown])[] {
  return Array.isArray(value)
    ? Array.from(value, (item: unknown, index) => [index, item] as const)
    : Object.entries(value);
}

function createTooDeepIssue(path: JsonPath): Issue {
  return createIssue(path, 'too_deep', `the value is nested more than ${maxJsonDepth} levels deep`);
}

/** The issue of one value, with a copy of `path` (the walk goes on changing it). */
function checkJsonValue(
  value: unknown,
  path: JsonPath,
  ancestors: Set<object>,
  stopAtClass: boolean,
): Issue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? undefined
      : createIssue([...path], 'not_json', `${value} is not a JSON number`);
  }
  if (typeof value !== 'object')
    return createIssue(
      [...path],
      'not_json',
      `${typeof value === 'undefined' ? 'undefined' : 'a ' + typeof value} cannot be written as JSON`,
    );
  if (ancestors.has(value))
    return createIssue([...path], 'circular', 'the value refers to itself (a circular reference)');
  if (path.length > maxJsonDepth) return createTooDeepIssue([...path]);
  if (!Array.isArray(value) && !isPlainObject(value)) {
    if (stopAtClass && isClassInstance(value)) return metClassInstance;
    return createIssue(
      [...path],
      'not_json',
      `a ${value.constructor?.name ?? 'special'} object cannot be written as JSON; use plain objects`,
    );
  }
  return undefined;
}
