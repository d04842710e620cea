import type { FormMessage, FormValues, Issue } from '@chatforms/core';
import {
  apiActionSchema,
  buttonElementSchema,
  readKitFormData,
  validateSubmission,
} from '@chatforms/core';

import type { SubmitterIdentity } from './authentication.js';
import { writeCanonicalJson } from './canonical-json.js';
import { createErrorResponse } from './error-response.js';
import { findUnstorableText } from './find-unstorable-text.js';
import type { SubmissionRequest } from './read-submission-body.js';

/** Who submitted to which message: the body's claims, checked against the caller's identity. */
export interface Submitter {
  messageId: string | undefined;
  interactedBy: string;
  interactedElementId: string | undefined;
}

/** Resolves who submits: the authenticated user must be the one the body names (403 otherwise). */
export function resolveSubmitter(
  request: SubmissionRequest,
  identity: SubmitterIdentity,
): Submitter | Response {
  if (
    identity.uid !== undefined &&
    request.interactedBy !== undefined &&
    identity.uid !== request.interactedBy
  )
    return createErrorResponse(
      403,
      'ERR_SUBMITTER_MISMATCH',
      'The body names another user than the one authenticated.',
    );
  if (
    identity.messageId !== undefined &&
    request.messageId !== undefined &&
    identity.messageId !== request.messageId
  )
    return createErrorResponse(
      403,
      'ERR_MESSAGE_NOT_ALLOWED',
      'The credentials do not allow submitting to this message.',
    );
  const interactedBy = identity.uid ?? request.interactedBy;
  if (interactedBy === undefined)
    return createErrorResponse(
      400,
      'ERR_UNKNOWN_SUBMITTER',
      'The request names no submitting user.',
    );
  return {
    messageId: request.messageId ?? identity.messageId,
    interactedBy,
    interactedElementId: request.interactedElementId,
  };
}

/** The button a submission came from, and the payload its author wrote on its apiAction. */
export interface PressedButton {
  elementId: string;
  payload: Record<string, unknown>;
}

/**
 * Finds the apiAction button a submission came from and checks what the body claims against the
 * stored form: the element must be such a button, the body's payload the one written on it, and
 * the sender may press it only when the form allows. A `dataKey` body that names no button is
 * matched to the button whose payload it carries.
 */
export function findPressedButton(
  message: FormMessage,
  submitter: Submitter,
  body: SubmissionRequest,
): PressedButton | Response {
  const sender = (message as { sender?: unknown }).sender;
  if (sender === submitter.interactedBy && !message.data.allowSenderInteraction)
    return createErrorResponse(
      403,
      'ERR_SENDER_INTERACTION_NOT_ALLOWED',
      'The sender of this form may not submit it.',
    );
  const buttons = listSubmitButtons(message);
  const bodyPayload = writeCanonicalJson(body.payload);
  const elementId = submitter.interactedElementId;
  if (elementId === undefined) {
    const matching = buttons.find((button) => writeCanonicalJson(button.payload) === bodyPayload);
    return matching ?? refusePayload();
  }
  const pressed = buttons.find((button) => button.elementId === elementId);
  if (pressed === undefined)
    return createErrorResponse(
      400,
      'ERR_ELEMENT_NOT_FOUND',
      `The form has no button ${JSON.stringify(elementId)} that sends submissions.`,
    );
  return writeCanonicalJson(pressed.payload) === bodyPayload ? pressed : refusePayload();
}

/** The form's buttons whose action sends a submission (apiAction), with their payloads. */
function listSubmitButtons(message: FormMessage): PressedButton[] {
  const { formFields, submitElement } = message.data.interactiveData;
  return [submitElement, ...formFields].flatMap((element) => {
    const button = buttonElementSchema.safeParse(element);
    const action = button.success ? apiActionSchema.safeParse(button.data.action) : undefined;
    if (!button.success || !action?.success) return [];
    // A button lenient reading renamed apart from a shared id is pressed by the id as written.
    const { writtenElementId } = button.data;
    const elementId =
      typeof writtenElementId === 'string' ? writtenElementId : button.data.elementId;
    return [{ elementId, payload: action.data.payload }];
  });
}

function refusePayload(): Response {
  return createErrorResponse(
    403,
    'ERR_PAYLOAD_MISMATCH',
    "The body's payload is not the payload written on the form's button.",
  );
}

/** The `{"errors": {"<elementId>": "message"}}` the renderer shows under each field: the first issue of each. */
function toFieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const elementId = issue.path[0];
    if (typeof elementId === 'string' && !errors.has(elementId))
      errors.set(elementId, issue.message);
  }
  return Object.fromEntries(errors);
}

/**
 * The 422's `error.message`. A refusal of the whole body (keys the form does not have) names no
 * field, so `errors` cannot carry it: the message does, and the renderer shows it under the button.
 */
function describeRefusal(issues: readonly Issue[]): string {
  const formIssues = issues.filter((issue) => typeof issue.path[0] !== 'string');
  if (formIssues.length === 0) return 'Some values were refused: see errors.';
  return `Some values were refused: ${formIssues.map((issue) => issue.message).join('; ')}.`;
}

/** A 422 with field errors for the renderer and the issues for people reading the logs. */
export function createFieldErrorsResponse(
  errors: Record<string, string>,
  issues: readonly Issue[] = [],
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    {
      errors,
      error: {
        code: 'ERR_INVALID_SUBMISSION',
        message: describeRefusal(issues),
        ...(issues.length > 0 ? { details: { issues } } : {}),
      },
    },
    { status: 422, headers },
  );
}

/** Validates the values against the form sent, with core's submission rules; a 422 when refused. */
export function validateValues(
  message: FormMessage,
  request: SubmissionRequest,
): { success: true; values: FormValues } | { success: false; response: Response } {
  const values =
    request.bodyFormat === 'kitEnvelope'
      ? readKitFormData(message, request.formData as FormValues, { timeZone: request.timeZone })
      : request.formData;
  const result = validateSubmission(message, values);
  // Checked on the values as they will be stored, so an unstorable text is a 422 and not a 500.
  const issues = result.success ? findUnstorableText(result.data) : result.issues;
  if (result.success && issues.length === 0) return { success: true, values: result.data };
  return {
    success: false,
    response: createFieldErrorsResponse(toFieldErrors(issues), issues),
  };
}
