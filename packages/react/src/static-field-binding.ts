import type { FormValues } from '@chatforms/core/renderer';
import { useSyncExternalStore } from 'react';

import type { UseFieldBinding } from './field-source.js';
import { readChangedValue } from './read-changed-value.js';

const ignore = () => undefined;
/** A store subscription for a value that never changes. */
export const subscribeToNothing = () => ignore;

/**
 * Binds fields to the values a static form opens with. Its one hook is the live binding's, so a
 * field that turns live keeps its state and DOM. A change is shown at once and handed to
 * `onChange` (which turns the form live with it) rather than dropped: a screen reader can check a
 * box with no focus first, and a reader can type on while the live form's code arrives.
 */
export function createStaticFieldBinding(
  values: FormValues,
  onChange: (name: string, value: unknown) => void,
): UseFieldBinding {
  const changed = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return function useStaticFieldBinding(name) {
    const read = () => (changed.has(name) ? changed.get(name) : values[name]);
    const value = useSyncExternalStore(subscribe, read, read);
    const change = (input: unknown) => {
      const next = readChangedValue(input);
      changed.set(name, next);
      // A controlled control shows what it is given: without its new value, React would put the
      // old one back and lose what the reader typed and where the caret was.
      for (const listener of listeners) listener();
      onChange(name, next);
    };
    return {
      field: { name, value, onChange: change, onBlur: ignore, ref: ignore },
      fieldState: { error: undefined },
    };
  };
}
