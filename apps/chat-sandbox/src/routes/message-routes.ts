import type { Hono } from 'hono';
import { z } from 'zod';

import { addEntities } from '../add-entities.js';
import { cursorQuerySchema, listByCursor } from '../list-by-cursor.js';
import { paginationQuerySchema } from '../paginate.js';
import { parseOrReject } from '../parse-or-reject.js';
import type { SandboxContext } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import type { StoredMessage } from '../store/stored-message.js';

const listMessagesQuerySchema = cursorQuerySchema.extend({
  sender: z.string().optional(),
  receiver: z.string().optional(),
  receiverType: z.enum(['user', 'group']).optional(),
  conversationId: z.string().optional(),
  category: z.string().optional(),
  type: z.string().optional(),
});

type ListMessagesQuery = z.output<typeof listMessagesQuerySchema>;

/** Registers `GET /v3/messages` (cursor pages, filterable), `GET /v3/messages/:id` and its thread. */
export function registerMessageRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/messages', (context) => {
    const query = parseOrReject(
      listMessagesQuerySchema,
      context.req.query(),
      'ERR_INVALID_QUERY',
      'The query parameters are not valid.',
    );
    const matching = sandbox.messages.list().filter((message) => matchesFilters(message, query));
    const page = listByCursor(matching, query);
    return context.json({ ...page, data: page.data.map((m) => addEntities(m, sandbox.directory)) });
  });

  app.get('/v3/messages/:id', (context) => {
    const message = findMessageOrReject(sandbox, context.req.param('id'));
    return context.json({ data: addEntities(message, sandbox.directory) });
  });

  app.get('/v3/messages/:id/thread', (context) => {
    const parent = findMessageOrReject(sandbox, context.req.param('id'));
    const { perPage, page } = parseOrReject(
      paginationQuerySchema,
      context.req.query(),
      'ERR_INVALID_QUERY',
      'perPage and page must be positive integers.',
    );
    const replies = sandbox.messages.list().filter((message) => message.parentId === parent.id);
    const data = replies.slice((page - 1) * perPage, page * perPage);
    const last = data.at(-1);
    const next = last && { affix: 'append', sentAt: last.sentAt, id: last.id };
    return context.json({
      data: data.map((message) => addEntities(message, sandbox.directory)),
      meta: { current: { limit: perPage, count: data.length }, ...(next ? { next } : {}) },
    });
  });
}

/** Returns the stored message with an id, or answers 404 `ERR_MESSAGE_ID_NOT_FOUND`. */
export function findMessageOrReject(sandbox: SandboxContext, id: string): StoredMessage {
  const message = sandbox.messages.find(id);
  if (message) return message;
  throw new SandboxError(404, 'ERR_MESSAGE_ID_NOT_FOUND', `No message with id "${id}" exists.`, {
    details: { id },
  });
}

function matchesFilters(message: StoredMessage, filters: ListMessagesQuery): boolean {
  const keys = [
    'sender',
    'receiver',
    'receiverType',
    'conversationId',
    'category',
    'type',
  ] as const;
  return keys.every((key) => filters[key] === undefined || message[key] === filters[key]);
}
