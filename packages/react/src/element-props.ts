import type { ElementType, FormElement } from '@chatforms/core/renderer';
import type { ComponentType } from 'react';

/** What every element component receives: its element, and whether the form is read-only. */
export interface ElementProps<E extends FormElement> {
  element: E;
  readOnly: boolean;
}

/** A component for every element type; pass some of them as `components` to replace the built-ins. */
export type ElementComponents = {
  [K in ElementType]: ComponentType<ElementProps<Extract<FormElement, { elementType: K }>>>;
};
