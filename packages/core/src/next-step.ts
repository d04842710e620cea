import { createIssue, type Issue } from './issue.js';

/**
 * What a 2xx apiAction answer says comes next (docs/design.md, "The server's next step"): nothing
 * (`none`), a message to show in the form's place (`next`, still to be parsed), or a `chatforms`
 * key that cannot be read (`malformed`, with the issue).
 */
export type NextStepReading =
  { status: 'none' } | { status: 'next'; message: unknown } | { status: 'malformed'; issue: Issue };

// One namespaced key: backends written for the kit answer any JSON, and a top-level `next` is
// common enough (a paging cursor) that reading it would break a form that works today.
const answerKey = 'chatforms';

/**
 * Reads the next step from the parsed JSON body of a 2xx apiAction answer: `{"chatforms": {"next":
 * <form message>}}`. Any other body is no next step; the message itself is the caller's to parse.
 */
export function readNextStep(body: unknown): NextStepReading {
  if (!isPlainObject(body) || !Object.hasOwn(body, answerKey)) return { status: 'none' };
  const section = body[answerKey];
  if (!isPlainObject(section))
    return malformed([answerKey], `${answerKey} must be an object with a next message`);
  if (!Object.hasOwn(section, 'next')) return { status: 'none' };
  if (!isPlainObject(section.next))
    return malformed([answerKey, 'next'], 'next must be a form message object');
  return { status: 'next', message: section.next };
}

/** Adds a next step to the body of a 2xx apiAction answer, in the shape `readNextStep` reads. */
export function writeNextStep(
  body: Record<string, unknown>,
  message: object,
): Record<string, unknown> {
  return { ...body, [answerKey]: { next: message } };
}

function malformed(path: string[], text: string): NextStepReading {
  return { status: 'malformed', issue: createIssue(path, 'malformed_next_step', text) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
