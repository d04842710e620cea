import type { FormValues } from '@chatforms/core/renderer';
import { useSyncExternalStore } from 'react';

import type { UseFieldBinding } from './field-source.js';
import { readChangedValue } from './read-changed-value.js';

const ignore = () => undefined;
/** A store subscription for a value that never changes. */
export const subscribeToNothing = () => ignore;

/**
 * Binds fields to the values a static form opens with, and to the `changes` made to it since. Its
 * one hook is the live binding's, so a field that turns live keeps its state and DOM. A change is
 * kept in `changes` and handed to `onChange` (which turns the form live with it, and gives the form
 * new contexts so that its fields show it) rather than dropped: a screen reader can check a box with
 * no focus first, and a reader types on while the live form's code arrives. No field subscribes to
 * anything: a history of static forms keeps no subscription.
 */
export function createStaticFieldBinding(
  values: FormValues,
  changes: ReadonlyMap<string, unknown>,
  onChange: (name: string, value: unknown) => void,
): UseFieldBinding {
  return function useStaticFieldBinding(name) {
    const read = () => (changes.has(name) ? changes.get(name) : values[name]);
    const value = useSyncExternalStore(subscribeToNothing, read, read);
    const change = (input: unknown) => onChange(name, readChangedValue(input));
    return {
      field: { name, value, onChange: change, onBlur: ignore, ref: ignore },
      fieldState: { error: undefined },
    };
  };
}
