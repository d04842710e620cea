import type { ElementType } from '@chatforms/core';

/** How each element type is named to authors. */
export const elementTypeNames = {
  label: 'Label',
  textInput: 'Text input',
  button: 'Button',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
  radio: 'Radio',
  singleSelect: 'Single select',
  dateTime: 'Date / time',
} satisfies Record<ElementType, string>;

/** The author-facing name of a type, or the raw type when it is unknown. */
export function getElementTypeName(elementType: unknown): string {
  const key = String(elementType);
  return Object.hasOwn(elementTypeNames, key) ? elementTypeNames[key as ElementType] : key;
}

/** The words that identify an element in lists: its label, text or button text, else its id. */
export function getElementSummary(element: Record<string, unknown>): string {
  for (const key of ['label', 'text', 'buttonText', 'elementId']) {
    const value = element[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '(no id)';
}
