import {
  type ActionType,
  type ApiAction,
  buildApiActionRequest,
  type ButtonAction,
  type ButtonElement,
  formatKitFormData,
  formatSubmission,
  type FormMessage,
  type FormValues,
  getInputElements,
  isHttpUrl,
  normaliseDeepLinkUrl,
  resolveTimeZone,
} from '@chatforms/core/renderer';

import type { InteractiveFormOptions } from '../interactive-form-options.js';
import type { FormMessages } from '../messages.js';
import { reportInDevelopment } from '../report-in-development.js';
import type { ActionOutcome } from './action-outcome.js';
import { openInNewTab } from './open-in-new-tab.js';
import { checkNextStep } from './read-next-step.js';
import { defaultRequestTimeoutMs } from './request-timeout.js';
import { sendApiRequest } from './send-api-request.js';

/** What an action may use: the button, the form, the host's options and an abort signal. */
export interface ActionContext {
  element: ButtonElement;
  message: FormMessage;
  options: InteractiveFormOptions;
  messages: FormMessages;
  signal: AbortSignal;
  /** Validates every field; the values as the form holds them (by elementId), or undefined when a field is invalid. */
  validate: () => Promise<FormValues | undefined>;
  /** The current values as sent, without validating. */
  getValues: () => FormValues;
  /** Shows the button's progress: called when the action starts work that takes time. */
  begin: () => void;
}

type ActionRunner<A extends ButtonAction> = (
  action: A,
  context: ActionContext,
) => Promise<ActionOutcome>;

const failed = (error: string): ActionOutcome => ({ status: 'failed', error });
const succeeded: ActionOutcome = { status: 'succeeded' };

/** The apiAction request in the host's body format, from the values as the form holds them. */
function buildRequest(action: ApiAction, formValues: FormValues, context: ActionContext) {
  const { element, message, options } = context;
  if (options.bodyFormat === 'dataKey') {
    return buildApiActionRequest(action, formatSubmission(message, formValues), {
      bodyFormat: 'dataKey',
    });
  }
  const interactionTimezoneCode = resolveTimeZone();
  return buildApiActionRequest(
    action,
    formatKitFormData(message, formValues, { timeZone: interactionTimezoneCode }),
    {
      message,
      appId: options.appId,
      region: options.region,
      interactedBy: options.currentUserId,
      // A button lenient mode renamed apart from a shared id is named as its message writes it, as the kit does.
      interactedElementId:
        typeof element.writtenElementId === 'string' ? element.writtenElementId : element.elementId,
      interactionTimezoneCode,
    },
  );
}

/** The one registry of what each action type does (docs/design.md, "Button actions"). */
const actionRunners = {
  async apiAction(action, context) {
    const formValues = await context.validate();
    if (formValues === undefined) return { status: 'invalid' };
    context.begin();
    const { element, message, options, signal } = context;
    const values = formatSubmission(message, formValues);
    if (options.onSubmit !== undefined) {
      const result = await options.onSubmit({ values, element, action, message, signal });
      const fieldErrors = result?.errors ?? {};
      if (Object.keys(fieldErrors).length > 0)
        return { status: 'failed', error: context.messages.fieldsRejected, fieldErrors };
      if (result?.next !== undefined) return checkNextStep(result.next, context.messages);
      return succeeded;
    }
    return sendApiRequest(buildRequest(action, formValues, context), {
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.requestTimeoutMs ?? defaultRequestTimeoutMs,
      signal,
      messages: context.messages,
      elementIds: new Set(getInputElements(message).map((input) => input.elementId)),
    });
  },
  async urlNavigation(action, { element, options, messages }) {
    if (!isHttpUrl(action.url)) return failed(messages.unsafeUrl);
    (options.onNavigate ?? openInNewTab)(action.url, element);
    return succeeded;
  },
  async deepLinkAction(action, { element, options, messages }) {
    // The normalised form, since a browser resolves the raw text of some links against the page.
    const url = normaliseDeepLinkUrl(action.url);
    if (url === undefined) return failed(messages.unsafeUrl);
    (options.onDeepLink ?? options.onNavigate ?? openInNewTab)(url, element);
    return succeeded;
  },
  async customAction(_action, { element, options, getValues, begin }) {
    // The chat service's kit records the press of a custom button nobody handles, and completes
    // the goal with it: a form written for the kit behaves the same here.
    if (options.onCustomAction === undefined) {
      reportMissingCustomHandler(element.elementId);
      return succeeded;
    }
    begin();
    await options.onCustomAction(element, getValues());
    return succeeded;
  },
} satisfies { [K in ActionType]: ActionRunner<Extract<ButtonAction, { actionType: K }>> };

let hasReportedMissingCustomHandler = false;

function reportMissingCustomHandler(elementId: string): void {
  if (hasReportedMissingCustomHandler) return;
  hasReportedMissingCustomHandler = true;
  reportInDevelopment(
    `The customAction button ${JSON.stringify(elementId)} was pressed without an onCustomAction handler: the press is recorded, as the chat service's kit does, and nothing else happens. Pass onCustomAction to handle it.`,
  );
}

/**
 * An action type an application registered (`registerActionType`) is its own to run, as a
 * customAction is: through `onCustomAction`. Nobody to run it is a mistake of the host's, so the
 * press fails rather than being recorded as done.
 */
const runRegisteredAction: ActionRunner<ButtonAction> = async (
  action,
  { element, options, messages, getValues, begin },
) => {
  if (options.onCustomAction === undefined) {
    reportInDevelopment(
      `The button ${JSON.stringify(element.elementId)} has the action type ${JSON.stringify(action.actionType)}, which an application registered: pass onCustomAction to run it. Nothing ran.`,
    );
    return failed(messages.actionFailed);
  }
  begin();
  await options.onCustomAction(element, getValues());
  return succeeded;
};

/** Runs a button's action; a host handler that throws becomes a failure, never an exception. */
export async function runAction(
  action: ButtonAction,
  context: ActionContext,
): Promise<ActionOutcome> {
  const run = Object.hasOwn(actionRunners, action.actionType)
    ? (actionRunners[action.actionType] as ActionRunner<ButtonAction>)
    : runRegisteredAction;
  try {
    return await run(action, context);
  } catch (error) {
    reportInDevelopment(error);
    return failed(context.messages.actionFailed);
  }
}
