import type { FormValues } from '@chatforms/core';

// react-hook-form reads `.`, `[`, `]` and quotes in a name as a path; escaping them keeps every
// elementId one flat field, and escaping `%` keeps the mapping reversible.
const pathCharacters = /[.[\]"'%]/g;
const escapes = /%([0-9A-F]{2})/g;

/** The react-hook-form field name of an element: its elementId with path characters escaped. */
export function toFieldName(elementId: string): string {
  return elementId.replace(
    pathCharacters,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The elementId a react-hook-form field name stands for. */
export function toElementId(fieldName: string): string {
  return fieldName.replace(escapes, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Re-keys values from one naming to the other. */
export function renameKeys(values: FormValues, rename: (key: string) => string): FormValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [rename(key), value]));
}
