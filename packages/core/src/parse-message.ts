import type { z } from 'zod/mini';

import { type ButtonAction, buttonActionSchema } from './actions/button-action.js';
import { normaliseAction } from './actions/normalise-action.js';
import { defaultElementRegistry } from './elements/element-registry.js';
import type { FormElement } from './elements/form-element.js';
import { parseInEnglish } from './english-messages.js';
import type { InteractiveData } from './interactive-data.js';
import {
  createIssue,
  fromZodIssues,
  type Issue,
  isWaitingForCode,
  type ParseResult,
} from './issue.js';
import { fitsWhenWrittenAgain, messageLimits } from './limits.js';
import { checkDataSize, checkInteractiveDataSize, type FormMessage } from './message.js';
import { normaliseMessageInto } from './normalise.js';
import { normaliseElement } from './normalise-element.js';
import { normaliseInteractiveData } from './normalise-form.js';
import {
  isJsonObject,
  type JsonObject,
  type KeptElement,
  type NormaliseReport,
} from './normalise-report.js';
import type { ParseOptions } from './parse-options.js';
import { readJsonInput } from './read-json.js';
import { readMessageObject } from './read-message-object.js';

const discriminators: Record<string, string> = {
  elementType: 'unknown_element_type',
  actionType: 'unknown_action_type',
};

/** Names the unrecognised value of an element or action type, and gives the issue a precise code. */
function describeUnknownTypes(issues: Issue[], value: unknown): Issue[] {
  return issues.map((issue) => {
    const key = issue.path.at(-1);
    if (issue.code !== 'invalid_union' || typeof key !== 'string' || !(key in discriminators))
      return issue;
    const received = issue.path.reduce<unknown>(
      (node, segment) => (node as Record<string | number, unknown> | undefined)?.[segment],
      value,
    );
    const written = JSON.stringify(received) ?? '';
    // Cut short: in lenient mode an oversized message is read, and its type may be megabytes long.
    const shown =
      received === undefined
        ? 'it is missing'
        : `not ${written.length > 200 ? `${written.slice(0, 200)}…` : written}`;
    return createIssue(issue.path, discriminators[key] ?? issue.code, `${issue.message}, ${shown}`);
  });
}

/** Where a parsed value keeps its form, for the elements lenient mode keeps. */
type FindForm = (value: unknown) => unknown;

/** Replaces each kept element of a form (by elementId) with what `replace` makes of it. */
function replaceKeptElements(
  form: unknown,
  kept: Map<string, KeptElement>,
  replace: (element: JsonObject, keeping: KeptElement) => JsonObject,
): void {
  if (!isJsonObject(form)) return;
  const swap = (element: unknown) => {
    const id = isJsonObject(element) ? element.elementId : undefined;
    const keeping = typeof id === 'string' ? kept.get(id) : undefined;
    return keeping === undefined ? element : replace(element as JsonObject, keeping);
  };
  if (Array.isArray(form.formFields)) form.formFields = form.formFields.map(swap);
  form.submitElement = swap(form.submitElement);
}

/** How a parser reads its input beyond the schema: where the form is, and what limits its size. */
export interface ParserSteps {
  findForm?: FindForm;
  readInput?: (input: unknown) => unknown;
  /** The size limit, measured on the input as read (as written and sent, before any default). */
  checkSize?: (value: unknown) => Issue | undefined;
  mode?: ParseOptions['mode'];
}

/** Text within the size limit holds no part over it, which measuring would write out again. */
function isSmallText(input: unknown): boolean {
  return typeof input === 'string' && fitsWhenWrittenAgain(input, messageLimits.dataBytes);
}

