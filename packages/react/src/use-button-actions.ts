import type { ButtonElement, FormValues, Interaction } from '@chatforms/core/renderer';
import type { Dispatch, SetStateAction } from 'react';
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
  const { states, setStates, runtimeRef } = useActionRuntime();
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
    const runtime = (runtimeRef.current ??= createRuntime());
    runtime.isMounted = true;
    return () => {
      runtime.isMounted = false;
      for (const controller of runtime.controllers) controller.abort();
    };
  }, []);
  return { states, setStates, runtimeRef };
}

/** What one press works with: the runtime, the form, and how the form hears of a success. */
interface Press extends Pick<ButtonActionsInput, 'addInteraction' | 'settleSentValues'> {
  runtime: ActionRuntime;
  setStates: Dispatch<SetStateAction<ReadonlyMap<string, StoredButtonState>>>;
  actionForm: ActionForm;
}

/** How a press shows itself: the button's progress, and the state its outcome leaves. */
interface ButtonDisplay {
  showProgress: () => void;
  setState: (state: StoredButtonState) => void;
}

/** Runs a press of a button nobody is pressing now, from its action to the state it leaves. */
async function pressOnce(element: ButtonElement, press: Press): Promise<void> {
  const { runtime, actionForm } = press;
  runtime.pressed.set(element.elementId, undefined);
  const display = createButtonDisplay(element.elementId, press);
  const controller = new AbortController();
  runtime.controllers.add(controller);
  try {
    const run = await runButtonAction(element, controller.signal, press, display);
    if (!runtime.isMounted) return;
    await settleOutcome(element, run, press, display);
  } catch (error) {
    // Only a bug gets here; shown as a failure, so the press is released and can be retried.
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

/** What a button's action came to, with the values it sent (a copy taken as they were sent). */
interface ActionRun {
  outcome: ActionOutcome;
  sent: FormValues | undefined;
}

async function runButtonAction(
  element: ButtonElement,
  signal: AbortSignal,
  { runtime, actionForm }: Press,
  display: ButtonDisplay,
): Promise<ActionRun> {
  const context = createActionContext(element, signal, actionForm);
  let sent: FormValues | undefined;
  // A copy: the form's own values object changes as the reader keeps typing.
  const validate = async () => (sent = structuredClone(await context.validate()));
  // The action says when its work starts (an apiAction once the form is valid): a press on
  // invalid fields shows their errors and nothing else, in one commit.
  const begin = () => runtime.isMounted && display.showProgress();
  // An action that succeeded before but whose interaction was not reported does not run again.
  if (runtime.unreported.has(element.elementId)) {
    display.showProgress();
    return { outcome: { status: 'succeeded' }, sent };
  }
  const outcome = await runAction(element.action, { ...context, validate, begin });
  return { outcome, sent };
}

/** Leaves the button in the state its action's outcome calls for, reporting a success. */
async function settleOutcome(
  element: ButtonElement,
  { outcome, sent }: ActionRun,
  press: Press,
  display: ButtonDisplay,
): Promise<void> {
  const { runtime, actionForm } = press;
  if (outcome.status === 'invalid') {
    // Nothing on screen to wait for when the button still shows idle: released now.
    if ((runtime.onScreen.get(element.elementId) ?? idle).status === 'idle')
      return void runtime.pressed.delete(element.elementId);
    return display.setState(idle);
  }
  if (outcome.status === 'failed') {
    showFieldErrors(actionForm, outcome.fieldErrors ?? {});
    actionForm.announce(outcome.error);
    return display.setState({ status: 'failed', error: outcome.error });
  }
  await reportInteraction(element, sent, press, display);
}

/** After a successful action: tells the host (`onInteraction`), then records the interaction. */
async function reportInteraction(
  element: ButtonElement,
  sent: FormValues | undefined,
  { runtime, actionForm, addInteraction, settleSentValues }: Press,
  display: ButtonDisplay,
): Promise<void> {
  const { elementId } = element;
  const { options, messages, announce } = actionForm;
  runtime.unreported.add(elementId);
  // The values are sent here, whatever becomes of reporting the interaction below.
  const hasUnsentChanges = sent !== undefined && settleSentValues(sent);
  try {
    await options.onInteraction?.(elementId);
  } catch {
    announce(messages.interactionFailed);
    return display.setState({ status: 'failed', error: messages.interactionFailed });
  }
  runtime.unreported.delete(elementId);
  announce(hasUnsentChanges ? `${messages.sent} ${messages.changesNotSent}` : messages.sent);
  display.setState({ status: 'succeeded', error: undefined });
  addInteraction({ elementId, interactedAt: Math.floor(Date.now() / 1000) });
  // Used up: never released, whatever a caller holding an older pressButton believes.
  if (element.disableAfterInteracted) runtime.pressed.set(elementId, undefined);
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
