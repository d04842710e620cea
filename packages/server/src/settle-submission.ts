import {
  type ElementRegistry,
  type FormMessage,
  type FormMessageInput,
  type FormValues,
  parseFormMessage,
  readNextStep,
  writeNextStep,
} from '@chatforms/core';

import { hashText, writeCanonicalJson } from './canonical-json.js';
import type { PressedButton, Submitter } from './check-submission.js';
import { createFieldErrorsResponse } from './check-submission.js';
import type { ServerChatClient } from './find-form.js';
import type { SubmissionBodyFormat } from './read-submission-body.js';
import type { SqlSession } from './storage/sql-database.js';
import type {
  StoredSubmission,
  SubmissionRecord,
  SubmissionStore,
  SubmissionWork,
} from './storage/submission-store.js';

/** A submission checked against its form, handed to the application once. */
export interface Submission {
  /** The stored submission's id, also in the default answer. */
  id: string;
  messageId: string;
  interactedBy: string;
  interactedElementId: string;
  /** The values as the form holds them (validated; dateTime values in the element's zone). */
  values: FormValues;
  /** The pressed button's apiAction payload, as the stored form has it (a body carrying another is refused). */
  payload: Record<string, unknown>;
  message: FormMessage;
  bodyFormat: SubmissionBodyFormat;
}

/**
 * What the application's handler may answer: field errors (422), or the status and body of the 2xx,
 * with the form to show next in the submitted one's place (`next`, docs/design.md).
 */
export interface SubmissionResult {
  errors?: Record<string, string>;
  status?: number;
  body?: unknown;
  /**
   * The next step: a form message whose `data` replaces the submitted message's (its id, sender
   * and receiver stay). Checked strictly before anything is stored; sent as `{"chatforms": {"next"}}`
   * beside `body`, stored with the answer, and, with a `chat` client, written to the message.
   */
  next?: FormMessageInput;
}

/** What the application's handler gets besides the submission. */
export interface SubmissionContext {
  /** The transaction the submission is stored in: rows written here commit with it, or not at all. */
  sql: SqlSession;
  request: Request;
}

/** Runs once per submission, inside its transaction; throwing answers 500 and stores nothing. */
export type OnSubmission = (
  submission: Submission,
  context: SubmissionContext,
) => SubmissionResult | void | Promise<SubmissionResult | void>;

/** A submission every check has passed: who pressed which button of which form, with what values. */
export interface CheckedSubmission {
  submitter: Submitter & PressedButton;
  message: FormMessage;
  values: FormValues;
  bodyFormat: SubmissionBodyFormat;
}

/** What settling needs from the handler's options. */
export interface SettleSettings {
  store: SubmissionStore;
  onSubmission: OnSubmission | undefined;
  chat: ServerChatClient | undefined;
  onError: (error: unknown) => void;
  registry: ElementRegistry | undefined;
}

/**
 * Stores a checked submission and answers it: the application's handler runs once per submission
 * (a duplicate gets the first answer again), and the message is marked interacted after a 2xx.
 */
export async function settleSubmission(
  request: Request,
  checked: CheckedSubmission,
  settings: SettleSettings,
): Promise<Response> {
  const record = await createSubmissionRecord(checked);
  const settled = await settings.store.settle(
    record,
    createSubmissionWork(request, checked, record, settings),
  );
  if (settled.outcome === 'refused')
    return createFieldErrorsResponse(settled.refusal as Record<string, string>);
  // The press is marked on the step pressed (the chat refuses an element its message no longer
  // has); then the message turns to the next step.
  await markInteracted(settled.submission, settings);
  await updateMessage(settled.submission, settings);
  const { status, body } = settled.submission.answer;
  return Response.json(body, {
    status,
    headers: settled.outcome === 'replayed' ? { 'Idempotent-Replayed': 'true' } : {},
  });
}

