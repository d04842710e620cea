import {
  type FormMessage,
  type FormValue,
  type FormValues,
  getDefaultValues,
} from '@chatforms/core/renderer';

import { renameKeys, toFieldName } from './field-names.js';
import { reportInDevelopment } from './report-in-development.js';

/**
 * Where a form keeps values typed and not yet sent, by message id, so that they survive the form
 * unmounting (a virtualised chat list unmounts what scrolls away). Values are keyed by elementId.
 */
export interface FormValuesStore {
  get(messageId: string): FormValues | undefined;
  set(messageId: string, values: FormValues): void;
  delete(messageId: string): void;
}

/** The default store: memory shared by every form on the page, for the life of the page. */
export const memoryValuesStore: FormValuesStore = createMemoryValuesStore();

function createMemoryValuesStore(): FormValuesStore {
  const entries = new Map<string, FormValues>();
  return {
    get: (messageId) => entries.get(messageId),
    set: (messageId, values) => void entries.set(messageId, values),
    delete: (messageId) => void entries.delete(messageId),
  };
}

/**
 * The store with every call guarded: a host store that throws (storage full, a bad JSON entry)
 * costs the kept values, never typing or sending.
 */
export function guardValuesStore(store: FormValuesStore): FormValuesStore {
  const attempt = <T>(call: () => T): T | undefined => {
    try {
      return call();
    } catch (error) {
      reportInDevelopment('valuesStore failed; values are not kept', error);
      return undefined;
    }
  };
  return {
    get: (messageId) => attempt(() => store.get(messageId)),
    set: (messageId, values) => attempt(() => store.set(messageId, values)),
    delete: (messageId) => attempt(() => store.delete(messageId)),
  };
}

/** The message's `id` (a REST record's or an SDK message's), as the key of its stored values. */
export function getMessageId(message: object): string | undefined {
  const id: unknown = (message as { id?: unknown }).id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The values a form opens with, keyed by field name: its defaults, with any values the store kept for it. */
export function readStartValues(message: FormMessage, store: FormValuesStore): FormValues {
  const messageId = getMessageId(message);
  const stored = messageId === undefined ? undefined : store.get(messageId);
  return renameKeys(restoreValues(getDefaultValues(message), stored), toFieldName);
}

/**
 * The defaults with each stored value put over its field's, where the stored value has the same
 * shape; a store may hold values of an older version of the message, or anything a host put there.
 */
export function restoreValues(defaults: FormValues, stored: unknown): FormValues {
  if (typeof stored !== 'object' || stored === null) return defaults;
  return Object.fromEntries(
    Object.entries(defaults).map(([elementId, value]): [string, FormValue] => {
      const kept: unknown = Object.hasOwn(stored, elementId)
        ? (stored as Record<string, unknown>)[elementId]
        : undefined;
      return [elementId, hasSameShape(kept, value) ? kept : value];
    }),
  );
}

function hasSameShape(value: unknown, like: FormValue): value is FormValue {
  if (typeof like === 'string') return typeof value === 'string';
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** True when two sets of values hold the same value under every key. */
export function haveSameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => {
    const left = Object.hasOwn(a, key) ? a[key] : undefined;
    const right = Object.hasOwn(b, key) ? b[key] : undefined;
    if (Array.isArray(left) && Array.isArray(right))
      return left.length === right.length && left.every((item, index) => item === right[index]);
    return left === right;
  });
}
