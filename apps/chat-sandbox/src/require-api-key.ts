import { createHash, timingSafeEqual } from 'node:crypto';

import type { MiddlewareHandler } from 'hono';

import { SandboxError } from './sandbox-error.js';

/** Answers 401 unless the `apiKey` header carries the sandbox's key. */
export function requireApiKey(apiKey: string): MiddlewareHandler {
  const expectedDigest = digest(apiKey);
  return async (context, next) => {
    const given = context.req.header('apiKey');
    if (!given) {
      throw new SandboxError(401, 'AUTH_ERR_EMPTY_APIKEY', 'The apiKey header is missing.');
    }
    // Comparing digests keeps the comparison constant-time whatever the given key's length.
    if (!timingSafeEqual(digest(given), expectedDigest)) {
      throw new SandboxError(
        401,
        'AUTH_ERR_APIKEY_NOT_FOUND',
        'The apiKey is not valid for this app.',
      );
    }
    await next();
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
