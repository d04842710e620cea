import type { FormValues, Interaction } from '@chatforms/core/renderer';
import type { Dispatch, SetStateAction } from 'react';

import type { ActionForm } from './actions/create-action-context.js';
import type { ActionStatus } from './interactive-form-options.js';

// What use-button-actions.ts and the press it loads on demand (run-press.ts) share.

/** A button's progress as stored; whether it is pressable is derived elsewhere. */
export interface StoredButtonState {
  status: ActionStatus;
  error: string | undefined;
}

/** What the buttons of one form keep across renders while their actions run. */
export interface ActionRuntime {
  isMounted: boolean;
  /**
   * Buttons pressed and not yet released, with the state their outcome set (undefined while the
   * action runs). A press is released only once that state is on screen: until then the closures
   * a click reaches still say the button is pressable, even after an interaction that used it up.
   */
  pressed: Map<string, StoredButtonState | undefined>;
  /**
   * Buttons whose action succeeded but whose `onInteraction` failed, with the server's next step
   * if it sent one: a retry only reports, then shows that step.
   */
  unreported: Map<string, unknown>;
  controllers: Set<AbortController>;
  /** The states on screen, as the last commit left them. */
  onScreen: ReadonlyMap<string, StoredButtonState>;
}

/** How the form that owns the buttons hears of a successful press. */
export interface PressOutcomeHandlers {
  addInteraction: (interaction: Interaction) => void;
  /** Called after a successful send with the values sent; true when the form holds others now. */
  settleSentValues: (sent: FormValues) => boolean;
  /** Shows the server's next step in the form's place (`<InteractiveForm>`'s; none headless). */
  showNextStep: ((message: unknown) => void) | undefined;
}

/** What one press works with: the runtime, the form, and how the form hears of a success. */
export interface Press extends PressOutcomeHandlers {
  runtime: ActionRuntime;
  setStates: Dispatch<SetStateAction<ReadonlyMap<string, StoredButtonState>>>;
  actionForm: ActionForm;
}

/** How a press shows itself: the button's progress, and the state its outcome leaves. */
export interface ButtonDisplay {
  showProgress: () => void;
  setState: (state: StoredButtonState) => void;
}
