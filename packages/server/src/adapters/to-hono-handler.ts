import type { FetchHandler } from './to-node-listener.js';

/** The part of Hono's context the adapter reads. */
export interface HonoContextLike {
  req: { raw: Request };
}

/**
 * Adapts a handler to Hono (Node, Bun, Deno, Workers): the handler takes Hono's raw `Request`.
 * @example
 * app.post('/submissions', toHonoHandler(createSubmissionHandler(options)));
 */
export function toHonoHandler(
  handler: FetchHandler,
): (context: HonoContextLike) => Promise<Response> {
  return (context) => handler(context.req.raw);
}
