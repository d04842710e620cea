import {
  createIssue,
  findParseResult,
  type FormMessage,
  type InteractionGoal,
  isInputElement,
  type Issue,
  loadDateTimePatterns,
  loadDateTimeSupport,
  loadJsonSyntaxLocator,
  parseFormElement,
  parseFormMessage,
  type ParseResult,
} from '@chatforms/core/renderer';

import { findElementCodeLoad } from './element-components.js';

// A message object is read once however often it mounts (a chat list remounts bubbles as they
// scroll back into view); like React props, a changed message is a new object.
const readMessages = new WeakMap<object, ParseResult<FormMessage>>();

/**
 * Parses a message for display: leniently (unknown element types are skipped with a warning) and
 * with a warning for every input that has no label, since its elementId is shown instead.
 */
export function readFormMessage(input: unknown): ParseResult<FormMessage> {
  if (typeof input !== 'object' || input === null) return readUncachedMessage(input);
  const cached = readMessages.get(input);
  if (cached !== undefined) return cached;
  const result = readUncachedMessage(input);
  if (!listParsingLoads(result).length) readMessages.set(input, result);
  return result;
}

// What a reading without code loaded on demand asks for, and what loads each.
const loaders: Record<string, () => Promise<void>> = {
  date_time_not_loaded: loadDateTimeSupport,
  date_time_patterns_not_loaded: loadDateTimePatterns,
  json_syntax_not_loaded: loadJsonSyntaxLocator,
};

/** What parsing waits for: the dateTime code, date-fns, the JSON syntax locator, or nothing. */
function listParsingLoads(read: ParseResult<FormMessage>): (() => Promise<void>)[] {
  const problems = read.success ? read.warnings : read.issues;
  return problems.map((issue) => loaders[issue.code]).filter((load) => load !== undefined);
}

/**
 * What loads on demand before the message can be shown: the dateTime element's code, date-fns for
 * a custom dateTimeFormat, the JSON syntax locator for broken text, the components of its element
 * types that are chunks of their own (number, rating), or nothing.
 */
export function listOnDemandLoads(read: ParseResult<FormMessage>): (() => Promise<void>)[] {
  const fields = read.success ? read.data.data.interactiveData.formFields : [];
  const components = fields.map((element) => findElementCodeLoad(element.elementType));
  return [...new Set([...listParsingLoads(read), ...components])].filter(
    (load) => load !== undefined,
  );
}

/**
 * Loads what a reading waits for (see listOnDemandLoads), then calls `onLoaded`, or `onFailed` with
 * the reason; returns an effect's cleanup, after which neither is called.
 */
export function loadWhatReadingNeeds(
  read: ParseResult<FormMessage>,
  onLoaded: () => void,
  onFailed: (error: unknown) => void,
): () => void {
  let isCurrent = true;
  Promise.all(listOnDemandLoads(read).map((load) => load())).then(
    () => isCurrent && onLoaded(),
    (error: unknown) => isCurrent && onFailed(error),
  );
  return () => {
    isCurrent = false;
  };
}

const ignore = () => undefined;

function readUncachedMessage(input: unknown): ParseResult<FormMessage> {
  // A message the app parsed with core is shown as core read it, without a second reading.
  const result = findParseResult(input) ?? parseFormMessage(input, { mode: 'lenient' });
  // Read again once the patterns load: a reading without them must not be kept.
  const loads = listParsingLoads(result);
  if (loads.length) {
    // The code is asked for now, in the render that finds it is needed, not in the effect after
    // the commit, which a concurrent render runs after the loading line is painted (a frame
    // later). Each load is fetched once; loadWhatReadingNeeds hears how it ends.
    for (const load of loads) load().catch(ignore);
    return result;
  }
  if (!result.success) return result;
  return { ...result, warnings: [...result.warnings, ...findMissingLabels(result.data)] };
}

function findMissingLabels(message: FormMessage): Issue[] {
  return message.data.interactiveData.formFields.flatMap((element, index) => {
    const label = (element as { label?: unknown }).label;
    if (!isInputElement(element) || (typeof label === 'string' && label.trim() !== '')) return [];
    const path = ['data', 'interactiveData', 'formFields', index, 'label'];
    const text = `"${element.elementId}" has no label; its elementId is shown instead`;
    return [createIssue(path, 'missing_label', text)];
  });
}

/** The uid of the message's sender, from a REST record (`sender: uid`) or an SDK message (`sender.uid`). */
export function getSenderId(message: FormMessage): string | undefined {
  const sender: unknown = (message as { sender?: unknown }).sender;
  if (typeof sender === 'string') return sender;
  const uid: unknown = (sender as { uid?: unknown } | null | undefined)?.uid;
  return typeof uid === 'string' ? uid : undefined;
}

/**
 * The elements lenient parsing kept although they cannot be used (a button with an empty or unsafe
 * url), each with the reason strict parsing gives.
 */
export function findUnusableElements(read: ParseResult<FormMessage>): Map<string, string> {
  const unusable = new Map<string, string>();
  if (!read.success || !read.warnings.some((warning) => warning.code === 'unusable_element'))
    return unusable;
  const { formFields, submitElement } = read.data.data.interactiveData;
  for (const element of [...formFields, submitElement]) {
    const checked = parseFormElement(element);
    if (!checked.success)
      unusable.set(element.elementId, checked.issues.map((issue) => issue.message).join('; '));
  }
  return unusable;
}

/** docs/design.md: a message without a goal is complete once its submit button succeeds. */
export function getGoal(message: FormMessage): Pick<InteractionGoal, 'type' | 'elementIds'> {
  const submitId = message.data.interactiveData.submitElement.elementId;
  return message.data.interactionGoal ?? { type: 'anyOf', elementIds: [submitId] };
}

/** True when the reader sent this message and may not fill it in. */
export function isSenderViewOf(message: FormMessage, currentUserId: string | undefined): boolean {
  return (
    currentUserId !== undefined &&
    getSenderId(message) === currentUserId &&
    !message.data.allowSenderInteraction
  );
}
