import type { ButtonElement } from '@chatforms/core/renderer';
import { type Context, createContext, useContext } from 'react';

import type { UseFieldBinding } from './field-source.js';
import type { ButtonState } from './interactive-form-options.js';
import type { FormMessages } from './messages.js';

/** What fields read: stable for the life of a form, so typing in one field re-renders no other. */
export interface FieldContextValue {
  /** Over react-hook-form in a live form, to the values as they stand in a static one. */
  useFieldBinding: UseFieldBinding;
  messages: FormMessages;
  /** Hears every change of the form's values, for what depends on several (which fields show). */
  subscribeToValues: (onChange: () => void) => () => void;
  /** The form's values as they stand, by field name. */
  readValues: () => Readonly<Record<string, unknown>>;
  /** Says a text in the form's polite live region. */
  announce: (text: string) => void;
}

/** What buttons read: changes whenever an action's progress does. */
export interface ButtonContextValue {
  getButtonState: (element: ButtonElement) => ButtonState;
  pressButton: (element: ButtonElement) => Promise<void>;
  submitElementId: string;
  messages: FormMessages;
}

/** The contexts an open form's elements read, and how the form around them is shown. */
export interface OpenFormContexts {
  fieldContext: FieldContextValue;
  buttonContext: ButtonContextValue;
  readOnly: boolean;
  isSenderView: boolean;
}

/** Carries the form's control and strings to field components. */
export const FieldContext = createContext<FieldContextValue | null>(null);

/** Carries action progress and the press handler to button components. */
export const ButtonContext = createContext<ButtonContextValue | null>(null);

/** Reads a form context, explaining the mistake when a component is used outside a form. */
export function useRequiredContext<T>(context: Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (value === null) {
    throw new Error(`${hook} must be used inside <InteractiveForm> (or its FormElements).`);
  }
  return value;
}
