import type { ElementRegistry } from '@chatforms/core';

import type { Authenticate, SubmitterIdentity } from './authentication.js';
import { refuseEveryRequest } from './authentication.js';
import type { IsRecipient } from './check-recipient.js';
import { createRecipientCheck } from './check-recipient.js';
import { resolveSubmitter, validateValues } from './check-submission.js';
import { createCorsHeaders, withHeaders } from './cors.js';
import { createErrorResponse } from './error-response.js';
import { findAnsweredStep } from './find-answered-step.js';
import type { FindForm, ServerChatClient } from './find-form.js';
import { createFormFinder } from './find-form.js';
import { defaultBodyLimitBytes, readRequestText } from './read-request-text.js';
import type { SubmissionRequest } from './read-submission-body.js';
import { defaultDataKeys, readSubmissionBody } from './read-submission-body.js';
import type {
  CheckedSubmission,
  Submission,
  SubmissionContext,
  SubmissionResult,
} from './settle-submission.js';
import { settleSubmission } from './settle-submission.js';
import {
  createDatabaseUnavailableResponse,
  isDatabaseUnavailable,
} from './storage/database-unavailable.js';
import type { SubmissionStore } from './storage/submission-store.js';

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
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const checks: FormChecks = {
    findForm: createFormFinder(options.findForm, options.chat, options.registry),
    checkRecipient: createRecipientCheck({
      chat: options.chat,
      isRecipient: options.isRecipient,
      membershipCacheSeconds: options.membershipCacheSeconds,
    }),
    registry: options.registry,
    store: options.store,
  };
  const { store, onSubmission, chat, registry } = options;
  const settings = { store, onSubmission, chat, onError, registry };
  const handle = async (request: Request): Promise<Response> => {
    const read = await readAuthenticatedBody(request, options);
    if (read instanceof Response) return read;
    const checked = await checkAgainstForm(read.body, read.identity, checks);
    if (checked instanceof Response) return checked;
    return settleSubmission(request, checked, settings);
  };
  return async (request) => {
    const cors = createCorsHeaders(request, options.allowedOrigins ?? []);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    try {
      return withHeaders(await handle(request), cors);
    } catch (error) {
      onError(error);
      return withHeaders(createUnexpectedFailureResponse(error), cors);
    }
  };
}

/**
 * Reads a submission request up to its body: a POST (or another writing method), from an
 * authenticated caller, of JSON within the size limit, in one of the renderer's two shapes.
 */
async function readAuthenticatedBody(
  request: Request,
  options: SubmissionHandlerOptions,
): Promise<{ body: SubmissionRequest; identity: SubmitterIdentity } | Response> {
  if (request.method === 'GET' || request.method === 'HEAD')
    return createErrorResponse(
      405,
      'ERR_METHOD_NOT_ALLOWED',
      'Submissions are sent with POST.',
      undefined,
      { Allow: 'POST, PUT, PATCH, DELETE' },
    );
  const identity = await (options.authenticate ?? refuseEveryRequest)(request);
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
  return { body: read.data, identity };
}

/** How a submission is checked against its form, built once per handler. */
interface FormChecks {
  findForm: ReturnType<typeof createFormFinder>;
  checkRecipient: ReturnType<typeof createRecipientCheck>;
  registry: ElementRegistry | undefined;
  store: SubmissionStore;
}

/**
 * Checks a submission against the form it answers: the submitter is the caller, the form is found,
 * the button pressed is one of its submit buttons with the payload written on it, the submitter
 * received the form, and the values pass the form's rules.
 */
async function checkAgainstForm(
  body: SubmissionRequest,
  identity: SubmitterIdentity,
  { findForm, checkRecipient, registry, store }: FormChecks,
): Promise<CheckedSubmission | Response> {
  const submitter = resolveSubmitter(body, identity);
  if (submitter instanceof Response) return submitter;
  const sent = await findForm({ ...body, ...submitter });
  if (sent instanceof Response) return sent;
  const found = await findAnsweredStep(sent, submitter, body, { store, registry });
  if (found instanceof Response) return found;
  const { message, pressed } = found;
  const notRecipient = await checkRecipient(message, submitter.interactedBy);
  if (notRecipient !== undefined) return notRecipient;
  const checked = validateValues(message, body, registry);
  if (!checked.success) return checked.response;
  return {
    submitter: { ...submitter, ...pressed },
    message,
    values: checked.values,
    bodyFormat: body.bodyFormat,
  };
}

/** Nothing was acknowledged: a lost database is the client's to retry, not a failure of ours. */
function createUnexpectedFailureResponse(error: unknown): Response {
  return isDatabaseUnavailable(error)
    ? createDatabaseUnavailableResponse()
    : createErrorResponse(
        500,
        'ERR_SUBMISSION_FAILED',
        'The submission could not be processed; a retry is safe.',
      );
}

/**
 * Only JSON is read, so a page of another origin cannot send a submission as a form post or
 * `text/plain` without the CORS preflight that `allowedOrigins` answers.
 */
function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json' || mediaType?.endsWith('+json') === true;
}
