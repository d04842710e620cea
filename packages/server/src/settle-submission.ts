import type { FormMessage, FormValues } from '@chatforms/core';

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

/** What the application's handler may answer: field errors (422), or the status and body of the 2xx. */
export interface SubmissionResult {
  errors?: Record<string, string>;
  status?: number;
  body?: unknown;
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
    createSubmissionWork(request, checked, record, settings.onSubmission),
  );
  if (settled.outcome === 'refused')
    return createFieldErrorsResponse(settled.refusal as Record<string, string>);
  await markInteracted(settled.submission, settings);
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
  onSubmission: OnSubmission | undefined,
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
    return {
      accepted: true,
      answer: {
        status: result.status ?? 200,
        body: result.body ?? { ok: true, submissionId: id },
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
