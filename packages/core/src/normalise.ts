import { findGoalWarnings } from './check-goal-reachable.js';
import { findElementDefinition, listElementDefinitions } from './elements/element-registry.js';
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
  type Normalised,
  type NormaliseReport,
  type ParseOptions,
} from './normalise-report.js';
import { findTooDeepValue } from './read-json.js';

/** Renames element aliases (`spinner`), drops defaults that mean none, normalises nested parts. */
export function normaliseElement(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isJsonObject(raw)) return raw;
  const element = { ...raw };
  element.elementId = normaliseId(element.elementId, [...path, 'elementId'], report);
  const canonical =
    typeof element.elementType === 'string'
      ? findCanonicalType(element.elementType, listElementDefinitions())
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

function isUnderDefaultValue(issue: Issue): boolean {
  return issue.path[0] === 'defaultValue';
}

/**
 * Lenient mode's per-element degradation: drops a default that is the element's only fault, and
 * keeps an element its definition can show unusable (recorded in `report.kept`).
 */
function degradeElement(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isJsonObject(raw)) return raw;
  const definition = findElementDefinition(raw.elementType);
  if (definition === undefined) return raw;
  let element = raw;
  let result = definition.schema.safeParse(element, parseInEnglish);
  if (result.success) return element;
  let issues = fromZodIssues(result.error.issues);
  if (
    'defaultValue' in element &&
    issues.every(isUnderDefaultValue) &&
    !issues.some(isWaitingForCode)
  ) {
    element = { ...element };
    delete element.defaultValue;
    for (const issue of issues) {
      report.warnings.push(
        createIssue(
          [...path, ...issue.path],
          'dropped_default',
          `${issue.message}; the default is dropped`,
        ),
      );
    }
    result = definition.schema.safeParse(element, parseInEnglish);
    if (result.success) return element;
    issues = fromZodIssues(result.error.issues);
  }
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

function isKnownElementType(element: unknown): boolean {
  return !isJsonObject(element) || findElementDefinition(element.elementType) !== undefined;
}

/** How far normalising goes: ParseOptions, and whether lenient mode degrades elements now. */
export interface NormaliseOptions extends ParseOptions {
  /**
   * Lenient mode only: leave each element as written, to be degraded in a second pass if the whole
   * message fails. A message that parses has no element to degrade, so its elements are checked once.
   */
  deferDegrading?: boolean;
}

/** Normalises every element of a form; in lenient mode drops formFields of unknown type. */
export function normaliseInteractiveData(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  options: NormaliseOptions = {},
): unknown {
  if (!isJsonObject(raw)) return raw;
  const form = { ...raw };
  const degrades = options.mode === 'lenient' && options.deferDegrading !== true;
  if (Array.isArray(form.formFields)) {
    const fields = form.formFields.map((element, index) => {
      const elementPath = [...path, 'formFields', index];
      const normalised = normaliseElement(element, elementPath, report);
      return degrades ? degradeElement(normalised, elementPath, report) : normalised;
    });
    form.formFields = fields.filter((element, index) => {
      if (options.mode !== 'lenient' || isKnownElementType(element)) return true;
      const type = isJsonObject(element)
        ? describeValue(element.elementType)
        : describeValue(element);
      report.warnings.push(
        createIssue(
          [...path, 'formFields', index],
          'skipped_element',
          `element of unknown type ${type} skipped`,
        ),
      );
      return false;
    });
  }
  if (form.submitElement !== undefined) {
    const elementPath = [...path, 'submitElement'];
    const normalised = normaliseElement(form.submitElement, elementPath, report);
    form.submitElement = degrades ? degradeElement(normalised, elementPath, report) : normalised;
  }
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
  const tooDeep = findTooDeepValue(raw);
  if (tooDeep !== undefined) return { value: raw, warnings: [], errors: [tooDeep] };
  const report: NormaliseReport = { warnings: [], errors: [] };
  const value = normaliseMessageInto(raw, report, options);
  return { value, warnings: report.warnings, errors: report.errors };
}

/** `normaliseFormMessage`, writing into a report that parsing reads further (`kept`). */
export function normaliseMessageInto(
  raw: unknown,
  report: NormaliseReport,
  options: NormaliseOptions = {},
): unknown {
  if (!isJsonObject(raw) || !isJsonObject(raw.data)) return raw;
  const message = { ...raw, ...readReceiver(raw) };
  const data = { ...raw.data };
  if (Array.isArray(data.interactions))
    data.interactions = data.interactions.map((interaction, index) =>
      normaliseInteraction(interaction, ['data', 'interactions', index], report),
    );
  if (isJsonObject(data.interactionGoal) && Array.isArray(data.interactionGoal.elementIds)) {
    const path = ['data', 'interactionGoal', 'elementIds'];
    data.interactionGoal = {
      ...data.interactionGoal,
      elementIds: data.interactionGoal.elementIds.map((elementId, index) =>
        normaliseId(elementId, [...path, index], report),
      ),
    };
  }
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
  report.warnings.push(...findGoalWarnings(data));
  return { ...message, data };
}

/**
 * The receiver as the spec writes it, a uid or guid: SDKs hand over a User or Group entity, and a
 * message built for sending keeps it in `receiverId`. Not a fault, so not reported.
 */
function readReceiver(message: JsonObject): { receiver?: unknown } {
  const receiver = message.receiver;
  if (isJsonObject(receiver)) {
    const id = receiver.uid ?? receiver.guid;
    return typeof id === 'string' ? { receiver: id } : {};
  }
  if (receiver === undefined && typeof message.receiverId === 'string')
    return { receiver: message.receiverId };
  return {};
}

/** An element id written as a number (as some kits do) becomes its string, with a warning. */
function normaliseId(value: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  report.warnings.push(
    createIssue(path, 'normalised_value', `element id ${value} is a number; read as "${value}"`),
  );
  return String(value);
}

/** An interaction with a numeric elementId, or its time in seconds written as digits. */
function normaliseInteraction(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isJsonObject(raw)) return raw;
  const interaction = { ...raw };
  interaction.elementId = normaliseId(interaction.elementId, [...path, 'elementId'], report);
  if (typeof interaction.interactedAt === 'string' && /^\d+$/.test(interaction.interactedAt)) {
    report.warnings.push(
      createIssue(
        [...path, 'interactedAt'],
        'normalised_value',
        `interactedAt "${interaction.interactedAt}" is text; read as seconds`,
      ),
    );
    interaction.interactedAt = Number(interaction.interactedAt);
  }
  return interaction;
}
