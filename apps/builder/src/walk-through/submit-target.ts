import type { FormMessage, FormMessageInput } from '@chatforms/core';

import { rewriteForTestSubmit } from '../preview/rewrite-for-test-submit.js';

/**
 * Where the receiver's submits go in the walk-through: the form's own URL, the builder's
 * @chatforms/server submission handler, or the builder's test target.
 */
export type SubmitTarget = 'form' | 'handler' | 'test';

/** Where the builder's server mounts its @chatforms/server submission handler. */
const submissionHandlerPath = '/api/submissions';

/** Hosts that are placeholders or the reader's own machine, as Problems flags them. */
const placeholderHost =
  /^((.+\.)?example\.(com|org|net)|.+\.(example|invalid|test|localhost)|localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

/** The URL of the first apiAction in the form (the submit button's, usually), or undefined. */
export function findSubmitUrl(message: FormMessage): string | undefined {
  const form = message.data.interactiveData;
  for (const element of [form.submitElement, ...form.formFields]) {
    const action = (element as { action?: { actionType?: unknown; url?: unknown } }).action;
    if (action?.actionType === 'apiAction' && typeof action.url === 'string') return action.url;
  }
  return undefined;
}

/**
 * The target a walk-through starts with: the form's URL when the author owns one, else the
 * builder's submission handler, so a form still pointing at a placeholder (or at nothing) makes
 * the whole round trip offline.
 */
export function chooseSubmitTarget(url: string | undefined, origin: string): SubmitTarget {
  if (url === undefined) return 'handler';
  try {
    const parsed = new URL(url);
    // The builder's own server answers for real, so a URL on its origin needs no stand-in.
    if (parsed.origin === origin) return 'form';
    return placeholderHost.test(parsed.hostname) ? 'handler' : 'form';
  } catch {
    return 'handler';
  }
}

/** The message the receiver fills: as loaded, or with every apiAction pointed at the chosen target. */
export function pointSubmits(
  message: FormMessage,
  target: SubmitTarget,
  origin: string,
): FormMessage {
  if (target === 'form') return message;
  // Only the actions change; every other field of the loaded message is kept as it is.
  const input = message as FormMessageInput;
  if (target === 'test') return rewriteForTestSubmit(input, 'success', origin) as FormMessage;
  const handler = `${origin}${submissionHandlerPath}`;
  return rewriteForTestSubmit(input, 'endpoint', origin, handler) as FormMessage;
}
