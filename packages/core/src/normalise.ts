import { actionDefinitions } from './actions/action-definitions.js';
import { elementDefinitions } from './elements/element-definitions.js';
import { createIssue, type Issue, type JsonPath } from './issue.js';

/** How strictly to read a message. */
export interface ParseOptions {
  /**
   * `strict` (default): an unknown elementType is an issue. `lenient` (the renderer's mode): an
   * unknown element in formFields is dropped with a warning so the rest of the form still shows.
   */
  mode?: 'strict' | 'lenient';
}

type JsonObject = Record<string, unknown>;

/** What a normalisation pass found: one warning per change, and the conflicts it could not resolve. */
export interface NormaliseReport {
  warnings: Issue[];
  errors: Issue[];
}

/** A normalisation pass over a whole message: the rewritten value and its report. */
export interface Normalised extends NormaliseReport {
  value: unknown;
}

const typesWhereEmptyDefaultMeansNone = new Set(['dropdown', 'radio', 'singleSelect', 'dateTime']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function findCanonicalName(
  name: string,
  definitions: Record<string, { aliases: readonly string[] }>,
): string | undefined {
  if (Object.hasOwn(definitions, name)) return name;
  return Object.entries(definitions).find(([, definition]) =>
    definition.aliases.includes(name),
  )?.[0];
}

/** Renames action aliases (`custom`, `deepLinking`, a `type` key) and upper-cases the method. */
export function normaliseAction(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isObject(raw)) return raw;
  const action = { ...raw };
  if (action.type !== undefined && action.actionType === undefined) {
    action.actionType = action.type;
    delete action.type;
    report.warnings.push(
      createIssue(
        [...path, 'type'],
        'renamed_key',
        'the action type was given as "type"; renamed to "actionType"',
      ),
    );
  }
  const canonical =
    typeof action.actionType === 'string'
      ? findCanonicalName(action.actionType, actionDefinitions)
      : undefined;
  if (canonical !== undefined && canonical !== action.actionType) {
    report.warnings.push(
      createIssue(
        [...path, 'actionType'],
        'renamed_alias',
        `actionType "${String(action.actionType)}" is an alias; renamed to "${canonical}"`,
      ),
    );
    action.actionType = canonical;
  }
  if (action.type !== undefined && typeof action.type === 'string') {
    const typeName = findCanonicalName(action.type, actionDefinitions) ?? action.type;
    if (typeName === action.actionType) {
      delete action.type;
      report.warnings.push(
        createIssue([...path, 'type'], 'removed_key', 'the "type" key repeats actionType; removed'),
      );
    } else {
      report.errors.push(
        createIssue(
          [...path, 'type'],
          'action_type_mismatch',
          `type "${action.type}" disagrees with actionType "${String(action.actionType)}"`,
        ),
      );
    }
  }
  if (
    typeof action.method === 'string' &&
    action.method !== action.method.toUpperCase() &&
    action.method.trim() !== ''
  ) {
    report.warnings.push(
      createIssue(
        [...path, 'method'],
        'normalised_value',
        `method "${action.method}" upper-cased to "${action.method.toUpperCase()}"`,
      ),
    );
    action.method = action.method.toUpperCase();
  }
  return action;
}

/** Renames element aliases (`spinner`), drops empty-string defaults of single choices, normalises button actions. */
export function normaliseElement(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isObject(raw)) return raw;
  const element = { ...raw };
  const canonical =
    typeof element.elementType === 'string'
      ? findCanonicalName(element.elementType, elementDefinitions)
      : undefined;
  if (canonical !== undefined && canonical !== element.elementType) {
    report.warnings.push(
      createIssue(
        [...path, 'elementType'],
        'renamed_alias',
        `elementType "${String(element.elementType)}" is an alias; renamed to "${canonical}"`,
      ),
    );
    element.elementType = canonical;
  }
  if (
    typesWhereEmptyDefaultMeansNone.has(String(element.elementType)) &&
    element.defaultValue === ''
  ) {
    delete element.defaultValue;
    report.warnings.push(
      createIssue(
        [...path, 'defaultValue'],
        'removed_key',
        'defaultValue "" means no default; removed',
      ),
    );
  }
  if (element.elementType === 'button')
    element.action = normaliseAction(element.action, [...path, 'action'], report);
  return element;
}

function isKnownElementType(element: unknown): boolean {
  return (
    !isObject(element) ||
    (typeof element.elementType === 'string' &&
      Object.hasOwn(elementDefinitions, element.elementType))
  );
}

/** Normalises every element of a form; in lenient mode drops formFields of unknown type. */
export function normaliseInteractiveData(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  options: ParseOptions = {},
): unknown {
  if (!isObject(raw)) return raw;
  const form = { ...raw };
  if (Array.isArray(form.formFields)) {
    const fields = form.formFields.map((element, index) =>
      normaliseElement(element, [...path, 'formFields', index], report),
    );
    form.formFields = fields.filter((element, index) => {
      if (options.mode !== 'lenient' || isKnownElementType(element)) return true;
      const type = isObject(element) ? String(element.elementType) : typeof element;
      report.warnings.push(
        createIssue(
          [...path, 'formFields', index],
          'skipped_element',
          `element of unknown type "${type}" skipped`,
        ),
      );
      return false;
    });
  }
  if (form.submitElement !== undefined)
    form.submitElement = normaliseElement(form.submitElement, [...path, 'submitElement'], report);
  return form;
}

/**
 * Renames the names other chat kits use (element, action and goal aliases) in a whole message without
 * validating it, and reports each change. `parseFormMessage` does this first; call it alone to show
 * or edit a message that does not parse yet in the names it will have. Never throws; the input is
 * not changed.
 * @example
 * const { value, warnings } = normaliseFormMessage(JSON.parse(pasted));
 * for (const warning of warnings) console.log(warning.pointer, warning.message);
 */
export function normaliseFormMessage(raw: unknown, options: ParseOptions = {}): Normalised {
  const report: NormaliseReport = { warnings: [], errors: [] };
  if (!isObject(raw) || !isObject(raw.data)) return { value: raw, ...report };
  const data = { ...raw.data };
  data.interactiveData = normaliseInteractiveData(
    data.interactiveData,
    ['data', 'interactiveData'],
    report,
    options,
  );
  if (isObject(data.interactionGoal) && data.interactionGoal.type === 'oneOf') {
    data.interactionGoal = { ...data.interactionGoal, type: 'anyOf' };
    report.warnings.push(
      createIssue(
        ['data', 'interactionGoal', 'type'],
        'renamed_alias',
        'interactionGoal type "oneOf" is an alias; renamed to "anyOf"',
      ),
    );
  }
  return { value: { ...raw, data }, ...report };
}
