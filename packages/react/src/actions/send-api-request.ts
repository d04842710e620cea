import { type ApiActionRequest, normaliseHttpUrl } from '@chatforms/core/renderer';

import type { FormMessages } from '../messages.js';
import { reportInDevelopment } from '../report-in-development.js';
import type { ActionOutcome } from './action-outcome.js';
import { readSuccess } from './read-next-step.js';

/** How a request is sent: with which fetch, how long it may take, and what aborts it. */
export interface RequestSettings {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  signal: AbortSignal;
  messages: FormMessages;
  /** The form's input elementIds: a 4xx answer's messages for other keys are ignored. */
  elementIds: ReadonlySet<string>;
}

/**
 * Sends an apiAction request; 2xx succeeds (with the server's next step when it sends one), anything
 * else fails with a message (never throws).
 */
export async function sendApiRequest(
  request: ApiActionRequest,
  settings: RequestSettings,
): Promise<ActionOutcome> {
  // A browser resolves a url such as `http:/path` against the page: send only what core checked.
  const url = normaliseHttpUrl(request.url);
  if (url === undefined) {
    reportInDevelopment(
      `The apiAction url ${JSON.stringify(request.url)} is not sent: it is not an absolute http(s) URL`,
    );
    return { status: 'failed', error: settings.messages.unsafeUrl };
  }
  const controller = new AbortController();
  const abort = () => controller.abort();
  settings.signal.addEventListener('abort', abort);
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  try {
    const { method, headers, body } = request;
    // Called unbound: a browser's own fetch throws "Illegal invocation" as `settings.fetch(…)`.
    const send = settings.fetch;
    const response = await send(url, { method, headers, body, signal: controller.signal });
    if (response.ok) return await readSuccess(response, settings.messages);
    return await readFailure(response, settings);
  } catch (error) {
    if (hasTimedOut) return { status: 'failed', error: settings.messages.timeout };
    // The reader sees "could not be reached"; the developer also needs the cause (CORS, a bad fetch…).
    if (!settings.signal.aborted)
      reportInDevelopment(`The apiAction request to ${request.url} failed:`, error);
    return { status: 'failed', error: settings.messages.networkError };
  } finally {
    clearTimeout(timer);
    settings.signal.removeEventListener('abort', abort);
  }
}

async function readFailure(response: Response, settings: RequestSettings): Promise<ActionOutcome> {
  const { messages, elementIds } = settings;
  const failure = { status: 'failed', error: messages.requestFailed(response.status) } as const;
  if (response.status < 400 || response.status >= 500) return failure;
  const body: unknown = await response.json().catch(() => undefined);
  const fieldErrors = readFieldErrors(body, elementIds);
  if (Object.keys(fieldErrors).length > 0)
    return { status: 'failed', error: messages.fieldsRejected, fieldErrors };
  const reason = readErrorMessage(body);
  if (reason === undefined) return failure;
  return { status: 'failed', error: messages.requestFailed(response.status, reason) };
}

// A reason is read to the reader, not a stack trace: longer ones are cut.
const longestReason = 300;

/**
 * The `error.message` of a 4xx answer, the chat API's and @chatforms/server's envelope: what a
 * refusal no field can show says (such as keys the form does not have).
 */
export function readErrorMessage(body: unknown): string | undefined {
  const error: unknown = (body as { error?: unknown } | null | undefined)?.error;
  const message: unknown = (error as { message?: unknown } | null | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  const reason = message.trim();
  return reason.length > longestReason ? `${reason.slice(0, longestReason - 1)}…` : reason;
}

/** The `{"errors": {"<elementId>": "message"}}` of a 4xx answer (docs/design.md), ignoring anything else. */
export function readFieldErrors(
  body: unknown,
  elementIds: ReadonlySet<string>,
): Record<string, string> {
  const errors: unknown = (body as { errors?: unknown } | null | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const isFieldMessage = (entry: [string, unknown]): entry is [string, string] =>
    elementIds.has(entry[0]) && typeof entry[1] === 'string';
  return Object.fromEntries(Object.entries(errors).filter(isFieldMessage));
}
