import type { ElementRegistry, FormMessage, FormValues } from '@chatforms/core';

import type { Authenticate } from './authentication.js';
import { refuseEveryRequest } from './authentication.js';
import { hashText, writeCanonicalJson } from './canonical-json.js';
import type { IsRecipient } from './check-recipient.js';
import { createRecipientCheck } from './check-recipient.js';
import type { PressedButton, Submitter } from './check-submission.js';
import {
  createFieldErrorsResponse,
  findPressedButton,
  resolveSubmitter,
  validateValues,
} from './check-submission.js';
import { createCorsHeaders, withHeaders } from './cors.js';
import { createErrorResponse } from './error-response.js';
import type { FindForm, ServerChatClient } from './find-form.js';
import { createFormFinder } from './find-form.js';
import { defaultBodyLimitBytes, readRequestText } from './read-request-text.js';
import type { SubmissionBodyFormat, SubmissionRequest } from './read-submission-body.js';
import { defaultDataKeys, readSubmissionBody } from './read-submission-body.js';
import {
  createDatabaseUnavailableResponse,
  isDatabaseUnavailable,
} from './storage/database-unavailable.js';
import type { SqlSession } from './storage/sql-database.js';
import type { StoredSubmission, SubmissionStore } from './storage/submission-store.js';

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

/** Options of `createSubmissionHandler`. */
export interface SubmissionHandlerOptions {
  store: SubmissionStore;
  /** Who may submit; without it every request is refused with 401. */
  authenticate?: Authenticate;
  /** Reads the form (`GET /messages/{id}`) and marks it interacted after a submission is accepted. */
  chat?: ServerChatClient;
  /** Finds the form in the application's own store instead of the chat API. */
  findForm?: FindForm;
  /**
   * The element types forms are read and submissions checked with; core's `defaultElementRegistry`
   * when absent. Give the registry a plugin's types are registered on, so that a form carrying
   * them is read whole rather than without them.
   */
  registry?: ElementRegistry;
  /**
   * Decides who received a form and so may answer it; by default the message's user receiver, or
   * a current member of its group receiver read through `chat` (`GET /groups/{guid}/members`).
   */
  isRecipient?: IsRecipient;
  /** How long a group membership read is reused, in seconds (default 10; 0 reads it every time). */
  membershipCacheSeconds?: number;
  /** Runs once per submission, inside its transaction; throwing answers 500 and stores nothing. */
  onSubmission?: (
    submission: Submission,
    context: SubmissionContext,
  ) => SubmissionResult | void | Promise<SubmissionResult | void>;
  /** The keys a `{...payload, [dataKey]: values}` body is read under; `formData`, `CometChatData` by default. */
  dataKeys?: readonly string[];
  /** Origins whose pages may send submissions from a browser (CORS); none by default. */
  allowedOrigins?: readonly string[];
  bodyLimitBytes?: number;
  /** Hears failures that do not change the answer (marking interacted) and handler errors. */
  onError?: (error: unknown) => void;
}

/**
 * Creates the submission endpoint, a Web `Request` → `Response` function: authenticates, reads
 * either body the renderer sends, validates the values against the form that was sent, runs the
 * application's handler once per submission, stores it before answering 2xx, and marks the
 * message interacted for the submitter.
 * @example
 * const handle = createSubmissionHandler({ store, chat, authenticate: authenticateSignedToken({ secret }),
 *   onSubmission: ({ values }) => (values.quantity === '0' ? { errors: { quantity: 'Order one or more' } } : undefined) });
 */
