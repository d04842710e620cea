import { fromZodIssues } from '@chatforms/core';
import type { z } from 'zod';

import { ChatApiError } from './chat-api-error.js';
import type { HttpAnswer } from './http-transport.js';

/** Validates a 2xx answer against its schema, rejecting an unexpected shape with `ERR_UNEXPECTED_RESPONSE`. */
export function parseResponse<Schema extends z.ZodType>(
  schema: Schema,
  { status, body }: HttpAnswer,
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = fromZodIssues(result.error.issues);
  throw new ChatApiError({
    status,
    code: 'ERR_UNEXPECTED_RESPONSE',
    message: 'The API answered with a body of an unexpected shape.',
    details: { issues, body },
  });
}
