import type { Hono } from 'hono';
import { z } from 'zod';

import { addEntities } from '../add-entities.js';
import { parseOrReject } from '../parse-or-reject.js';
import { readJsonBody } from '../read-json-body.js';
import { requireOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { nowInSeconds } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import { validateOutgoingMessage } from '../validate-outgoing-message.js';
import { findMessageOrReject } from './message-routes.js';

const updateBodySchema = z.object({ data: z.looseObject({}) });

/**
 * Registers `PUT /v3/messages/:id`: its sender replaces a message's `data` (a form's next step),
 * checked as a message to send is; the interactions recorded so far are kept, as the chat records
 * them and not the editor. Answers the edited message with `editedAt` and `editedBy`.
 */
export function registerUpdateMessageRoute(app: Hono, sandbox: SandboxContext): void {
  app.put('/v3/messages/:id', async (context) => {
    const user = requireOnBehalfOf(context, sandbox.directory);
    const { data } = parseOrReject(
      updateBodySchema,
      await readJsonBody(context),
      'ERR_INVALID_REQUEST_BODY',
      'The body must be {"data": {...}}.',
    );
    const message = findMessageOrReject(sandbox, context.req.param('id'));
    if (message.sender !== user.uid)
      throw new SandboxError(
        403,
        'ERR_NOT_THE_SENDER',
        `Only the sender of a message may edit it.`,
        {
          details: { uid: user.uid },
        },
      );
    const { receiver, receiverType, category, type } = message;
    validateOutgoingMessage({ receiver, receiverType, category, type, data }, sandbox, user.uid);
    const editedAt = nowInSeconds(sandbox);
    const updated = await sandbox.messages.update(message.id, (stored) => {
      const interactions = stored.data.interactions;
      stored.data = interactions === undefined ? data : { ...data, interactions };
      Object.assign(stored, { editedAt, editedBy: user.uid, updatedAt: editedAt });
    });
    return context.json({ data: addEntities(updated ?? message, sandbox.directory) });
  });
}