export function createSubmissionHandler(
  options: SubmissionHandlerOptions,
): (request: Request) => Promise<Response> {
  const authenticate = options.authenticate ?? refuseEveryRequest;
  const findForm = createFormFinder(options.findForm, options.chat, options.registry);
  const checkRecipient = createRecipientCheck({
    chat: options.chat,
    isRecipient: options.isRecipient,
    membershipCacheSeconds: options.membershipCacheSeconds,
  });
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const handle = async (request: Request): Promise<Response> => {
    if (request.method === 'GET' || request.method === 'HEAD')
      return createErrorResponse(
        405,
        'ERR_METHOD_NOT_ALLOWED',
        'Submissions are sent with POST.',
        undefined,
        { Allow: 'POST, PUT, PATCH, DELETE' },
      );
    const identity = await authenticate(request);
    if (identity === undefined)
      return createErrorResponse(
        401,
        'ERR_UNAUTHENTICATED',
        'The request is not authenticated.',
        undefined,
        { 'WWW-Authenticate': 'Bearer' },
      );
    if (!isJsonContentType(request.headers.get('content-type')))
      return createErrorResponse(
        415,
        'ERR_UNSUPPORTED_MEDIA_TYPE',
        'Submissions are sent as JSON: Content-Type: application/json.',
      );
    const text = await readRequestText(request, options.bodyLimitBytes ?? defaultBodyLimitBytes);
    if (text === undefined)
      return createErrorResponse(413, 'ERR_PAYLOAD_TOO_LARGE', 'The body is too large.');
    const read = readSubmissionBody(text, options.dataKeys ?? defaultDataKeys);
    if (!read.success)
      return createErrorResponse(400, 'ERR_INVALID_SUBMISSION_BODY', read.issues[0]!.message, {
        issues: read.issues,
      });
    const submitter = resolveSubmitter(read.data, identity);
    if (submitter instanceof Response) return submitter;
    const found = await findForm({ ...read.data, ...submitter });
    if (found instanceof Response) return found;
    const pressed = findPressedButton(found, submitter, read.data);
    if (pressed instanceof Response) return pressed;
    const notRecipient = await checkRecipient(found, submitter.interactedBy);
    if (notRecipient !== undefined) return notRecipient;
    const checked = validateValues(found, read.data, options.registry);
    if (!checked.success) return checked.response;
    return settle(request, read.data, { ...submitter, ...pressed }, found, checked.values);
  };

  async function settle(
    request: Request,
    body: SubmissionRequest,
    submitter: Submitter & PressedButton,
    message: FormMessage,
    values: FormValues,
  ): Promise<Response> {
    const messageId =
      submitter.messageId ?? `payload:${await hashText(writeCanonicalJson(submitter.payload))}`;
    const interactedElementId = submitter.elementId;
    const record = {
      idempotencyKey: await hashText(
        writeCanonicalJson([messageId, submitter.interactedBy, interactedElementId, values]),
      ),
      messageId,
      interactedBy: submitter.interactedBy,
      interactedElementId,
      values,
    };
    const settled = await options.store.settle(record, async (sql, id) => {
      const submission: Submission = {
        ...record,
        id,
        payload: submitter.payload,
        message,
        bodyFormat: body.bodyFormat,
      };
      const result = (await options.onSubmission?.(submission, { sql, request })) ?? {};
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
    });
    if (settled.outcome === 'refused')
      return createFieldErrorsResponse(settled.refusal as Record<string, string>);
    await markInteracted(settled.submission);
    const { status, body: answer } = settled.submission.answer;
    return Response.json(answer, {
      status,
      headers: settled.outcome === 'replayed' ? { 'Idempotent-Replayed': 'true' } : {},
    });
  }

  async function markInteracted(submission: StoredSubmission): Promise<void> {
    const { chat, store } = options;
    if (chat === undefined || submission.markedInteractedAt !== undefined) return;
    if (submission.interactedElementId === '' || submission.messageId.startsWith('payload:'))
      return;
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

  return async (request) => {
    const cors = createCorsHeaders(request, options.allowedOrigins ?? []);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    try {
      return withHeaders(await handle(request), cors);
    } catch (error) {
      onError(error);
      // Nothing was acknowledged: a lost database is the client's to retry, not a failure of ours.
      const answer = isDatabaseUnavailable(error)
        ? createDatabaseUnavailableResponse()
        : createErrorResponse(
            500,
            'ERR_SUBMISSION_FAILED',
            'The submission could not be processed; a retry is safe.',
          );
      return withHeaders(answer, cors);
    }
  };
}

/**
 * Only JSON is read, so a page of another origin cannot send a submission as a form post or
 * `text/plain` without the CORS preflight that `allowedOrigins` answers.
 */
function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json' || mediaType?.endsWith('+json') === true;
}
