import type { z } from 'zod/mini';

import { defaultElementRegistry, type ElementRegistry } from './elements/element-registry.js';
import type { FormValue, FormValues, ValueCheck, ValueIssue } from './elements/values.js';
import { getVisibleWhen, isRuleMet, type VisibleWhen } from './elements/visible-when.js';
import { type FormSource, getInputElements, type SubmissionOptions } from './input-elements.js';
import { getIssueMessage, type Issue, type ParseResult, toJsonPointer } from './issue.js';
import { isPlainObject } from './read-json.js';

/** One input of a plan: its check, or the zod schema of an added type that gives no check. */
type FieldPlan = { elementId: string; pointer: string } & (
  | { check: ValueCheck; schema?: undefined }
  | { check?: undefined; schema: z.ZodMiniType<FormValue, unknown> }
);

/** A field's visibility rule, with the position of the earlier field that decides it. */
interface FieldRule {
  rule: VisibleWhen;
  decidedBy: number;
}

/** A form's check generated as one function: undefined for values it does not take. */
export type CompiledValuesCheck = (input: object) => ParseResult<FormValues> | undefined;

/** How a form's values are checked, compiled once per form. */
export interface SubmissionPlan {
  /** The registry whose definitions made the checks. */
  registry: ElementRegistry;
  fields: readonly FieldPlan[];
  elementIds: ReadonlySet<string>;
  /** Each field's position in `fields`, by elementId. */
  positions: ReadonlyMap<string, number>;
  /** Each field's visibility rule by position, or undefined when no field has one. */
  rules?: readonly (FieldRule | undefined)[] | undefined;
  /** Checks so far; the generated check is made at the second, so a form checked once never pays for it. */
  uses: number;
  /** The generated check, once made; null where none can be (see installSubmissionCompiler). */
  compiledCheck: CompiledValuesCheck | null | undefined;
}

function createSubmissionPlan(form: FormSource, registry: ElementRegistry): SubmissionPlan {
  const fields = new Map<string, FieldPlan>();
  const rules: (FieldRule | undefined)[] = [];
  for (const element of getInputElements(form, { registry })) {
    const input = registry.find(element.elementType)?.input;
    if (!input) continue;
    const { elementId } = element;
    rules.push(findFieldRule(element, fields));
    const pointer = toJsonPointer([elementId]);
    fields.set(
      elementId,
      input.createValueCheck
        ? { elementId, pointer, check: input.createValueCheck(element) }
        : { elementId, pointer, schema: input.createValueSchema(element) },
    );
  }
  const ids = [...fields.keys()];
  return {
    fields: [...fields.values()],
    elementIds: new Set(ids),
    positions: new Map(ids.map((id, position) => [id, position])),
    registry,
    rules: rules.some((rule) => rule !== undefined) ? rules : undefined,
    uses: 0,
    // The generated check knows nothing of rules, so a form with any goes the general way.
    compiledCheck: rules.some((rule) => rule !== undefined) ? null : undefined,
  };
}

/** An element's rule and the position of the field deciding it; none for a rule naming no earlier field. */
function findFieldRule(
  element: object,
  earlier: ReadonlyMap<string, FieldPlan>,
): FieldRule | undefined {
  const rule = getVisibleWhen(element);
  if (rule === undefined || !earlier.has(rule.elementId)) return undefined;
  return { rule, decidedBy: [...earlier.keys()].indexOf(rule.elementId) };
}

/** Which fields show so far, and the values kept of those checked, by position. */
export interface VisibilityState {
  shown: boolean[];
  kept: (FormValue | undefined)[];
}

/**
 * Whether the field at `position` shows, from the fields before it (in `state`, filled in form
 * order): a field whose deciding field is hidden is hidden too, so a chain of rules hides at once.
 */
export function isFieldShown(
  plan: SubmissionPlan,
  position: number,
  state: VisibilityState,
): boolean {
  const fieldRule = plan.rules?.[position];
  const shown =
    fieldRule === undefined ||
    (state.shown[fieldRule.decidedBy] === true &&
      isRuleMet(fieldRule.rule, state.kept[fieldRule.decidedBy]));
  state.shown[position] = shown;
  return shown;
}

/** The warning for an answer to a hidden field, which is not kept: the kits show every field. */
export function createHiddenValueWarning(field: FieldPlan): Issue {
  return {
    path: [field.elementId],
    pointer: field.pointer,
    code: 'hidden_value_dropped',
    message: `"${field.elementId}" is hidden by its visibleWhen, so its answer is not kept`,
  };
}

/** True for a value that answers something: not left out and not blank. */
export function isAnswered(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
}

// Compiling a form's checks costs far more than running them, and forms are immutable once
// parsed, so each form object keeps the plan it was last checked with (forms are read with one
// registry; another one makes a new plan).
const plans = new WeakMap<FormSource, SubmissionPlan>();

