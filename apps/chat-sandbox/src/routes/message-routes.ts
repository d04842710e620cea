import type { Hono } from 'hono';
import { z } from 'zod';
import { paginate, paginationQuerySchema } from '../paginate.js';
import { parseOrReject } from '../parse-or-reject.js';
import type { SandboxContext } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import type { StoredMessage } from '../store/stored-message.js';

const listMessagesQuerySchema = paginationQuerySchema.extend({
  sender: z.string().optional(),
  receiver: z.string().optional(),
  conversationId: z.string().optional(),
});

/** Registers `GET /v3/messages` (newest first, filterable) and `GET /v3/messages/:id`. */
export function registerMessageRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/messages', (context) => {
    const query = parseOrReject(
      listMessagesQuerySchema,
      context.req.query(),
      'ERR_INVALID_QUERY',
      'The query parameters are not valid.',
    );
    const matching = sandbox.messages
      .list()
      .filter((message) => matchesFilters(message, query))
      .reverse();
    return context.json(paginate(matching, query));
  });

  app.get('/v3/messages/:id', (context) => {
    return context.json({ data: findMessageOrReject(sandbox, context.req.param('id')) });
  });
}

/** Returns the stored message with an id, or answers 404 `ERR_MESSAGE_NOT_FOUND`. */
export function findMessageOrReject(sandbox: SandboxContext, id: string): StoredMessage {
  const message = sandbox.messages.find(id);
  if (message) return message;
  throw new SandboxError(404, 'ERR_MESSAGE_NOT_FOUND', `No message with id "${id}" exists.`, {
    details: { id },
  });
}

function matchesFilters(
  message: StoredMessage,
  filters: z.output<typeof listMessagesQuerySchema>,
): boolean {
  return (
    (filters.sender === undefined || message.sender === filters.sender) &&
    (filters.receiver === undefined || message.receiver === filters.receiver) &&
    (filters.conversationId === undefined || message.conversationId === filters.conversationId)
  );
}
