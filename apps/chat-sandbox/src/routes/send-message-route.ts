import type { Context, Hono } from 'hono';

import { addEntities, appSenderUid } from '../add-entities.js';
import { buildMessageConversationId } from '../conversation-id.js';
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
  app.post('/v3/messages', (context) => {
    const sender = readOnBehalfOf(context, sandbox.directory)?.uid;
    return sendMessage(context, sandbox, sender);
  });
  app.post('/v3/messages/:id/thread', (context) => {
    const parent = findMessageOrReject(sandbox, context.req.param('id'));
    const sender = readOnBehalfOf(context, sandbox.directory)?.uid;
    return sendMessage(context, sandbox, sender, { parentId: parent.id });
  });
}

/** What else a send route asks of `sendMessage`: the thread to reply in, and a check of the body. */
export interface SendMessageOptions {
  parentId?: string;
  /** Throws a `SandboxError` for a body the route does not accept, before the general checks. */
  checkBody?: (body: unknown) => void;
}

/**
 * Sends the request body as `sender` (`app_system` when undefined): rate-limits, validates, stores,
 * notifies the webhook and answers `{"data": message}` with its entities.
 */
export async function sendMessage(
  context: Context,
  sandbox: SandboxContext,
  sender: string | undefined,
  options: SendMessageOptions = {},
): Promise<Response> {
  enforceSendLimit(context, sandbox, sender ?? appSenderUid);
  const body = await readJsonBody(context);
  options.checkBody?.(body);
  const message = validateOutgoingMessage(body, sandbox, sender);
  const sentAt = nowInSeconds(sandbox);
  const { parentId } = options;
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
    conversationId: buildMessageConversationId(message, fields.sender),
    sender: fields.sender,
    ...(fields.parentId === undefined ? {} : { parentId: fields.parentId }),
    sentAt: fields.sentAt,
    updatedAt: fields.sentAt,
  };
}
