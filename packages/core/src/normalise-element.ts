import type { ElementRegistry } from './elements/element-registry.js';
import type { ElementTypeDefinition } from './elements/element-type.js';
import { parseInEnglish } from './english-messages.js';
import {
  createIssue,
  fromZodIssues,
  type Issue,
  isWaitingForCode,
  type JsonPath,
} from './issue.js';
import {
  describeValue,
  findCanonicalType,
  isJsonObject,
  type JsonObject,
  type NormaliseReport,
} from './normalise-report.js';

/** Renames element aliases (`spinner`), drops defaults that mean none, normalises nested parts. */
export function normaliseElement(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  registry: ElementRegistry,
): unknown {
  if (!isJsonObject(raw)) return raw;
  const element = { ...raw };
  element.elementId = normaliseId(element.elementId, [...path, 'elementId'], report);
  const canonical =
    typeof element.elementType === 'string'
      ? findCanonicalType(element.elementType, registry.list())
      : undefined;
  if (canonical !== undefined && canonical !== element.elementType) {
    report.warnings.push(
      createIssue(
        [...path, 'elementType'],
        'renamed_alias',
        `elementType ${describeValue(element.elementType)} is an alias; renamed to "${canonical}"`,
      ),
    );
    element.elementType = canonical;
  }
  const definition = registry.find(element.elementType);
  if (definition?.emptyDefaultMeansNone === true && element.defaultValue === '') {
    delete element.defaultValue;
    report.warnings.push(
      createIssue(
        [...path, 'defaultValue'],
        'removed_key',
        'defaultValue "" means no default; removed',
      ),
    );
  }
  definition?.normaliseParts?.(element, path, report);
  return element;
}

/** An element id written as a number (as some kits do) becomes its string, with a warning. */
export function normaliseId(value: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  report.warnings.push(
    createIssue(path, 'normalised_value', `element id ${value} is a number; read as "${value}"`),
  );
  return String(value);
}

function isUnderDefaultValue(issue: Issue): boolean {
  return issue.path[0] === 'defaultValue';
}

/**
 * One lenient repair of an element that fails with `issues`: a part the kit ignores replaced by what
 * it uses instead, else a default that is the only fault dropped. Undefined when neither applies.
 */
function repairElement(
  element: JsonObject,
  issues: readonly Issue[],
  definition: ElementTypeDefinition,
  path: JsonPath,
  report: NormaliseReport,
): JsonObject | undefined {
  const repaired = { ...element };
  const replaced = definition.replaceIgnoredParts?.(repaired, issues) ?? [];
  if (replaced.length > 0) {
    for (const issue of replaced)
      report.warnings.push(createIssue([...path, ...issue.path], issue.code, issue.message));
    return repaired;
  }
  if (!('defaultValue' in element) || !issues.every(isUnderDefaultValue)) return undefined;
  delete repaired.defaultValue;
  for (const issue of issues) {
    report.warnings.push(
      createIssue(
        [...path, ...issue.path],
        'dropped_default',
        `${issue.message}; the default is dropped`,
      ),
    );
  }
  return repaired;
}

// Each repair removes a key's fault for good; a few rounds cover every fault one element can have.
const maximumRepairs = 4;

/**
 * Lenient mode's per-element degradation: replaces the parts the kit ignores, drops a default that
 * is the element's only fault, and keeps an element its definition can show unusable (recorded in
 * `report.kept`).
 */
export function degradeElement(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  registry: ElementRegistry,
): unknown {
  if (!isJsonObject(raw)) return raw;
  const definition = registry.find(raw.elementType);
  if (definition === undefined) return raw;
  let element = raw;
  let result = definition.schema.safeParse(element, parseInEnglish);
  let issues = result.success ? [] : fromZodIssues(result.error.issues);
  for (let round = 0; round < maximumRepairs && !result.success; round += 1) {
    if (issues.some(isWaitingForCode)) break;
    const repaired = repairElement(element, issues, definition, path, report);
    if (repaired === undefined) break;
    element = repaired;
    result = definition.schema.safeParse(element, parseInEnglish);
    issues = result.success ? [] : fromZodIssues(result.error.issues);
  }
  if (result.success) return element;
  const kept = definition.keepUnusable?.(element, issues);
  if (kept !== undefined && typeof element.elementId === 'string') {
    (report.kept ??= new Map()).set(element.elementId, kept);
    for (const issue of issues) {
      report.warnings.push(
        createIssue(
          [...path, ...issue.path],
          'unusable_element',
          `${issue.message}; "${element.elementId}" is shown but cannot be used`,
        ),
      );
    }
  }
  return element;
}
