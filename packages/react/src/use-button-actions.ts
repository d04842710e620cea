import type { ButtonElement, FormValues, Interaction } from '@chatforms/core/renderer';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { ActionOutcome } from './actions/action-outcome.js';
import {
  type ActionForm,
  createActionContext,
  showFieldErrors,
} from './actions/create-action-context.js';
import { runAction } from './actions/run-action.js';
import type { ActionStatus } from './interactive-form-options.js';
import { reportInDevelopment } from './report-in-development.js';

/** What the button actions need from the form that owns them. */
export interface ButtonActionsInput extends Omit<ActionForm, 'message'> {
  message: ActionForm['message'] | undefined;
  /** Whether the button may be pressed now (not read-only, completed or already used). */
  isPressable: (element: ButtonElement) => boolean;
  addInteraction: (interaction: Interaction) => void;
  /** Called after a successful send with the values sent; true when the form holds others now. */
  settleSentValues: (sent: FormValues) => boolean;
}

/** A button's progress as stored; whether it is pressable is derived elsewhere. */
export interface StoredButtonState {
  status: ActionStatus;
  error: string | undefined;
}

interface ActionRuntime {
  isMounted: boolean;
  /**
   * Buttons pressed and not yet released, with the state their outcome set (undefined while the
   * action runs). A press is released only once that state is on screen: until then the closures
   * a click reaches still say the button is pressable, even after an interaction that used it up.
   */
  pressed: Map<string, StoredButtonState | undefined>;
  /** Buttons whose action succeeded but whose `onInteraction` failed: a retry only reports. */
  unreported: Set<string>;
  controllers: Set<AbortController>;
  /** The states on screen, as the last commit left them. */
  onScreen: ReadonlyMap<string, StoredButtonState>;
}

const idle: StoredButtonState = { status: 'idle', error: undefined };

/** Runs button actions and keeps each button's progress; requests are aborted on unmount. */
export function useButtonActions(input: ButtonActionsInput) {
  // A Map, so that any elementId (`constructor`, `toString`) is an ordinary key.
  const [states, setStates] = useState<ReadonlyMap<string, StoredButtonState>>(new Map());
  const runtimeRef = useRef<ActionRuntime | null>(null);

  useEffect(() => {
    const runtime = (runtimeRef.current ??= createRuntime());
    runtime.onScreen = states;
    for (const [elementId, outcome] of runtime.pressed) {
      if (outcome !== undefined && states.get(elementId) === outcome)
        runtime.pressed.delete(elementId);
    }
  }, [states]);

  useEffect(() => {
    const runtime = (runtimeRef.current ??= createRuntime());
    runtime.isMounted = true;
    return () => {
      runtime.isMounted = false;
      for (const controller of runtime.controllers) controller.abort();
    };
  }, []);

  const {
    message,
    form,
    validation,
    options,
    messages,
    announce,
    focusField,
    isPressable,
    addInteraction,
    settleSentValues,
  } = input;
  const pressButton = useCallback(
    async (element: ButtonElement) => {
      const runtime = (runtimeRef.current ??= createRuntime());
      const { elementId } = element;
      if (message === undefined || runtime.pressed.has(elementId) || !isPressable(element)) return;
      runtime.pressed.set(elementId, undefined);
      const show = (state: StoredButtonState) => {
        if (runtime.isMounted) setStates((previous) => new Map(previous).set(elementId, state));
      };
      const showProgress = () => {
        show({ status: 'submitting', error: undefined });
        announce(messages.sending);
      };
      const setState = (state: StoredButtonState) => {
        // A fresh object each time, so the release below recognises this outcome on screen.
        const outcome = { ...state };
        if (runtime.pressed.has(elementId)) runtime.pressed.set(elementId, outcome);
        show(outcome);
      };
      const controller = new AbortController();
      runtime.controllers.add(controller);
      try {
        const actionForm = { message, form, validation, options, messages, announce, focusField };
        const context = createActionContext(element, controller.signal, actionForm);
        let sent: FormValues | undefined;
        // A copy: the form's own values object changes as the reader keeps typing.
        const validate = async () => (sent = structuredClone(await context.validate()));
        // The action says when its work starts (an apiAction once the form is valid): a press on
        // invalid fields shows their errors and nothing else, in one commit.
        const begin = () => runtime.isMounted && showProgress();
        let outcome: ActionOutcome = { status: 'succeeded' };
        if (runtime.unreported.has(elementId)) showProgress();
        else outcome = await runAction(element.action, { ...context, validate, begin });
        if (!runtime.isMounted) return;
        if (outcome.status === 'invalid') {
          // Nothing on screen to wait for when the button still shows idle: released now.
          if ((runtime.onScreen.get(elementId) ?? idle).status === 'idle')
            return void runtime.pressed.delete(elementId);
          return setState(idle);
        }
        if (outcome.status === 'failed') {
          showFieldErrors(actionForm, outcome.fieldErrors ?? {});
          announce(outcome.error);
          return setState({ status: 'failed', error: outcome.error });
        }
        runtime.unreported.add(elementId);
        // The values are sent here, whatever becomes of reporting the interaction below.
        const hasUnsentChanges = sent !== undefined && settleSentValues(sent);
        try {
          await options.onInteraction?.(elementId);
        } catch {
          announce(messages.interactionFailed);
          return setState({ status: 'failed', error: messages.interactionFailed });
        }
        runtime.unreported.delete(elementId);
        announce(hasUnsentChanges ? `${messages.sent} ${messages.changesNotSent}` : messages.sent);
        setState({ status: 'succeeded', error: undefined });
        addInteraction({ elementId, interactedAt: Math.floor(Date.now() / 1000) });
        // Used up: never released, whatever a caller holding an older pressButton believes.
        if (element.disableAfterInteracted) runtime.pressed.set(elementId, undefined);
      } catch (error) {
        // Only a bug gets here; shown as a failure, so the press is released and can be retried.
        reportInDevelopment(error);
        announce(messages.actionFailed);
        setState({ status: 'failed', error: messages.actionFailed });
      } finally {
        runtime.controllers.delete(controller);
      }
    },
    [
      message,
      form,
      validation,
      options,
      messages,
      announce,
      focusField,
      isPressable,
      addInteraction,
      settleSentValues,
    ],
  );

  const getStoredState = useCallback(
    (elementId: string): StoredButtonState => states.get(elementId) ?? idle,
    [states],
  );
  return { pressButton, getStoredState };
}

function createRuntime(): ActionRuntime {
  return {
    isMounted: false,
    pressed: new Map(),
    unreported: new Set(),
    controllers: new Set(),
    onScreen: new Map(),
  };
}
