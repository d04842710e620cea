import { z } from 'zod';

import type { StoredMessage } from './store/stored-message.js';

/** The cursor query of `GET /messages`: how many, and before or after which message id. */
export const cursorQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  affix: z.enum(['append', 'prepend']).optional(),
  id: z.string().regex(/^\d+$/, 'id must be a message id').optional(),
});

/** The cursor `meta` the API documents: the page's limit and count, and where the next page starts. */
export interface CursorMeta {
  current: { limit: number; count: number };
  next?: { affix: 'append'; sentAt: number; id: string };
}

/**
 * Cuts one page out of messages in sending order: after `id` with `append` (the default with an
 * id), before it with `prepend`; without an id, the latest `limit` (or the first with `append`).
 */
export function listByCursor(
  messages: readonly StoredMessage[],
  { limit, affix, id }: z.output<typeof cursorQuerySchema>,
): { data: StoredMessage[]; meta: CursorMeta } {
  const data = cut(messages, limit, affix ?? (id === undefined ? 'prepend' : 'append'), id);
  const last = data.at(-1);
  const next = last && { affix: 'append' as const, sentAt: last.sentAt, id: last.id };
  return { data, meta: { current: { limit, count: data.length }, ...(next ? { next } : {}) } };
}

function cut(
  messages: readonly StoredMessage[],
  limit: number,
  affix: 'append' | 'prepend',
  id: string | undefined,
): StoredMessage[] {
  const cursor = id === undefined ? undefined : Number(id);
  if (affix === 'append') {
    const after = messages.filter((message) => cursor === undefined || Number(message.id) > cursor);
    return after.slice(0, limit);
  }
  const before = messages.filter((message) => cursor === undefined || Number(message.id) < cursor);
  return before.slice(Math.max(0, before.length - limit));
}
