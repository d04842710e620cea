import type { ElementRegistry, FormMessage } from '@chatforms/core';
import { listElementIds, parseFormMessage } from '@chatforms/core';
import type { Hono } from 'hono';
import { z } from 'zod';

import { parseOrReject } from '../parse-or-reject.js';
import { readJsonBody } from '../read-json-body.js';
import { requireOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { nowInSeconds } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import type { StoredMessage } from '../store/stored-message.js';
import { findMessageOrReject } from './message-routes.js';

/** More element ids than a form within core's 10 KB limit can hold. */
const maximumInteractionsPerRequest = 1000;

const interactedBodySchema = z.object({
  interactions: z.array(z.string().min(1)).min(1).max(maximumInteractionsPerRequest),
});

/** Registers `PATCH /v3/messages/:id/interacted`: appends interactions and answers the documented `{success, message}`. */
export function registerMarkInteractedRoute(app: Hono, sandbox: SandboxContext): void {
  app.patch('/v3/messages/:id/interacted', async (context) => {
    const user = requireOnBehalfOf(context, sandbox.directory);
    const { interactions } = parseOrReject(
      interactedBodySchema,
      await readJsonBody(context),
      'ERR_INVALID_REQUEST_BODY',
      'The body must be {"interactions": [elementId, ...]}.',
    );
    const message = findMessageOrReject(sandbox, context.req.param('id'));
    const form = readForm(message, sandbox.options.registry);
    checkMayInteract(message, form, user.uid, sandbox);
    checkElementIds(form, interactions);
    const interactedAt = nowInSeconds(sandbox);
    let isFirstInteraction = false;
    const updated = await sandbox.messages.update(message.id, (stored) => {
      const before = Array.isArray(stored.data.interactions) ? stored.data.interactions : [];
      isFirstInteraction = before.length === 0;
      stored.data.interactions = addNewInteractions(
        before as unknown[],
        interactions,
        interactedAt,
      );
      stored.updatedAt = interactedAt;
    });
    // Interacting means the reader received and read it: the sender's view hears so once.
    if (isFirstInteraction)
      sandbox.webhooks.deliverReceipts(updated ?? message, user.uid, interactedAt);
    const text = `The message id ${message.id} has been marked as interacted for the user ${user.uid}.`;
    return context.json({ data: { success: true, message: text } });
  });
}

/**
 * Keeps the first interaction with each element, so that a message grows at most by one entry per
 * element and never past what core accepts, however often it is marked.
 */
function addNewInteractions(
  before: unknown[],
  elementIds: string[],
  interactedAt: number,
): unknown[] {
  const seen = new Set(before.map(readElementId));
  const added: unknown[] = [];
  for (const elementId of elementIds) {
    if (seen.has(elementId)) continue;
    seen.add(elementId);
    added.push({ elementId, interactedAt });
  }
  return [...before, ...added];
}

function readElementId(interaction: unknown): unknown {
  return typeof interaction === 'object' && interaction !== null && 'elementId' in interaction
    ? interaction.elementId
    : undefined;
}

/** The form a stored message carries, read through core (the stored body keeps the sender's names). */
function readForm(message: StoredMessage, registry: ElementRegistry): FormMessage {
  const parsed = parseFormMessage(message, { registry });
  if (parsed.success) return parsed.data;
  throw new SandboxError(
    400,
    'ERR_NOT_AN_INTERACTIVE_MESSAGE',
    `Message "${message.id}" is not an interactive form message, so it has no elements to interact with.`,
    { details: { id: message.id } },
  );
}

function checkMayInteract(
  message: StoredMessage,
  form: FormMessage,
  uid: string,
  sandbox: SandboxContext,
): void {
  if (message.sender === uid) {
    if (form.data.allowSenderInteraction === true) return;
    throw new SandboxError(
      403,
      'ERR_SENDER_INTERACTION_NOT_ALLOWED',
      'The sender cannot interact with their own message unless allowSenderInteraction is true.',
    );
  }
  const isReceiver =
    message.receiverType === 'group'
      ? sandbox.memberships.findMember(message.receiver, uid) !== undefined
      : message.receiver === uid;
  if (isReceiver) return;
  throw new SandboxError(403, 'ERR_NOT_A_PARTICIPANT', `"${uid}" did not receive this message.`, {
    details: { uid },
  });
}

function checkElementIds(form: FormMessage, elementIds: string[]): void {
  const known = new Set(listElementIds(form.data.interactiveData));
  const unknown = elementIds.filter((elementId) => !known.has(elementId));
  if (unknown.length === 0) return;
  throw new SandboxError(
    400,
    'ERR_ELEMENT_NOT_FOUND',
    `The message has no element with id ${unknown.map((id) => `"${id}"`).join(', ')}.`,
    { details: { elementIds: unknown } },
  );
}
