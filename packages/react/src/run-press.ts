import type { ButtonElement, FormValues } from '@chatforms/core/renderer';

import type { ActionOutcome } from './actions/action-outcome.js';
import { createActionContext, showFieldErrors } from './actions/create-action-context.js';
import { runAction } from './actions/run-action.js';
import type { ButtonDisplay, Press } from './button-press.js';
import { getMessageId, guardValuesStore, memoryValuesStore } from './values-store.js';

/**
 * Runs a pressed button's action and leaves the button in the state its outcome calls for; part of
 * the code loaded on demand (interaction-code.ts), called by use-button-actions.ts.
 */
export async function runPress(
  element: ButtonElement,
  signal: AbortSignal,
  press: Press,
  display: ButtonDisplay,
): Promise<void> {
  const run = await runButtonAction(element, signal, press, display);
  if (!press.runtime.isMounted) return;
  await settleOutcome(element, run, press, display);
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
    return {
      outcome: { status: 'succeeded', next: runtime.unreported.get(element.elementId) },
      sent,
    };
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
    if ((runtime.onScreen.get(element.elementId)?.status ?? 'idle') === 'idle')
      return void runtime.pressed.delete(element.elementId);
    return display.setState({ status: 'idle', error: undefined });
  }
  if (outcome.status === 'failed') {
    showFieldErrors(actionForm, outcome.fieldErrors ?? {});
    actionForm.announce(outcome.error);
    return display.setState({ status: 'failed', error: outcome.error });
  }
  const isReported = await reportInteraction(element, outcome.next, sent, press, display);
  if (isReported && outcome.next !== undefined && runtime.isMounted)
    showNextStep(outcome.next, press);
}

/**
 * Puts the server's next step in the form's place, after the interaction was reported: it starts
 * from its own defaults, so nothing the reader typed in this form (the values kept by message id,
 * which an edited message shares) is carried into it.
 */
function showNextStep(next: unknown, { actionForm, showNextStep: show }: Press): void {
  const store = guardValuesStore(actionForm.options.valuesStore ?? memoryValuesStore);
  for (const message of [actionForm.message, next]) {
    const messageId =
      typeof message === 'object' && message !== null ? getMessageId(message) : undefined;
    if (messageId !== undefined) store.delete(messageId);
  }
  show?.(next);
  actionForm.options.onNextStep?.(next);
}

/**
 * After a successful action: tells the host (`onInteraction`), then records the interaction; true
 * once it is reported.
 */
async function reportInteraction(
  element: ButtonElement,
  next: unknown,
  sent: FormValues | undefined,
  { runtime, actionForm, addInteraction, settleSentValues }: Press,
  display: ButtonDisplay,
): Promise<boolean> {
  const { elementId } = element;
  const { options, messages, announce } = actionForm;
  runtime.unreported.set(elementId, next);
  // The values are sent here, whatever becomes of reporting the interaction below.
  const hasUnsentChanges = sent !== undefined && settleSentValues(sent);
  try {
    await options.onInteraction?.(elementId);
  } catch {
    announce(messages.interactionFailed);
    display.setState({ status: 'failed', error: messages.interactionFailed });
    return false;
  }
  runtime.unreported.delete(elementId);
  announce(hasUnsentChanges ? `${messages.sent} ${messages.changesNotSent}` : messages.sent);
  display.setState({ status: 'succeeded', error: undefined });
  addInteraction({ elementId, interactedAt: Math.floor(Date.now() / 1000) });
  // Used up: never released, whatever a caller holding an older pressButton believes.
  if (element.disableAfterInteracted) runtime.pressed.set(elementId, undefined);
  return true;
}
