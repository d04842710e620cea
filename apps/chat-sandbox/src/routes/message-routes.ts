import type { Hono } from 'hono';

import { countRepliesByParent, describeMessage, isVisibleTo } from '../describe-message.js';
import { listByCursor } from '../list-by-cursor.js';
import type { ListMessagesQuery } from '../list-messages-query.js';
import {
  listMessagesArrayParameters,
  listMessagesQuerySchema,
  matchesMessageQuery,
  rejectUnsupportedMessageQuery,
} from '../list-messages-query.js';
import { paginationQuerySchema } from '../paginate.js';
import { parseOrReject } from '../parse-or-reject.js';
import { readQueryWithArrays } from '../query-parameters.js';
import { readOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import type { StoredMessage } from '../store/stored-message.js';

/**
 * Registers `GET /v3/messages` (cursor pages, every documented filter honoured or refused, with
 * `onBehalfOf` only that user's conversations), `GET /v3/messages/:id` and its thread.
 */
export function registerMessageRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/messages', (context) => {
    rejectUnsupportedMessageQuery(context.req.query());
    const query = parseOrReject(
      listMessagesQuerySchema,
      readQueryWithArrays(context, listMessagesArrayParameters),
      'ERR_INVALID_QUERY',
      'The query parameters are not valid.',
    );
    const reader = readOnBehalfOf(context, sandbox.directory)?.uid;
    const all = sandbox.messages.list();
    const matching = all.filter(
      (message) =>
        matchesMessageQuery(message, query) &&
        (reader === undefined || isVisibleTo(message, reader, sandbox)),
    );
    const page = listByCursor(matching, query);
    const replyCounts = countRepliesByParent(all);
    const data = page.data.map((message) =>
      withTagsIfAsked(describeMessage(message, sandbox, replyCounts), query),
    );
    return context.json({ ...page, data });
  });

  app.get('/v3/messages/:id', (context) => {
    const message = findMessageOrReject(sandbox, context.req.param('id'));
    return context.json({ data: describeMessage(message, sandbox) });
  });

  app.get('/v3/messages/:id/thread', (context) => {
    const parent = findMessageOrReject(sandbox, context.req.param('id'));
    const { perPage, page } = parseOrReject(
      paginationQuerySchema,
      context.req.query(),
      'ERR_INVALID_QUERY',
      'perPage and page must be positive integers.',
    );
    const all = sandbox.messages.list();
    const replies = all.filter((message) => message.parentId === parent.id);
    const data = replies.slice((page - 1) * perPage, page * perPage);
    const last = data.at(-1);
    const next = last && { affix: 'append', sentAt: last.sentAt, id: last.id };
    const replyCounts = countRepliesByParent(all);
    return context.json({
      data: data.map((message) => describeMessage(message, sandbox, replyCounts)),
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

/** The list answers a message's tags only when asked `withTags`, as documented. */
function withTagsIfAsked(message: StoredMessage, query: ListMessagesQuery): StoredMessage {
  if (query.withTags === true || message.tags === undefined) return message;
  const { tags: _tags, ...rest } = message;
  return rest as StoredMessage;
}
