import type { ButtonElement } from '@chatforms/core/renderer';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';

import type { ActionForm } from './actions/create-action-context.js';
import type {
  ActionRuntime,
  ButtonDisplay,
  Press,
  PressOutcomeHandlers,
  StoredButtonState,
} from './button-press.js';
import { loadInteractionCode, preloadInteractionCode } from './load-interaction-code.js';
import { NextStepContext } from './next-step.js';
import { reportInDevelopment } from './report-in-development.js';

/** What the button actions need from the form that owns them. */
export interface ButtonActionsInput
  extends Omit<ActionForm, 'message'>, Omit<PressOutcomeHandlers, 'showNextStep'> {
  message: ActionForm['message'] | undefined;
  /** Whether the button may be pressed now (not read-only, completed or already used). */
  isPressable: (element: ButtonElement) => boolean;
}

const idle: StoredButtonState = { status: 'idle', error: undefined };

/** Runs button actions and keeps each button's progress; requests are aborted on unmount. */
export function useButtonActions(input: ButtonActionsInput) {
  const { states, setStates, runtimeRef } = useActionRuntime();
  const showNextStep = useContext(NextStepContext)?.show;
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
      if (message === undefined || runtime.pressed.has(element.elementId) || !isPressable(element))
        return;
      const actionForm = { message, form, validation, options, messages, announce, focusField };
      await pressOnce(element, {
        runtime,
        setStates,
        actionForm,
        addInteraction,
        settleSentValues,
        showNextStep,
      });
    },
    [
      runtimeRef,
      setStates,
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
      showNextStep,
    ],
  );

  const getStoredState = useCallback(
    (elementId: string): StoredButtonState => states.get(elementId) ?? idle,
    [states],
  );
  return { pressButton, getStoredState };
}

/**
 * The buttons' states on screen, and the runtime that outlives renders: it learns which states
 * are on screen after each commit, and aborts the requests still running on unmount.
 */
function useActionRuntime() {
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
    preloadInteractionCode();
    const runtime = (runtimeRef.current ??= createRuntime());
    runtime.isMounted = true;
    return () => {
      runtime.isMounted = false;
      for (const controller of runtime.controllers) controller.abort();
    };
  }, []);
  return { states, setStates, runtimeRef };
}

/** Runs a press of a button nobody is pressing now, from its action to the state it leaves. */
async function pressOnce(element: ButtonElement, press: Press): Promise<void> {
  const { runtime, actionForm } = press;
  runtime.pressed.set(element.elementId, undefined);
  const display = createButtonDisplay(element.elementId, press);
  const controller = new AbortController();
  runtime.controllers.add(controller);
  try {
    // What a press runs loads on demand: usually it came when the form turned live.
    const code = await loadInteractionCode();
    await code.runPress(element, controller.signal, press, display);
  } catch (error) {
    // Only a bug or a failed load gets here; shown as a failure, so the press is released and can be retried.
    reportInDevelopment(error);
    actionForm.announce(actionForm.messages.actionFailed);
    display.setState({ status: 'failed', error: actionForm.messages.actionFailed });
  } finally {
    runtime.controllers.delete(controller);
  }
}

function createButtonDisplay(
  elementId: string,
  { runtime, setStates, actionForm }: Press,
): ButtonDisplay {
  const show = (state: StoredButtonState) => {
    if (runtime.isMounted) setStates((previous) => new Map(previous).set(elementId, state));
  };
  return {
    showProgress() {
      show({ status: 'submitting', error: undefined });
      actionForm.announce(actionForm.messages.sending);
    },
    setState(state) {
      // A fresh object each time, so the release below recognises this outcome on screen.
      const outcome = { ...state };
      if (runtime.pressed.has(elementId)) runtime.pressed.set(elementId, outcome);
      show(outcome);
    },
  };
}

function createRuntime(): ActionRuntime {
  return {
    isMounted: false,
    pressed: new Map(),
    unreported: new Map(),
    controllers: new Set(),
    onScreen: new Map(),
  };
}
