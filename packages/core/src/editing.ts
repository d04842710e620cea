import { createApiAction } from './actions/api-action.js';
import { createFormMessage } from './create-form-message.js';
import { createButtonElement } from './elements/button/button.js';
import { findElementDefinition } from './elements/element-registry.js';
import type { ElementType, FormElement } from './elements/form-element.js';
import { listElementIds } from './interactive-data.js';
import type { FormMessageInput } from './message.js';
import {
  renameTranslatedElement,
  updateTranslatedElement,
} from './translations/edit-translations.js';

/** One element of a draft message, as written (before defaults). */
export type DraftElement = FormMessageInput['data']['interactiveData']['formFields'][number];

/** One option of a choice element in a draft. */
export interface DraftOption {
  value: string;
  label: string;
}

/** The message-level settings an editor changes; `undefined` removes a setting. */
export interface MessageSettingsPatch {
  title?: string | undefined;
  goalCompletionText?: string | undefined;
  submitElement?: FormMessageInput['data']['interactiveData']['submitElement'];
  interactionGoal?: FormMessageInput['data']['interactionGoal'];
  allowSenderInteraction?: boolean | undefined;
  metadata?: Record<string, unknown> | undefined;
  tags?: string[] | undefined;
}

/**
 * Creates an empty but valid form message: a title, no fields and a submit button that is its goal, so
 * a link button added later does not complete the form.
 */
export function createEmptyFormMessage(): FormMessageInput {
  return createFormMessage({
    title: 'Untitled form',
    formFields: [],
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Submit',
      action: createApiAction({ url: 'https://example.org/submissions' }),
    }),
    goalCompletionText: 'Thank you!',
    interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
  });
}

/** Returns `base` when unused, else `base` followed by the smallest number that makes it unique. */
export function createUniqueElementId(base: string, existingIds: Iterable<string>): string {
  const taken = new Set(existingIds);
  const stem = base.replace(/-?\d+$/, '') || 'element';
  if (base !== '' && !taken.has(base)) return base;
  let counter = 1;
  while (taken.has(`${stem}${counter}`)) counter += 1;
  return `${stem}${counter}`;
}

/** Creates a type's starting element with an id not among `existingIds`; throws for an unknown type. */
export function createDefaultElement(
  elementType: ElementType,
  existingIds: Iterable<string>,
): FormElement {
  const definition = findElementDefinition(elementType);
  if (definition === undefined) throw new Error(`unknown element type "${elementType}"`);
  return definition.createStarter(
    createUniqueElementId(`${elementType}1`, existingIds),
  ) as FormElement;
}

/** Adds a default element of a type at `index` (default: the end). */
export function addElement(
  message: FormMessageInput,
  elementType: ElementType,
  index?: number,
): FormMessageInput {
  const element = createDefaultElement(elementType, listElementIds(message.data.interactiveData));
  return insertElement(message, element, index);
}

/** Inserts a given element at `index` (default: the end), renaming its id when it is taken. */
export function insertElement(
  message: FormMessageInput,
  element: DraftElement,
  index?: number,
): FormMessageInput {
  const fields = [...message.data.interactiveData.formFields];
  const elementId = createUniqueElementId(
    element.elementId,
    listElementIds(message.data.interactiveData),
  );
  const at = clampIndex(index ?? fields.length, fields.length);
  fields.splice(at, 0, { ...element, elementId } as DraftElement);
  return withFields(message, fields);
}

/** Removes an element and drops its id from the interaction goal and its texts from translations. */
export function removeElement(message: FormMessageInput, elementId: string): FormMessageInput {
  const fields = message.data.interactiveData.formFields.filter(
    (element) => element.elementId !== elementId,
  );
  const goal = message.data.interactionGoal;
  const next = updateTranslatedElement(withFields(message, fields), elementId, () => undefined);
  if (!goal?.elementIds?.includes(elementId)) return next;
  const elementIds = goal.elementIds.filter((id) => id !== elementId);
  return { ...next, data: { ...next.data, interactionGoal: { ...goal, elementIds } } };
}

/** Copies an element right after itself, giving the copy a new unique id. */
export function duplicateElement(message: FormMessageInput, elementId: string): FormMessageInput {
  const fields = message.data.interactiveData.formFields;
  const index = fields.findIndex((element) => element.elementId === elementId);
  const original = fields[index];
  if (original === undefined) return message;
  return insertElement(message, structuredClone(original), index + 1);
}

/** Moves the element at `from` to `to` (indexes into formFields); out-of-range moves change nothing. */
export function moveElement(message: FormMessageInput, from: number, to: number): FormMessageInput {
  const fields = [...message.data.interactiveData.formFields];
  if (from === to || from < 0 || from >= fields.length || to < 0 || to >= fields.length) {
    return message;
  }
  const [moved] = fields.splice(from, 1);
  fields.splice(to, 0, moved as DraftElement);
  return withFields(message, fields);
}

