'use client';

import type { ButtonElement } from '@chatforms/core/renderer';
import type { MouseEvent } from 'react';

import { ButtonContext, useRequiredContext } from './form-contexts.js';

/** A button's progress and press handler, for the built-in ButtonField or a custom button. */
export function useButtonControl(element: ButtonElement) {
  const context = useRequiredContext(ButtonContext, 'useButtonControl');
  const state = context.getButtonState(element);
  const press = (event?: MouseEvent) => {
    // A submit button's click also submits the form; the press alone runs the action.
    event?.preventDefault();
    void context.pressButton(element);
  };
  return {
    ...state,
    press,
    isSubmit: element.elementId === context.submitElementId,
    messages: context.messages,
  };
}
