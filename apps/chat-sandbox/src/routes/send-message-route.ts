import type { Context, Hono } from 'hono';

import { addEntities, appSenderUid } from '../add-entities.js';
import { readJsonBody } from '../read-json-body.js';
import { readOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { nowInSeconds } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import type { StoredMessage } from '../store/stored-message.js';
import type { OutgoingMessage } from '../validate-outgoing-message.js';
import { validateOutgoingMessage } from '../validate-outgoing-message.js';
import { findMessageOrReject } from './message-routes.js';

/**
 * Registers `POST /v3/messages` and `POST /v3/messages/:id/thread`: validate, rate-limit per sender,
 * store exactly as sent, notify the webhook, answer with `data.entities`.
 */
export function registerSendMessageRoute(app: Hono, sandbox: SandboxContext): void {
  app.post('/v3/messages', (context) => sendMessage(context, sandbox, undefined));
  app.post('/v3/messages/:id/thread', (context) => {
    const parent = findMessageOrReject(sandbox, context.req.param('id'));
    return sendMessage(context, sandbox, parent.id);
  });
}

async function sendMessage(
  context: Context,
  sandbox: SandboxContext,
  parentId: string | undefined,
): Promise<Response> {
  const sender = readOnBehalfOf(context, sandbox.directory)?.uid;
  enforceSendLimit(context, sandbox, sender ?? appSenderUid);
  const body = await readJsonBody(context);
  const message = validateOutgoingMessage(body, sandbox, sender);
  const sentAt = nowInSeconds(sandbox);
  const stored = await sandbox.messages.add((id) =>
    buildStoredMessage(message, { id, sender: sender ?? appSenderUid, sentAt, parentId }),
  );
  sandbox.webhooks.deliverMessageSent(stored);
  return context.json({ data: addEntities(stored, sandbox.directory) });
}

function enforceSendLimit(context: Context, sandbox: SandboxContext, uid: string): void {
  const decision = sandbox.sendLimiter.take(uid);
  const headers = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetAtSeconds),
  };
  if (decision.allowed) {
    for (const [name, value] of Object.entries(headers)) context.header(name, value);
    return;
  }
  throw new SandboxError(
    429,
    'ERR_TOO_MANY_REQUESTS',
    `"${uid}" may send at most ${decision.limit} messages per minute; retry in ${decision.retryAfterSeconds} s.`,
    {
      details: { limit: decision.limit, retryAfterSeconds: decision.retryAfterSeconds },
      headers: { ...headers, 'Retry-After': String(decision.retryAfterSeconds) },
    },
  );
}

function buildStoredMessage(
  message: OutgoingMessage,
  fields: { id: string; sender: string; sentAt: number; parentId: string | undefined },
): StoredMessage {
  return {
    ...message,
    id: fields.id,
    conversationId: buildConversationId(message, fields.sender),
    sender: fields.sender,
    ...(fields.parentId === undefined ? {} : { parentId: fields.parentId }),
    sentAt: fields.sentAt,
    updatedAt: fields.sentAt,
  };
}

/** Groups share one conversation; two users share one whichever of them sends. */
function buildConversationId(message: OutgoingMessage, sender: string): string {
  if (message.receiverType === 'group') return `group_${message.receiver}`;
  return [sender, message.receiver].sort().join('_user_');
}
