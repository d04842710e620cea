import type { FormValues } from '@chatforms/core/renderer';

// react-hook-form reads `.`, `[`, `]` and quotes in a name as a path; escaping them keeps every
// elementId one flat field, and escaping `%` keeps the mapping reversible.
const pathCharacters = /[.[\]"'%]/g;
const escapes = /%([0-9A-F]{2})/g;

const escape = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * True for names react-hook-form refuses to write (`__proto__`, `constructor`, `prototype`) or
 * reads from Object.prototype when the field is missing (`toString`, `hasOwnProperty`, …).
 */
function isPrototypeName(name: string): boolean {
  return name === 'prototype' || name in Object.prototype;
}

/**
 * The react-hook-form field name of an element: its elementId with path characters escaped, and
 * the first character of a prototype member's name escaped so that no field shares its name.
 */
export function toFieldName(elementId: string): string {
  const name = elementId.replace(pathCharacters, escape);
  return isPrototypeName(name) ? escape(name.charAt(0)) + name.slice(1) : name;
}

/** The elementId a react-hook-form field name stands for. */
export function toElementId(fieldName: string): string {
  return fieldName.replace(escapes, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Re-keys values from one naming to the other. */
export function renameKeys(values: FormValues, rename: (key: string) => string): FormValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [rename(key), value]));
}
