import { type ElementRegistry, type FormMessage, parseFormMessage } from '@chatforms/core';

import type { PressedButton, Submitter } from './check-submission.js';
import { findPressedButton } from './check-submission.js';
import type { SubmissionRequest } from './read-submission-body.js';
import type { SubmissionStore } from './storage/submission-store.js';

/**
 * The step of a form a submission answers, with its pressed button: the newest next step sent to
 * the submitter that has that button, else the form as sent. An older step stays answerable, so a
 * retry of its submission gets its stored answer again rather than a refusal.
 */
export async function findAnsweredStep(
  sent: FormMessage,
  submitter: Submitter,
  body: SubmissionRequest,
  { store, registry }: { store: SubmissionStore; registry: ElementRegistry | undefined },
): Promise<{ message: FormMessage; pressed: PressedButton } | Response> {
  const steps =
    submitter.messageId === undefined
      ? []
      : await store.listNextSteps(submitter.messageId, submitter.interactedBy);
  for (const step of steps) {
    // Checked strictly before it was sent and stored; read as the chat client reads a form.
    const read = parseFormMessage(step, { mode: 'lenient', registry });
    if (!read.success) continue;
    const pressed = findPressedButton(read.data, submitter, body);
    if (!(pressed instanceof Response)) return { message: read.data, pressed };
  }
  const pressed = findPressedButton(sent, submitter, body);
  return pressed instanceof Response ? pressed : { message: sent, pressed };
}
