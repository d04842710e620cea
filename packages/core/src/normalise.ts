import { findElementDefinition, listElementDefinitions } from './elements/element-registry.js';
import { createIssue, type JsonPath } from './issue.js';
import {
  findCanonicalType,
  isJsonObject,
  type Normalised,
  type NormaliseReport,
  type ParseOptions,
} from './normalise-report.js';

/** Renames element aliases (`spinner`), drops defaults that mean none, normalises nested parts. */
export function normaliseElement(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isJsonObject(raw)) return raw;
  const element = { ...raw };
  const canonical =
    typeof element.elementType === 'string'
      ? findCanonicalType(element.elementType, listElementDefinitions())
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
  const definition = findElementDefinition(element.elementType);
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

function isKnownElementType(element: unknown): boolean {
  return !isJsonObject(element) || findElementDefinition(element.elementType) !== undefined;
}

/** Normalises every element of a form; in lenient mode drops formFields of unknown type. */
export function normaliseInteractiveData(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  options: ParseOptions = {},
): unknown {
  if (!isJsonObject(raw)) return raw;
  const form = { ...raw };
  if (Array.isArray(form.formFields)) {
    const fields = form.formFields.map((element, index) =>
      normaliseElement(element, [...path, 'formFields', index], report),
    );
    form.formFields = fields.filter((element, index) => {
      if (options.mode !== 'lenient' || isKnownElementType(element)) return true;
      const type = isJsonObject(element) ? String(element.elementType) : typeof element;
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
  if (!isJsonObject(raw) || !isJsonObject(raw.data)) return { value: raw, ...report };
  const data = { ...raw.data };
  data.interactiveData = normaliseInteractiveData(
    data.interactiveData,
    ['data', 'interactiveData'],
    report,
    options,
  );
  if (isJsonObject(data.interactionGoal) && data.interactionGoal.type === 'oneOf') {
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