/** The record stored, keyed by who answered which element of which message with which values. */
async function createSubmissionRecord({
  submitter,
  values,
}: CheckedSubmission): Promise<SubmissionRecord> {
  const messageId =
    submitter.messageId ?? `payload:${await hashText(writeCanonicalJson(submitter.payload))}`;
  const interactedElementId = submitter.elementId;
  return {
    idempotencyKey: await hashText(
      writeCanonicalJson([messageId, submitter.interactedBy, interactedElementId, values]),
    ),
    messageId,
    interactedBy: submitter.interactedBy,
    interactedElementId,
    values,
  };
}

/** The work done inside the submission's transaction: the application's handler and its answer. */
function createSubmissionWork(
  request: Request,
  checked: CheckedSubmission,
  record: SubmissionRecord,
  { onSubmission, registry }: SettleSettings,
): SubmissionWork {
  return async (sql, id) => {
    const submission: Submission = {
      ...record,
      id,
      payload: checked.submitter.payload,
      message: checked.message,
      bodyFormat: checked.bodyFormat,
    };
    const result = (await onSubmission?.(submission, { sql, request })) ?? {};
    if (result.errors !== undefined && Object.keys(result.errors).length > 0)
      return { accepted: false, refusal: result.errors };
    if (result.status !== undefined && (result.status < 200 || result.status > 299))
      throw new RangeError(
        `onSubmission answered status ${result.status}: accept with a 2xx, or refuse with errors`,
      );
    const body = result.body ?? { ok: true, submissionId: id };
    return {
      accepted: true,
      answer: {
        status: result.status ?? 200,
        body:
          result.next === undefined
            ? body
            : addNextStep(body, checkNextStep(checked.message, result.next, registry)),
      },
    };
  };
}

async function markInteracted(
  submission: StoredSubmission,
  { chat, store, onError }: SettleSettings,
): Promise<void> {
  if (chat === undefined || submission.markedInteractedAt !== undefined) return;
  if (submission.interactedElementId === '' || submission.messageId.startsWith('payload:')) return;
  let claimed = false;
  try {
    // Duplicates answered at once would each mark it: the first to claim it does.
    claimed = await store.claimMarking(submission.id);
    if (!claimed) return;
    await chat.markInteracted(submission.messageId, submission.interactedElementId, {
      onBehalfOf: submission.interactedBy,
    });
  } catch (error) {
    // The submission is stored and answered; a retry of the same submission marks it again.
    if (claimed) await store.releaseMarking(submission.id).catch(onError);
    onError(error);
  }
}

/**
 * The next step as sent: the submitted message with the handler's form as its data, checked
 * strictly, so a form the renderer would refuse is a 500 with nothing stored, not a broken step.
 */
function checkNextStep(
  submitted: FormMessage,
  next: FormMessageInput,
  registry: ElementRegistry | undefined,
): FormMessage {
  const read = parseFormMessage(next, { registry });
  if (!read.success) {
    const reasons = read.issues.map((issue) => `${issue.pointer || '/'}: ${issue.message}`);
    throw new TypeError(
      `onSubmission answered a next form that does not parse: ${reasons.join('; ')}`,
    );
  }
  return { ...submitted, data: read.data.data };
}

function addNextStep(body: unknown, next: FormMessage): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new TypeError('onSubmission answered a next form with a body that is not a JSON object');
  return writeNextStep(body as Record<string, unknown>, next);
}

/** Writes the next step to the message through the chat API, for the sender and other devices. */
async function updateMessage(
  submission: StoredSubmission,
  { chat, onError }: SettleSettings,
): Promise<void> {
  const reading = readNextStep(submission.answer.body);
  if (reading.status !== 'next' || chat?.updateMessage === undefined) return;
  if (submission.messageId.startsWith('payload:')) return;
  // Edited as its sender, whose message it is. A group's message is every member's, and each
  // member gets a step of their own: one member's step is not written over it.
  const { data, sender, receiverType } = reading.message as FormMessage & { sender?: unknown };
  if (typeof sender !== 'string' || sender === '' || receiverType === 'group') return;
  try {
    await chat.updateMessage(submission.messageId, data, { onBehalfOf: sender });
  } catch (error) {
    // The reader has the next step from the answer; the message catches up on a retry.
    onError(error);
  }
}
