import type { MessageToSend } from '@chatforms/chat-api';
import type { Context, Hono } from 'hono';
import { nowInSeconds } from '../sandbox-context.js';
import type { SandboxContext } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import { readJsonBody } from '../read-json-body.js';
import { requireOnBehalfOf } from '../require-on-behalf-of.js';
import type { StoredMessage } from '../store/stored-message.js';
import { validateOutgoingMessage } from '../validate-outgoing-message.js';

/** Registers `POST /v3/messages`: validate, rate-limit per sender, store, then notify the webhook. */
export function registerSendMessageRoute(app: Hono, sandbox: SandboxContext): void {
  app.post('/v3/messages', async (context) => {
    const sender = requireOnBehalfOf(context, sandbox.directory);
    enforceSendLimit(context, sandbox, sender.uid);
    const message = validateOutgoingMessage(
      await readJsonBody(context),
      sandbox.directory,
      sender.uid,
    );
    const sentAt = nowInSeconds(sandbox);
    const stored = await sandbox.messages.add((id) =>
      buildStoredMessage(message, { id, sender: sender.uid, sentAt }),
    );
    sandbox.webhooks.deliverMessageSent(stored);
    return context.json({ data: stored });
  });
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
  message: MessageToSend,
  fields: { id: string; sender: string; sentAt: number },
): StoredMessage {
  return {
    ...message,
    id: fields.id,
    conversationId: buildConversationId(message, fields.sender),
    sender: fields.sender,
    receiver: message.receiver,
    receiverType: message.receiverType,
    category: 'interactive',
    type: 'form',
    data: message.data,
    sentAt: fields.sentAt,
    updatedAt: fields.sentAt,
  };
}

/** Groups share one conversation; two users share one whichever of them sends. */
function buildConversationId(message: MessageToSend, sender: string): string {
  if (message.receiverType === 'group') return `group_${message.receiver}`;
  return [sender, message.receiver].sort().join('_user_');
}
