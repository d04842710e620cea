import {
  findHiddenElementIds,
  type FormElement,
  type FormMessage,
  getInputElements,
} from '@chatforms/core/renderer';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import { renameKeys, toElementId } from './field-names.js';
import { FieldContext, useRequiredContext } from './form-contexts.js';
import { subscribeToNothing } from './static-field-binding.js';

const noneHidden: ReadonlySet<string> = new Set();

function hasVisibilityRules(message: FormMessage): boolean {
  return getInputElements(message).some(
    (element) => (element as { visibleWhen?: unknown }).visibleWhen !== undefined,
  );
}

/** The words a screen reader hears for a field that appears: its label, else its placeholder, else its id. */
function nameField(element: FormElement): string {
  const { label, placeholder } = element as { label?: unknown; placeholder?: { text?: unknown } };
  if (typeof label === 'string' && label.trim() !== '') return label;
  const text = placeholder?.text;
  return typeof text === 'string' && text.trim() !== '' ? text : element.elementId;
}

/**
 * The elementIds the form's `visibleWhen` rules hide for its values as they stand, re-rendering
 * only when that set changes; a form without rules hears no value at all. A field that appears
 * is announced in the polite live region, and focus is left where it is.
 */
export function useHiddenElementIds(message: FormMessage): ReadonlySet<string> {
  const { subscribeToValues, readValues, announce, messages } = useRequiredContext(
    FieldContext,
    'useHiddenElementIds',
  );
  const hasRules = useMemo(() => hasVisibilityRules(message), [message]);
  // A text snapshot, so that a keystroke which changes no field's visibility re-renders nothing.
  const readHidden = () =>
    hasRules
      ? JSON.stringify([
          ...findHiddenElementIds(message, renameKeys(readValues() as never, toElementId)),
        ])
      : '[]';
  const snapshot = useSyncExternalStore(
    hasRules ? subscribeToValues : subscribeToNothing,
    readHidden,
    readHidden,
  );
  const hidden = useMemo(
    () => (snapshot === '[]' ? noneHidden : new Set(JSON.parse(snapshot) as string[])),
    [snapshot],
  );
  const previous = useRef(hidden);
  useEffect(() => {
    const shown = getInputElements(message).filter(
      ({ elementId }) => previous.current.has(elementId) && !hidden.has(elementId),
    );
    previous.current = hidden;
    if (shown.length > 0)
      announce(shown.map((element) => messages.fieldShown(nameField(element))).join(' '));
  }, [hidden, message, announce, messages]);
  return hidden;
}