/** The plan of a form's checks, compiled on first use. */
export function getSubmissionPlan(
  form: FormSource,
  options: SubmissionOptions = {},
): SubmissionPlan {
  const registry = options.registry ?? defaultElementRegistry;
  let plan = plans.get(form);
  if (plan?.registry !== registry) {
    plan = createSubmissionPlan(form, registry);
    plans.set(form, plan);
  }
  return plan;
}

/** The message of values that are not an object. */
export const notAnObject = 'Expected an object of values';

/** True for an object that can hold values by elementId (not an array). */
export function isValuesObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

function isPlainJsonItem(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return true;
  return typeof value === 'number' && Number.isFinite(value);
}

/** Plain values read at once: each field's value by its position, and whether they are all there. */
export interface PlainValues {
  values: unknown[];
  /** Every field given, in the form's order: a copy of the input is then the form's values. */
  isCompleteInOrder: boolean;
}

/**
 * Reads a plain object of the form's own fields whose values are JSON scalars or lists of strings:
 * readJsonInput would return it as it is, so its walk is skipped. Anything else (unknown keys,
 * nested objects, class instances) is undefined, for the long way, which reports it.
 */
export function readPlainJsonValues(plan: SubmissionPlan, input: unknown): PlainValues | undefined {
  if (!isValuesObject(input) || !isPlainObject(input)) return undefined;
  const { fields } = plan;
  // Holes read as undefined, which is what a field left out holds.
  const values = new Array<unknown>(fields.length);
  // A plain object's keys are its own, unless something made a key of Object.prototype enumerable.
  const mayInherit = hasEnumerableKeys(Object.prototype);
  let next = 0;
  let count = 0;
  let isInOrder = true;
  for (const key in input) {
    // Values usually come in the form's order, where a comparison finds the field without a look-up.
    const position = fields[next]?.elementId === key ? next : plan.positions.get(key);
    if (position === undefined || (mayInherit && !Object.hasOwn(input, key))) return undefined;
    const value = input[key];
    // Text first: nearly every value is, and the check of the others is slower to reach.
    if (typeof value !== 'string' && !isPlainJsonValue(value)) return undefined;
    values[position] = value;
    // A key given undefined is a field left out, whose blank value the result holds instead.
    if (value !== undefined) count += 1;
    if (position !== next) isInOrder = false;
    next = position + 1;
  }
  // A field's own key that is not enumerable was not seen above, and its value not looked at.
  if (count < fields.length && fields.some(({ elementId }) => isHidden(input, elementId)))
    return undefined;
  return { values, isCompleteInOrder: isInOrder && count === fields.length };
}

/** Whether for…in finds any key on `object` (stopping at the first; Object.keys would list them all). */
export function hasEnumerableKeys(object: object): boolean {
  for (const _key in object) return true;
  return false;
}

function isHidden(input: object, key: string): boolean {
  return Object.hasOwn(input, key) && !Object.prototype.propertyIsEnumerable.call(input, key);
}

/** True for undefined, a JSON scalar or a list of strings: a value readJsonInput returns as it is. */
export function isPlainJsonValue(value: unknown): boolean {
  if (!Array.isArray(value)) return value === undefined || isPlainJsonItem(value);
  for (let index = 0; index < value.length; index += 1)
    if (typeof value[index] !== 'string') return false;
  return true;
}

/** The keys of `input` that are not fields of the form. */
export function listUnknownKeys(plan: SubmissionPlan, input: object): string[] {
  return Object.keys(input).filter((key) => !plan.elementIds.has(key));
}

/** The message for keys that are not fields of the form. */
export function describeUnknownKeys(keys: readonly string[]): string {
  return `not a field of this form: ${keys.join(', ')}`;
}

/** The value of an elementId, read from own keys only (never the prototype). */
export function readOwnValue(input: Record<string, unknown>, elementId: string): unknown {
  return Object.hasOwn(input, elementId) ? input[elementId] : undefined;
}

/** Sets a value by definition, so an elementId such as `__proto__` is an ordinary key. */
export function defineValue(data: FormValues, elementId: string, value: FormValue): void {
  if (elementId === '__proto__')
    Object.defineProperty(data, elementId, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else data[elementId] = value;
}

/** Adds the value issues `found` past `start`, located under their field, to `issues` (made if none). */
export function addLocatedIssues(
  issues: Issue[] | undefined,
  field: FieldPlan,
  found: readonly ValueIssue[],
  start: number,
): Issue[] {
  const located = issues ?? [];
  for (let index = start; index < found.length; index += 1)
    located.push(locateIssue(field, found[index]!));
  return located;
}

/** A value issue located under its field, as validateSubmission reports it. */
function locateIssue(field: FieldPlan, issue: ValueIssue): Issue {
  if (issue.path.length === 0)
    return {
      path: [field.elementId],
      pointer: field.pointer,
      code: issue.code,
      message: issue.message,
    };
  const path = [field.elementId, ...issue.path];
  const pointer = field.pointer + toJsonPointer(issue.path);
  return { path, pointer, code: issue.code, message: getIssueMessage({ ...issue, path }) };
}
