import type { Context, Hono } from 'hono';
import { z } from 'zod';

import { addEntities, appSenderUid, describeUserEntity } from '../add-entities.js';
import { describeMessage } from '../describe-message.js';
import { parseOrReject } from '../parse-or-reject.js';
import { readJsonBody } from '../read-json-body.js';
import { readOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { nowInSeconds } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import type { StoredMessage } from '../store/stored-message.js';
import { findMessageOrReject } from './message-routes.js';

/** The documented body of `DELETE /messages/{id}`; the sandbox keeps what it deletes, so only a soft delete. */
const deleteMessageBodySchema = z.object({
  permanent: z
    .literal(false, {
      error: 'The sandbox deletes softly only: permanent must be false or absent.',
    })
    .optional(),
});

/**
 * Registers `DELETE /v3/messages/:id`: marks the message deleted (`deletedAt`, `deletedBy`), keeps it
 * listed (see `hideDeleted` and `onlyDeleted`), and answers the `action` message that records the
 * deletion, stored as the next message, as the documented answer is.
 */
export function registerDeleteMessageRoute(app: Hono, sandbox: SandboxContext): void {
  app.delete('/v3/messages/:id', async (context) => {
    const deleter = readOnBehalfOf(context, sandbox.directory)?.uid ?? appSenderUid;
    const message = findMessageOrReject(sandbox, context.req.param('id'));
    checkMayDelete(message, deleter, context);
    parseOrReject(
      deleteMessageBodySchema,
      await readOptionalJsonBody(context),
      'ERR_INVALID_REQUEST_BODY',
      'The body must be empty or {"permanent": false}.',
    );
    const deletedAt = nowInSeconds(sandbox);
    const deleted = await sandbox.messages.update(message.id, (stored) => {
      stored.deletedAt = deletedAt;
      stored.deletedBy = deleter;
      stored.updatedAt = deletedAt;
    });
    const action = await sandbox.messages.add((id) =>
      buildDeletionAction(deleted ?? message, { id, deleter, deletedAt }, sandbox),
    );
    return context.json({ data: action });
  });
}

/** Only its sender (or the app, without `onBehalfOf`) deletes a message, and only once; action messages stay. */
function checkMayDelete(message: StoredMessage, deleter: string, context: Context): void {
  if (message.category === 'action' || message.deletedAt !== undefined) {
    const reason = message.category === 'action' ? 'an action message' : 'already deleted';
    throw new SandboxError(
      400,
      'ERR_MESSAGE_ACTION_NOT_ALLOWED',
      `Message "${message.id}" cannot be deleted: it is ${reason}.`,
      { details: { id: message.id } },
    );
  }
  if (context.req.header('onBehalfOf') && message.sender !== deleter) {
    throw new SandboxError(
      403,
      'ERR_MESSAGE_NOT_A_SENDER',
      `Only the sender of message "${message.id}" can delete it, not "${deleter}".`,
      { details: { id: message.id, uid: deleter } },
    );
  }
}

async function readOptionalJsonBody(context: Context): Promise<unknown> {
  // Hono keeps the body it read, so readJsonBody reads the same text again.
  const text = await context.req.text();
  return text.trim() === '' ? {} : readJsonBody(context);
}

/** The documented answer: an `action` message whose entities say who deleted what, in which conversation. */
function buildDeletionAction(
  deleted: StoredMessage,
  fields: { id: string; deleter: string; deletedAt: number },
  sandbox: SandboxContext,
): StoredMessage {
  const described = addEntities(deleted, sandbox.directory);
  const entities = described.data.entities as { receiver: unknown };
  return {
    id: fields.id,
    conversationId: deleted.conversationId,
    sender: fields.deleter,
    receiverType: deleted.receiverType,
    receiver: deleted.receiver,
    category: 'action',
    type: 'message',
    data: {
      action: 'deleted',
      entities: {
        by: { entity: describeUserEntity(sandbox.directory, fields.deleter), entityType: 'user' },
        for: entities.receiver,
        on: { entity: describeMessage(deleted, sandbox), entityType: 'message' },
      },
    },
    sentAt: fields.deletedAt,
    updatedAt: fields.deletedAt,
  };
}
