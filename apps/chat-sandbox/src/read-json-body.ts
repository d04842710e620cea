import type { Context } from 'hono';

import { SandboxError } from './sandbox-error.js';

/** Reads the request body as JSON, answering 400 `ERR_INVALID_JSON` when it is not. */
export async function readJsonBody(context: Context): Promise<unknown> {
  const text = await context.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new SandboxError(400, 'ERR_INVALID_JSON', 'The request body is not valid JSON.');
  }
}
