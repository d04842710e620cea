import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FetchHandler } from './to-node-listener.js';
import { toWebRequest, writeWebResponse } from './to-node-listener.js';

/**
 * Adapts a handler to Express: mount it before any body parser (`express.json()`), since it reads
 * the raw body itself.
 * @example
 * app.post('/submissions', toExpressHandler(createSubmissionHandler(options)));
 */
export function toExpressHandler(
  handler: FetchHandler,
): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void {
  return (request, response, next) => {
    if ((request as { body?: unknown }).body !== undefined) {
      next(new Error('mount the chatforms handler before express.json(): it reads the raw body'));
      return;
    }
    handler(toWebRequest(request))
      .then((answer) => writeWebResponse(answer, response))
      .catch(next);
  };
}