/** Reads, normalises and checks an input against `schema`; the one way every parse function runs. */
export function runParser<T>(
  input: unknown,
  schema: z.ZodMiniType<T, unknown>,
  normalise: (value: unknown, report: NormaliseReport, deferDegrading: boolean) => unknown,
  steps: ParserSteps = {},
): ParseResult<T> {
  const { findForm = () => undefined, readInput = (value: unknown) => value } = steps;
  try {
    const given = readInput(input);
    const read = readJsonInput(given);
    if (!read.success) return read;
    const sizeIssue =
      steps.checkSize === undefined || isSmallText(given) ? undefined : steps.checkSize(read.value);
    // Refused before the schema, whose work grows with the input, unless lenient mode shows it anyway.
    if (sizeIssue !== undefined && steps.mode !== 'lenient')
      return { success: false, issues: [sizeIssue] };
    const parse = (deferDegrading: boolean) => {
      const report: NormaliseReport = { warnings: [], errors: [] };
      if (sizeIssue !== undefined) report.warnings.push(sizeIssue);
      return parseNormalised(normalise(read.value, report, deferDegrading), report);
    };
    // Lenient mode degrades the elements that fail their own schema; a message that parses whole
    // has none, so its elements are checked once, and only a failing one is read again to degrade.
    // One that waits for code loaded on demand, and has no other fault, has nothing to degrade: a
    // renderer reads it again once the code is in.
    const whole = parse(steps.mode === 'lenient');
    if (whole.success || steps.mode !== 'lenient' || whole.issues.every(isWaitingForCode))
      return whole;
    return parse(false);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      success: false,
      issues: [createIssue([], 'unreadable', `the input could not be read: ${reason}`)],
    };
  }

  function parseNormalised(value: unknown, report: NormaliseReport): ParseResult<T> {
    const kept = report.kept ?? new Map<string, KeptElement>();
    // The normalised value is a copy, so stand-ins may be swapped into it.
    replaceKeptElements(findForm(value), kept, (_element, keeping) => keeping.standIn);
    const result = schema.safeParse(value, parseInEnglish);
    const issues = [
      ...report.errors,
      ...(result.success ? [] : describeUnknownTypes(fromZodIssues(result.error.issues), value)),
    ];
    if (issues.length > 0 || !result.success) return { success: false, issues };
    replaceKeptElements(findForm(result.data), kept, (parsed, keeping) => keeping.restore(parsed));
    return { success: true, data: result.data, warnings: report.warnings };
  }
}

// What a lenient parse with the default registry answered for each message it returned: the
// renderer's own reading, so that it shows a message an app parsed (to list or filter it, or on its
// server's answer) without reading it a second time (bench/profile.md: the largest cost of
// chatforms' own at mount).
const parsedMessages = new WeakMap<object, ParseResult<FormMessage>>();

/**
 * What a lenient `parseFormMessage` with the default registry answered when it returned this very
 * object as its `data`, or undefined for any other value. Like React props, a message is not
 * changed after it is parsed: a changed message is a new object, parsed again.
 */
export function findParseResult(message: unknown): ParseResult<FormMessage> | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const found = parsedMessages.get(message);
  // A copy of the warnings, so that the caller may add its own.
  return found?.success === true ? { ...found, warnings: [...found.warnings] } : undefined;
}

/**
 * Parses an interactive form message from JSON text or a value; never throws.
 * @example
 * const result = parseFormMessage(requestBody);
 * if (!result.success) for (const issue of result.issues) console.log(issue.pointer, issue.message);
 */
export function parseFormMessage(
  input: unknown,
  options: ParseOptions = {},
): ParseResult<FormMessage> {
  const registry = options.registry ?? defaultElementRegistry;
  const result = runParser(
    input,
    registry.schemas().formMessageSchema,
    (value, report, deferDegrading) =>
      normaliseMessageInto(value, report, { ...options, registry, deferDegrading }),
    {
      findForm: (value) =>
        isJsonObject(value) && isJsonObject(value.data) ? value.data.interactiveData : undefined,
      readInput: readMessageObject,
      checkSize: (value) => (isJsonObject(value) ? checkDataSize(value) : undefined),
      mode: options.mode,
    },
  );
  // A reading that waits for code loaded on demand changes once it loads: it is not kept.
  if (
    result.success &&
    options.mode === 'lenient' &&
    registry === defaultElementRegistry &&
    !result.warnings.some(isWaitingForCode)
  )
    parsedMessages.set(result.data, result);
  return result;
}

/** Parses a message's `interactiveData` alone (as chat SDKs build it); never throws. */
export function parseInteractiveData(
  input: unknown,
  options: ParseOptions = {},
): ParseResult<InteractiveData> {
  const registry = options.registry ?? defaultElementRegistry;
  return runParser(
    input,
    registry.schemas().interactiveDataSchema,
    (value, report, deferDegrading) =>
      normaliseInteractiveData(value, [], report, { ...options, registry, deferDegrading }),
    { findForm: (value) => value, checkSize: checkInteractiveDataSize, mode: options.mode },
  );
}

/** Parses one form element of the types in `options.registry` (the default registry's otherwise); never throws. */
export function parseFormElement(
  input: unknown,
  options: Pick<ParseOptions, 'registry'> = {},
): ParseResult<FormElement> {
  const registry = options.registry ?? defaultElementRegistry;
  return runParser(input, registry.schemas().formElementSchema, (value, report) =>
    normaliseElement(value, [], report, registry),
  );
}

/** Parses one button action; never throws. */
export function parseButtonAction(input: unknown): ParseResult<ButtonAction> {
  return runParser(input, buttonActionSchema, (value, report) =>
    normaliseAction(value, [], report),
  );
}