/**
 * Merges a patch into the field or submit button with `elementId`; `undefined` values remove keys. A
 * new elementId is carried into the interaction goal, so renaming the goal's button keeps it the goal,
 * and into translations, which keep the element's texts.
 */
export function updateElement(
  message: FormMessageInput,
  elementId: string,
  patch: Record<string, unknown>,
): FormMessageInput {
  const form = message.data.interactiveData;
  const newId = patch.elementId;
  const renamed = renameGoalId(
    typeof newId === 'string' ? renameTranslatedElement(message, elementId, newId) : message,
    elementId,
    newId,
  );
  if (form.submitElement.elementId === elementId) {
    const submitElement = mergePatch(form.submitElement, patch);
    return updateMessageSettings(renamed, { submitElement });
  }
  const fields = form.formFields.map((element) =>
    element.elementId === elementId ? mergePatch(element, patch) : element,
  );
  return withFields(renamed, fields);
}

function renameGoalId(message: FormMessageInput, from: string, to: unknown): FormMessageInput {
  const goal = message.data.interactionGoal;
  if (typeof to !== 'string' || to === from || !goal?.elementIds?.includes(from)) return message;
  const elementIds = goal.elementIds.map((id) => (id === from ? to : id));
  return { ...message, data: { ...message.data, interactionGoal: { ...goal, elementIds } } };
}

/**
 * Replaces the options of a choice element, dropping defaults, and translated labels, of values no
 * longer among them.
 */
export function setElementOptions(
  message: FormMessageInput,
  elementId: string,
  options: readonly DraftOption[],
): FormMessageInput {
  const element = message.data.interactiveData.formFields.find(
    (candidate) => candidate.elementId === elementId,
  );
  if (element === undefined || !('options' in element)) return message;
  const values = new Set(options.map((option) => option.value));
  const current: unknown = 'defaultValue' in element ? element.defaultValue : undefined;
  const defaultValue = Array.isArray(current)
    ? current.filter((value: string) => values.has(value))
    : typeof current === 'string' && values.has(current)
      ? current
      : undefined;
  const translated = updateTranslatedElement(message, elementId, (texts) => {
    if (typeof texts.options !== 'object') return texts;
    const labels = Object.entries(texts.options).filter(([value]) => values.has(value));
    return { ...texts, options: Object.fromEntries(labels) };
  });
  return updateElement(translated, elementId, { options: [...options], defaultValue });
}

/**
 * Replaces each element of a type the spec does not have (number), or only those of `elementIds`,
 * by the spec element that the chat service's stock kits render in its place, with the same
 * elementId; an element that does not parse yet is kept as it is, for the author to fix first.
 */
export function replaceWithSpecElements(
  message: FormMessageInput,
  elementIds?: readonly string[],
): FormMessageInput {
  const fields = message.data.interactiveData.formFields.map((element) => {
    const definition = findElementDefinition(element.elementType);
    if (definition?.toSpecElement === undefined) return element;
    if (elementIds !== undefined && !elementIds.includes(element.elementId)) return element;
    const parsed = definition.schema.safeParse(element);
    return parsed.success ? (definition.toSpecElement(parsed.data) as DraftElement) : element;
  });
  return withFields(message, fields);
}

/** True for an element type the spec does not have, which the stock kits skip. */
export function isExtensionElementType(elementType: string): boolean {
  return findElementDefinition(elementType)?.toSpecElement !== undefined;
}

/** Changes message-level settings: title, submit button, completion text, goal, tags and more. */
export function updateMessageSettings(
  message: FormMessageInput,
  patch: MessageSettingsPatch,
): FormMessageInput {
  const formPatch = pick(patch, ['title', 'goalCompletionText', 'submitElement']);
  const dataPatch = pick(patch, ['interactionGoal', 'allowSenderInteraction', 'metadata']);
  const interactiveData = mergePatch(message.data.interactiveData, formPatch);
  const data = mergePatch({ ...message.data, interactiveData }, dataPatch);
  const next = { ...message, data } as FormMessageInput;
  return mergePatch(next, pick(patch, ['tags']));
}

function withFields(message: FormMessageInput, formFields: DraftElement[]): FormMessageInput {
  const interactiveData = { ...message.data.interactiveData, formFields };
  return { ...message, data: { ...message.data, interactiveData } };
}

function mergePatch<T extends object>(target: T, patch: Record<string, unknown>): T {
  const merged = { ...target } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged as T;
}

function pick(object: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => keys.includes(key)));
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), length);
}
