import { readNextStep } from '@chatforms/core/renderer';

import type { FormMessages } from '../messages.js';
import { listOnDemandLoads, readFormMessage } from '../read-form-message.js';
import { reportInDevelopment } from '../report-in-development.js';
import type { ActionOutcome } from './action-outcome.js';

/**
 * What a 2xx answer comes to: a success, with the server's next step when its body carries one
 * (`{"chatforms": {"next": <form message>}}`, docs/design.md). A next step that cannot be shown
 * fails the action, so the reader keeps the form and every value typed.
 */
export async function readSuccess(
  response: Response,
  messages: FormMessages,
): Promise<ActionOutcome> {
  // Backends written for the kit answer anything, or nothing: only JSON can carry a next step.
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return { status: 'succeeded' };
  const body: unknown = await response.json().catch(() => undefined);
  return readNextStepOutcome(body, messages);
}

/** The outcome of a 2xx answer's body, its next step read and checked. */
async function readNextStepOutcome(body: unknown, messages: FormMessages): Promise<ActionOutcome> {
  const reading = readNextStep(body);
  if (reading.status === 'none') return { status: 'succeeded' };
  if (reading.status === 'malformed') return refuse([reading.issue], messages);
  return checkNextStep(reading.message, messages);
}

/**
 * A success that shows `message` next (a server's or `onSubmit`'s), once it is read as the form
 * will read it (leniently); one that cannot be read fails, and the form stays.
 */
export async function checkNextStep(
  message: unknown,
  messages: FormMessages,
): Promise<ActionOutcome> {
  const read = await readWithLoadedCode(message);
  if (!read.success) return refuse(read.issues, messages);
  // Its warnings are the new form's to report, once, when it renders this same object.
  return { status: 'succeeded', next: message };
}

/** Reads a message once the code it waits for (a dateTime element's) has loaded. */
async function readWithLoadedCode(message: unknown) {
  const first = readFormMessage(message);
  const loads = listOnDemandLoads(first);
  if (loads.length === 0) return first;
  await Promise.all(loads.map((load) => load()));
  return readFormMessage(message);
}

function refuse(
  issues: { pointer: string; message: string }[],
  messages: FormMessages,
): ActionOutcome {
  const reasons = issues.map((issue) => `${issue.pointer || '/'}: ${issue.message}`).join('; ');
  reportInDevelopment(
    `The server's next step cannot be shown, so the form stays as it is: ${reasons}`,
  );
  return { status: 'failed', error: messages.actionFailed };
}
